import { addDays, COMPARES, daysBetween, INTERVALS, isLocalDate, MAX_YEARS, addYears, type Compare, type Interval } from "@/lib/reports/range";
import { localDateOf, storeTimeZone } from "@/lib/reports/time-zone";

/**
 * The reports' date range as the address bar keeps it (issue 42): `?range=7d` (a preset, counted back from the
 * store's today), or `?range=custom&from=…&to=…`; `&compare=previous_period|previous_year`; `&interval=` when the
 * owner chose one (else picked from the range's length). A link to the screen therefore opens the same report.
 */

export const PRESETS = ["today", "7d", "30d", "90d", "month", "year", "custom"] as const;
export type Preset = (typeof PRESETS)[number];
export const PRESET_LABELS: Record<Preset, string> = {
  today: "Today",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  month: "This month",
  year: "This year",
  custom: "Custom",
};
export const COMPARE_LABELS: Record<Compare, string> = { previous_period: "Previous period", previous_year: "Previous year" };
export const INTERVAL_LABELS: Record<Interval, string> = { day: "Day", week: "Week", month: "Month" };
const DEFAULT_PRESET: Preset = "30d";

export type ReportRangeState = {
  preset: Preset;
  from: string;
  to: string;
  compare: Compare | null;
  interval: Interval;
  /** The interval came from the URL (else it follows the range's length). */
  intervalChosen: boolean;
};

/** The store's local date today, in its zone (the day boundary the reports count by). */
export function storeToday(tenant: { country?: string | null; timeZone?: string | null }, now: number = Date.now()): string {
  return localDateOf(now, storeTimeZone(tenant));
}

/** The dates a preset stands for, counted back from `today` (inclusive). */
export function presetDates(preset: Exclude<Preset, "custom">, today: string): { from: string; to: string } {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "7d":
      return { from: addDays(today, -6), to: today };
    case "30d":
      return { from: addDays(today, -29), to: today };
    case "90d":
      return { from: addDays(today, -89), to: today };
    case "month":
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case "year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** Rows a range reads well in: days up to a month, weeks up to about half a year, months beyond. */
export function autoInterval(from: string, to: string): Interval {
  const days = daysBetween(from, to) + 1;
  return days <= 31 ? "day" : days <= 186 ? "week" : "month";
}

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null => (v !== null && (list as readonly string[]).includes(v) ? (v as T) : null);

/**
 * The state a URL's query names. Anything missing or malformed falls back (30 days, no comparison); a custom
 * range with a bad, reversed or too long pair of dates falls back to the default preset too.
 */
export function rangeFromParams(params: Pick<URLSearchParams, "get">, today: string): ReportRangeState {
  let preset = oneOf(PRESETS, params.get("range")) ?? DEFAULT_PRESET;
  let from: string;
  let to: string;
  const f = params.get("from") ?? "";
  const t = params.get("to") ?? "";
  if (preset === "custom" && isLocalDate(f) && isLocalDate(t) && f <= t && addYears(f, MAX_YEARS) >= t) {
    from = f;
    to = t;
  } else {
    if (preset === "custom") preset = DEFAULT_PRESET;
    ({ from, to } = presetDates(preset as Exclude<Preset, "custom">, today));
  }
  const chosen = oneOf(INTERVALS, params.get("interval"));
  return {
    preset,
    from,
    to,
    compare: oneOf(COMPARES, params.get("compare")),
    interval: chosen ?? autoInterval(from, to),
    intervalChosen: chosen !== null,
  };
}

/**
 * The query written back to the URL: only what differs from the defaults, keeping the screen's other params
 * (`keep`, e.g. the products report's `by`).
 */
export function rangeToParams(s: Omit<ReportRangeState, "interval"> & { interval?: Interval }, keep?: URLSearchParams): URLSearchParams {
  const q = new URLSearchParams(keep);
  for (const k of ["range", "from", "to", "compare", "interval"]) q.delete(k);
  if (s.preset !== DEFAULT_PRESET) q.set("range", s.preset);
  if (s.preset === "custom") {
    q.set("from", s.from);
    q.set("to", s.to);
  }
  if (s.compare) q.set("compare", s.compare);
  if (s.intervalChosen && s.interval) q.set("interval", s.interval);
  return q;
}

/** "1 Nov – 28 Nov 2026", "28 Nov 2026" for a single day. */
export function rangeLabel(from: string, to: string): string {
  const fmt = (d: string, year: boolean) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: year ? "numeric" : undefined, timeZone: "UTC" });
  if (from === to) return fmt(from, true);
  return `${fmt(from, from.slice(0, 4) !== to.slice(0, 4))} – ${fmt(to, true)}`;
}

/** A row's period as a short label: "28 Nov" (day or week's Monday), "Nov 2026" (month). */
export function periodLabel(period: string, withYear = false): string {
  if (/^\d{4}-\d{2}$/.test(period)) {
    return new Date(`${period}-01T00:00:00Z`).toLocaleDateString("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
  }
  return new Date(`${period}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: withYear ? "numeric" : undefined, timeZone: "UTC" });
}
