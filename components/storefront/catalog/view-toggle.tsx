"use client";
import { LayoutGrid, List } from "lucide-react";
import type { MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import type { ViewMode } from "@/lib/storefront/filter";

/**
 * Grid/list toggle. The buttons submit `view` with their listing's GET form, so they work without
 * JavaScript; with it, onChange navigates instead.
 */
export function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (v: ViewMode) => void }) {
  const pick = (v: ViewMode) => (e: MouseEvent) => {
    e.preventDefault();
    onChange(v);
  };
  return (
    <div className="flex rounded-md border" role="group" aria-label="View">
      <Button
        type="submit"
        name="view"
        value="grid"
        variant={view === "grid" ? "secondary" : "ghost"}
        size="icon"
        className="rounded-r-none"
        aria-label="Grid view"
        aria-pressed={view === "grid"}
        onClick={pick("grid")}
      >
        <LayoutGrid className="size-4" aria-hidden />
      </Button>
      <Button
        type="submit"
        name="view"
        value="list"
        variant={view === "list" ? "secondary" : "ghost"}
        size="icon"
        className="rounded-l-none"
        aria-label="List view"
        aria-pressed={view === "list"}
        onClick={pick("list")}
      >
        <List className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
