"use client";
import { LayoutGrid, List } from "lucide-react";
import type { MouseEvent } from "react";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import type { ViewMode } from "@/lib/storefront/filter";
import { useT } from "../island-messages";

/**
 * Grid/list toggle. The buttons submit `view` with their listing's GET form, so they work without
 * JavaScript; with it, onChange navigates instead.
 */
export function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (v: ViewMode) => void }) {
  const t = useT();
  const pick = (v: ViewMode) => (e: MouseEvent) => {
    e.preventDefault();
    onChange(v);
  };
  return (
    <div className="flex rounded-md border" role="group" aria-label={t("catalog.listing.view.label")}>
      <button
        type="submit"
        name="view"
        value="grid"
        {...buttonData(view === "grid" ? "secondary" : "ghost", "icon")}
        className={buttonClass(view === "grid" ? "secondary" : "ghost", "icon", "rounded-e-none")}
        aria-label={t("catalog.listing.view.grid")}
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
        className={buttonClass(view === "list" ? "secondary" : "ghost", "icon", "rounded-s-none")}
        aria-label={t("catalog.listing.view.list")}
        aria-pressed={view === "list"}
        onClick={pick("list")}
      >
        <List className="size-4" aria-hidden />
      </button>
    </div>
  );
}
