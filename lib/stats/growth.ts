/**
 * Month-over-month growth, computed from real orders (this month against last month) rather than stored counters
 * that could drift. `monthBounds` gives UTC calendar months, as the platform's figures count (admin stats, billing);
 * the owner's overview counts in the store's own months (lib/reports overviewSales). Pure, so it is tested on its own.
 */

export function monthBounds(now: Date) {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return {
    lastMonthStart: new Date(Date.UTC(y, m - 1, 1)),
    thisMonthStart: new Date(Date.UTC(y, m, 1)),
    nextMonthStart: new Date(Date.UTC(y, m + 1, 1)),
  };
}

/** Percentage change from `previous` to `current` (counts, or money in minor units), one decimal; null when there was nothing before. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** '+12.5%', '-3%', '0%'; null (no base) reads 'New this month' or nothing to compare. */
export function formatPercent(p: number | null, current: number): string {
  if (p === null) return current > 0 ? "New this month" : "0%";
  const sign = p > 0 ? "+" : "";
  return `${sign}${Number.isInteger(p) ? p : p.toFixed(1)}%`;
}

/** '+8 from last month', '-2 from last month', 'Same as last month'. */
export function formatDelta(current: number, previous: number, noun = "from last month"): string {
  const d = current - previous;
  if (d === 0) return "Same as last month";
  return `${d > 0 ? "+" : ""}${d} ${noun}`;
}
