"use client";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { clsx } from "clsx";
import { useT } from "../island-messages";

/**
 * Previous/next buttons and a "2 / 3" counter for a hero carousel rendered on the server. The slides scroll
 * natively (CSS scroll-snap, swipe, keyboard); this island only moves the track by one slide width and
 * follows the position, so it holds no slide data of its own.
 */
export function HeroCarouselControls({ mobileCount, desktopCount, label }: { mobileCount: number; desktopCount: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const t = useT();

  /** One slide's width plus the gap: half-width tiles move by a tile, full slides by the width. */
  const step = (el: HTMLElement) => {
    const a = el.children[0] as HTMLElement | undefined;
    const b = el.children[1] as HTMLElement | undefined;
    return Math.max(1, a && b ? Math.abs(b.offsetLeft - a.offsetLeft) : el.clientWidth);
  };

  const track = () => ref.current?.parentElement?.querySelector<HTMLElement>("[data-hero-track]") ?? null;
  // In a right-to-left page the track starts at the right: scrollLeft runs from 0 to negative values.
  const sign = (el: HTMLElement) => (getComputedStyle(el).direction === "rtl" ? -1 : 1);

  useEffect(() => {
    const el = ref.current?.parentElement?.querySelector<HTMLElement>("[data-hero-track]");
    if (!el) return;
    const onScroll = () => setIndex(Math.round(Math.abs(el.scrollLeft) / step(el)));
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => el.removeEventListener("scroll", onScroll);
  }, []);

  const go = (to: number) => {
    const el = track();
    if (!el) return;
    // Phones and wider screens may hold different numbers of slides: count the ones shown.
    const count = Array.from(el.children).filter((c) => (c as HTMLElement).offsetWidth > 0).length;
    const atEnd = Math.abs(el.scrollLeft) + el.clientWidth >= el.scrollWidth - 2;
    // Past the last position (or before the first) wraps around.
    const next = to > index && atEnd ? 0 : (to + count) % count;
    el.scrollTo({ left: sign(el) * next * step(el), behavior: "smooth" });
  };

  const btn =
    "pointer-events-auto inline-flex size-9 items-center justify-center rounded-full bg-background/85 text-foreground shadow outline-none transition hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/60";
  return (
    <div
      ref={ref}
      className={clsx(
        "pointer-events-none absolute inset-x-0 bottom-3 z-10 flex items-center justify-center gap-3",
        mobileCount <= 1 && "max-md:hidden",
        desktopCount <= 1 && "md:hidden",
      )}
    >
      <button type="button" className={btn} onClick={() => go(index - 1)} aria-label={t("catalog.home.previousSlide", { label })}>
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
      </button>
      <span className="rounded-full bg-background/85 px-2.5 py-1 text-xs font-medium tabular-nums text-foreground shadow" aria-live="polite">
        {index + 1} / <span className="md:hidden">{mobileCount}</span>
        <span className="max-md:hidden">{desktopCount}</span>
      </span>
      <button type="button" className={btn} onClick={() => go(index + 1)} aria-label={t("catalog.home.nextSlide", { label })}>
        <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
      </button>
    </div>
  );
}
