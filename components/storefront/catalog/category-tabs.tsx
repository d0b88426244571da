"use client";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useT } from "../island-messages";
import { ProductList, type CardProduct } from "../product-card";

/**
 * A tab: the first arrives rendered by the server (`content`); the others as card data (`products`), drawn
 * here only when picked. Hidden panels rendered on the server would ride along in the page's RSC payload as
 * whole element trees (a home page with three category sections carried ~70 cards nobody sees, a quarter
 * of its bytes); as data they cost a fifth of that.
 */
export type CategoryTab = { value: string; label: string; content?: ReactNode; products?: CardProduct[] };

// The classes and data attributes of components/ui/tabs.tsx, so the tabs look the same and themes that style
// [data-slot=tabs-trigger] still apply; written out here because Radix Tabs (its roving focus and collection
// code) would be the home page's largest client script.
const LIST =
  "inline-flex h-9 w-fit max-w-full items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground";
const TRIGGER =
  "inline-flex min-h-[calc(2.25rem-7px)] flex-1 items-center self-stretch justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap text-muted-foreground transition-[color,box-shadow] outline-none hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50";
const PANEL = "mt-4 flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * A home category section's tabs: ALL plus each subcategory; only the selected panel is mounted. Keyboard as in the WAI-ARIA tabs pattern: arrows, Home and End move and select.
 */
export function CategoryTabs({ tabs, currency, basePath }: { tabs: CategoryTab[]; currency: string; basePath: string }) {
  const [selected, setSelected] = useState(tabs[0]?.value);
  const t = useT();
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const id = (kind: "tab" | "panel", i: number) => `${baseId}-${kind}-${i}`;

  function onKeyDown(e: KeyboardEvent, i: number) {
    const last = tabs.length - 1;
    // Arrows follow the reading direction: in a right-to-left page the left arrow moves to the next tab.
    const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
    const forward = i === last ? 0 : i + 1;
    const back = i === 0 ? last : i - 1;
    const next = { ArrowRight: rtl ? back : forward, ArrowLeft: rtl ? forward : back, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    setSelected(tabs[next]?.value);
    list.current?.querySelectorAll<HTMLButtonElement>("[role=tab]")[next]?.focus();
  }

  return (
    <div data-slot="tabs" className="flex flex-col gap-2">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <div ref={list} role="tablist" aria-orientation="horizontal" data-slot="tabs-list" className={LIST}>
          {tabs.map((tab, i) => {
            const active = tab.value === selected;
            return (
              <button
                key={tab.value}
                type="button"
                role="tab"
                id={id("tab", i)}
                aria-selected={active}
                aria-controls={id("panel", i)}
                data-state={active ? "active" : "inactive"}
                tabIndex={active ? 0 : -1}
                data-slot="tabs-trigger"
                className={TRIGGER}
                onClick={() => setSelected(tab.value)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      {tabs.map((tab, i) =>
        tab.value === selected ? (
          <div key={tab.value} role="tabpanel" id={id("panel", i)} aria-labelledby={id("tab", i)} tabIndex={0} data-state="active" data-slot="tabs-content" className={PANEL}>
            {tab.content ?? <ProductList products={tab.products ?? []} currency={currency} basePath={basePath} t={t} />}
          </div>
        ) : null,
      )}
    </div>
  );
}
