"use client";
import { LayoutGrid, List } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ViewMode } from "@/lib/storefront/filter";

/** Grid/list toggle. */
export function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (v: ViewMode) => void }) {
  return (
    <div className="flex rounded-md border" role="group" aria-label="View">
      <Button
        variant={view === "grid" ? "secondary" : "ghost"}
        size="icon"
        className="rounded-r-none"
        aria-label="Grid view"
        aria-pressed={view === "grid"}
        onClick={() => onChange("grid")}
      >
        <LayoutGrid className="size-4" aria-hidden />
      </Button>
      <Button
        variant={view === "list" ? "secondary" : "ghost"}
        size="icon"
        className="rounded-l-none"
        aria-label="List view"
        aria-pressed={view === "list"}
        onClick={() => onChange("list")}
      >
        <List className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
