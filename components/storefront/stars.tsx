import type { Tr } from "./tr";

/**
 * A rating as five stars (reviews, record 0157): grey stars under gold ones cut to the average's width; the
 * figure is read out, the stars are not. No client code: cards in islands draw it too. `t` gives the read-out
 * in the page's language (./tr.ts); without it (the dashboard) it is English.
 */
export function Stars({ rating, count, className, t }: { rating: number | string | null; count?: number; className?: string; t?: Tr }) {
  const value = Math.max(0, Math.min(5, Number(rating) || 0));
  return (
    // `relative`: the sr-only text is absolutely positioned; without a positioned box here its containing block was
    // outside a carousel's scroller, so in a row of rated cards it stuck out of the page (a 2,100 px wide, blank
    // right-to-left home on a phone).
    <span className={`relative inline-flex items-center gap-1 text-sm leading-none ${className ?? ""}`} data-testid="stars">
      <span className="relative inline-block tracking-tight text-muted-foreground/40" aria-hidden>
        ★★★★★
        <span className="absolute inset-0 overflow-hidden whitespace-nowrap text-amber-500" style={{ width: `${value * 20}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="sr-only">{t ? t("catalog.stars.rated", { rating: value.toFixed(1) }) : `Rated ${value.toFixed(1)} out of 5`}</span>
      {count !== undefined ? <span className="text-xs text-muted-foreground">({count})</span> : null}
    </span>
  );
}
