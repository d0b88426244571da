import { z } from "zod";
import { startOfLocalDay } from "./time-zone";

/**
 * A report's dates (issue 42): `from` and `to` are local dates of the store's time zone (`to` inclusive), grouped
 * by day, week (a row per Monday) or month. Platform reports use the same shapes in UTC.
 */

export const INTERVALS = ["day", "week", "month"] as const;
export type Interval = (typeof INTERVALS)[number];
export const COMPARES = ["previous_period", "previous_year"] as const;
export type Compare = (typeof COMPARES)[number];

/** The longest range a report reads. */
export const MAX_YEARS = 5;
/** A range asked for without dates: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isLocalDate(v: string): boolean {
  if (!DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const localDate = (field: string) =>
  z
    .string(`${field} must be a date (YYYY-MM-DD)`)
    .trim()
    .regex(DATE, `${field} must be a date (YYYY-MM-DD)`)
    .refine((v) => !DATE.test(v) || isLocalDate(v), `${field} must be a date (YYYY-MM-DD)`)
    .optional();

/** from/to, checked together: from not after to, at most MAX_YEARS apart. Extend with `.extend()` before this runs. */
export const rangeFields = {
  from: localDate("from"),
  to: localDate("to"),
};

export function checkRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (q.from && q.to) {
    if (q.from > q.to) ctx.addIssue({ code: "custom", path: ["from"], message: "from must not be after to" });
    else if (addYears(q.from, MAX_YEARS) < q.to)
      ctx.addIssue({ code: "custom", path: ["from"], message: `A report covers at most ${MAX_YEARS} years` });
  }
}

export const intervalField = z.enum(INTERVALS, "interval must be day, week or month").default("day");
export const compareField = z.enum(COMPARES, "compare must be previous_period or previous_year").optional();

/** A resolved range: its local dates and the instants it spans ([start, end), end = the start of the day after `to`). */
export type ReportRange = { from: string; to: string; start: Date; end: Date; timeZone: string };

/** The range a query names, in the zone; missing dates default to the last DEFAULT_DAYS days ending today. */
export function resolveRange(q: { from?: string; to?: string }, timeZone: string, today: string): ReportRange {
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  return { from, to, start: startOfLocalDay(from, timeZone), end: startOfLocalDay(addDays(to, 1), timeZone), timeZone };
}

/** The range compared with: the same number of days just before, or the same dates a year earlier. */
export function compareRange(range: ReportRange, compare: Compare): ReportRange {
  let from: string;
  let to: string;
  if (compare === "previous_year") {
    from = addYears(range.from, -1);
    to = addYears(range.to, -1);
  } else {
    const days = daysBetween(range.from, range.to) + 1;
    to = addDays(range.from, -1);
    from = addDays(to, -(days - 1));
  }
  return { from, to, start: startOfLocalDay(from, range.timeZone), end: startOfLocalDay(addDays(to, 1), range.timeZone), timeZone: range.timeZone };
}

/** A row's period: the date for days, the Monday's date for weeks, YYYY-MM for months. */
export function periodOf(localDate: string, interval: Interval): string {
  if (interval === "day") return localDate;
  if (interval === "month") return localDate.slice(0, 7);
  const dow = new Date(`${localDate}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(localDate, -((dow + 6) % 7));
}

/** Every period from `from` to `to`, in order (so a report has a row, zero or not, for each). */
export function periodsBetween(from: string, to: string, interval: Interval): string[] {
  const out: string[] = [];
  let d = from;
  let last = "";
  while (d <= to) {
    const p = periodOf(d, interval);
    if (p !== last) out.push(p);
    last = p;
    d = interval === "month" ? firstOfNextMonth(d) : interval === "week" ? addDays(periodOf(d, "week"), 7) : addDays(d, 1);
  }
  return out;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `years` later or earlier; 29 February becomes the 28th in a year without it. */
export function addYears(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const md = date.slice(4);
  const candidate = `${String(y).padStart(4, "0")}${md}`;
  return isLocalDate(candidate) ? candidate : `${String(y).padStart(4, "0")}-02-28`;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function firstOfNextMonth(date: string): string {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}
