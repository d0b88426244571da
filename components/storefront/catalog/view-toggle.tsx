"use client";
import { LayoutGrid, List } from "lucide-react";
import type { MouseEvent } from "react";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
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
      <button
        type="submit"
        name="view"
        value="grid"
        {...buttonData(view === "grid" ? "secondary" : "ghost", "icon")}
        className={buttonClass(view === "grid" ? "secondary" : "ghost", "icon", "rounded-r-none")}
        aria-label="Grid view"
        aria-pressed={view === "grid"}
        onClick={pick("grid")}
      >
        <LayoutGrid className="size-4" aria-hidden />
      </button>
      <button
        type="submit"
        name="view"
        value="list"
        {...buttonData(view === "list" ? "secondary" : "ghost", "icon")}
        className={buttonClass(view === "list" ? "secondary" : "ghost", "icon", "rounded-l-none")}
        aria-label="List view"
        aria-pressed={view === "list"}
        onClick={pick("list")}
      >
        <List className="size-4" aria-hidden />
      </button>
    </div>
  );
}
