"use client";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { buttonData } from "@/components/ui/button-classes";
import { useT } from "../island-messages";

/** Collection carousel step: 400 px per click (more than one 280 px card, so each click visibly moves); cards are 280 px wide. */
export const CAROUSEL_STEP_PX = 400;
export const CAROUSEL_CARD_PX = 280;

/** An outline icon button, round and with a fuller shadow than the outline variant's shadow-xs (left out here). */
export const carouselArrowClass = (side: "-start-3" | "-end-3") =>
  `ui-btn border border-input bg-background shadow hover:bg-accent hover:text-accent-foreground size-9 absolute ${side} top-1/3 hidden rounded-full md:inline-flex`;

/** A horizontally scrolling row with previous/next buttons (also scrollable by touch and keyboard). */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const t = useT();

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // scrollLeft runs from 0 towards negative values in a right-to-left row: measure from the row's start.
    const from = Math.abs(el.scrollLeft);
    setEdges({ start: from <= 1, end: from + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    update();
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => ro.disconnect();
  }, [update]);

  // Previous/next move towards the row's start/end, which is leftwards/rightwards only in a left-to-right page.
  const scrollBy = (dx: number) => {
    const el = ref.current;
    if (!el) return;
    el.scrollBy({ left: getComputedStyle(el).direction === "rtl" ? -dx : dx, behavior: "smooth" });
  };

  return (
    <div className="relative">
      <div
        ref={ref}
        onScroll={update}
        className="flex snap-x gap-4 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:thin]"
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        {children}
      </div>
      <button
        type="button"
        {...buttonData("outline", "icon")}
        className={carouselArrowClass("-start-3")}
        onClick={() => scrollBy(-CAROUSEL_STEP_PX)}
        disabled={edges.start}
        aria-label={t("catalog.home.scrollLeft", { label })}
      >
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
      </button>
      <button
        type="button"
        {...buttonData("outline", "icon")}
        className={carouselArrowClass("-end-3")}
        onClick={() => scrollBy(CAROUSEL_STEP_PX)}
        disabled={edges.end}
        aria-label={t("catalog.home.scrollRight", { label })}
      >
        <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
      </button>
    </div>
  );
}
