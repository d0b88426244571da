"use client";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { buttonData } from "@/components/ui/button-classes";

/** Collection carousel step: 400 px per click (more than one 280 px card, so each click visibly moves); cards are 280 px wide. */
export const CAROUSEL_STEP_PX = 400;
export const CAROUSEL_CARD_PX = 280;

/** An outline icon button, round and with a fuller shadow than the outline variant's shadow-xs (left out here). */
export const carouselArrowClass = (side: "-left-3" | "-right-3") =>
  `ui-btn border border-input bg-background shadow hover:bg-accent hover:text-accent-foreground size-9 absolute ${side} top-1/3 hidden rounded-full md:inline-flex`;

/** A horizontally scrolling row with previous/next buttons (also scrollable by touch and keyboard). */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    update();
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(update);
    ro.observe(el);
    return () => ro.disconnect();
  }, [update]);

  const scrollBy = (dx: number) => ref.current?.scrollBy({ left: dx, behavior: "smooth" });

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
        className={carouselArrowClass("-left-3")}
        onClick={() => scrollBy(-CAROUSEL_STEP_PX)}
        disabled={edges.start}
        aria-label={`Scroll ${label} left`}
      >
        <ChevronLeft className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        {...buttonData("outline", "icon")}
        className={carouselArrowClass("-right-3")}
        onClick={() => scrollBy(CAROUSEL_STEP_PX)}
        disabled={edges.end}
        aria-label={`Scroll ${label} right`}
      >
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </div>
  );
}
