/**
 * A store's time zone (issue 42): where its reporting day begins and ends. Stored on the store as an IANA name
 * (`tenants.time_zone`); a store that has not chosen one uses its country's (the zone most of its shoppers live
 * in), and UTC where the country spans several with no clear choice.
 */

const BY_COUNTRY: Record<string, string> = {
  IN: "Asia/Kolkata",
  US: "America/New_York",
  GB: "Europe/London",
  CA: "America/Toronto",
  AU: "Australia/Sydney",
  EU: "Europe/Berlin",
  SG: "Asia/Singapore",
  AE: "Asia/Dubai",
};

export const DEFAULT_TIME_ZONE = "UTC";

/** The zone a store counts its days in: its own choice, else its country's, else UTC. */
export function storeTimeZone(store: { timeZone?: string | null; country?: string | null }): string {
  if (store.timeZone && isTimeZone(store.timeZone)) return store.timeZone;
  return (store.country && BY_COUNTRY[store.country]) || DEFAULT_TIME_ZONE;
}

const known = new Map<string, boolean>();
/** Whether the runtime knows the IANA zone (what the settings form and the API accept). */
export function isTimeZone(name: string): boolean {
  let ok = known.get(name);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: name });
      ok = name.length <= 64;
    } catch {
      ok = false;
    }
    known.set(name, ok);
  }
  return ok;
}

/** Every zone the runtime offers, for the settings picker. */
export function timeZoneNames(): string[] {
  const list = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  return list.includes("UTC") ? list : ["UTC", ...list];
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(tz: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(tz, f);
  }
  return f;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (+05:30 → 19,800,000). */
export function zoneOffsetMs(instant: number, tz: string): number {
  const p = Object.fromEntries(partsFormatter(tz).formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a local date ("2026-11-28") begins in the zone (its midnight, or the first moment after a DST gap). */
export function startOfLocalDay(date: string, tz: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d);
  // Two passes settle the offset around a DST change.
  let guess = wall - zoneOffsetMs(wall, tz);
  guess = wall - zoneOffsetMs(guess, tz);
  return new Date(guess);
}

/** The local date ("YYYY-MM-DD") an instant falls on in the zone. */
export function localDateOf(instant: Date | number, tz: string): string {
  const ms = typeof instant === "number" ? instant : instant.getTime();
  return new Date(ms + zoneOffsetMs(ms, tz)).toISOString().slice(0, 10);
}
