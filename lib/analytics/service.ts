import "server-only";
import { takeLocal, takeRedis } from "@/lib/api-tokens/rate-limit";
import { getEnv } from "@/lib/env";
import { AppError, badRequest } from "@/lib/errors";
import { withRedis } from "@/lib/redis";
import { addDays, daysBetween, resolveRange } from "@/lib/reports/range";
import type { FunnelReport } from "@/lib/reports/schemas";
import { recoveryFigures } from "@/lib/checkouts/service";
import { localDateOf, startOfLocalDay, storeTimeZone } from "@/lib/reports/time-zone";
import type { Store } from "@/lib/tenancy/store";
import { isBot } from "./bots";
import * as repo from "./repository";
import { MAX_BEACON_BYTES, parseBeacon, VISITOR_ID } from "./schemas";

/**
 * The storefront funnel (issue 42, record 0151): beacons stored as events, rolled up per store and local day by
 * the `analytics.rollup` job, and read back as the funnel report.
 */

/** Per visitor and store: a burst of 30 events, then one a second (a shopper browsing fast sends ~1 in 3 s). */
export const VISITOR_BUCKET = { size: 30, perSecond: 1 };
/** Per address and store, whatever visitor ids it sends (a script minting ids is still one address). */
export const ADDRESS_BUCKET = { size: 300, perSecond: 5 };
/** Raw events are kept this long; the daily rows keep their counts for good. */
export const RETENTION_DAYS = 60;
/** Days the scheduled roll-up recomputes for each store with recent events (yesterday and today, local). */
export const ROLLUP_DAYS = 2;

type BeaconRequest = { store: Store; text: () => Promise<string>; contentLength: string | null; userAgent: string | null; visitorCookie: string | undefined; address: string };

export type BeaconOutcome = "stored" | "bot" | "off";

async function take(key: string, b: { size: number; perSecond: number }) {
  const url = getEnv().REDIS_URL;
  if (!url) return takeLocal(key, b.size, b.perSecond);
  return withRedis(url, (r) => takeRedis(r, key, b.size, b.perSecond), () => takeLocal(key, b.size, b.perSecond));
}

/**
 * One beacon: checked (size, store, event type, visitor) before anything else, so bad input is a 400 and stores
 * nothing; then bots and a store that turned analytics off are answered as if stored (the script has nothing to
 * do about either); then the throttles (429), then the row.
 */
export async function recordBeacon(r: BeaconRequest): Promise<BeaconOutcome> {
  const declared = Number(r.contentLength ?? "0");
  if (Number.isFinite(declared) && declared > MAX_BEACON_BYTES) throw new AppError(400, "Beacon too large", { body: `At most ${MAX_BEACON_BYTES} bytes` }, "bad_request");
  const text = await r.text();
  if (text.length > MAX_BEACON_BYTES) throw new AppError(400, "Beacon too large", { body: `At most ${MAX_BEACON_BYTES} bytes` }, "bad_request");
  const beacon = parseBeacon(text);
  if ("error" in beacon) throw new AppError(400, beacon.error, { [beacon.field]: beacon.error }, "bad_request");
  // The store is the request's (its host or path); a beacon naming another is forged or misrouted.
  if (beacon.storeId !== r.store.id) throw new AppError(400, "Unknown store", { s: "Unknown store" }, "bad_request");
  const visitorId = r.visitorCookie && VISITOR_ID.test(r.visitorCookie) ? r.visitorCookie : beacon.visitorId;
  if (!visitorId) throw badRequest("No visitor id");

  if (isBot(r.userAgent)) return "bot";
  if (!r.store.row.storefrontAnalytics) return "off";

  const visitor = await take(`sb:beacon:${r.store.id}:${visitorId}`, VISITOR_BUCKET);
  const address = visitor.allowed ? await take(`sb:beacon-ip:${r.store.id}:${r.address}`, ADDRESS_BUCKET) : visitor;
  if (!address.allowed) throw new AppError(429, "Too many events", undefined, "rate_limited", address.retryAfter);

  await repo.insertEvent(r.store.id, { visitorId, type: beacon.type });
  return "stored";
}

/**
 * The funnel over the query's local dates: days the roll-up finished are read from their rows, the others (today,
 * and any day the job has not closed yet) counted from the events, so the answer is exact at any moment. Orders
 * are counted from the orders table over the same instants.
 */
export async function funnelReport(store: Store, q: { from?: string; to?: string }, now = new Date()): Promise<FunnelReport> {
  const tz = storeTimeZone(store.row);
  const range = resolveRange(q, tz, localDateOf(now, tz));
  // Usually only today is open: its events are counted while the rows and the orders are read (one round trip).
  const today = localDateOf(now, tz);
  const guess = today >= range.from && today <= range.to ? today : null;
  const [rolled, orders, todays, recovery] = await Promise.all([
    repo.rolledDays(store.id, range.from, range.to),
    repo.countOrders(store.id, range.start, range.end),
    guess ? repo.countEvents(store.id, startOfLocalDay(guess, tz), range.end).then((c) => [{ day: guess, ...c }]) : Promise.resolve([]),
    recoveryFigures(store.id, range.start, range.end),
  ]);
  const final = new Set(rolled.filter((r) => r.final).map((r) => r.day));
  const totals = { sessions: 0, productViews: 0, addToCarts: 0, checkoutsStarted: 0 };
  const add = (r: repo.DayCounts) => {
    totals.sessions += r.sessions;
    totals.productViews += r.productViews;
    totals.addToCarts += r.addToCarts;
    totals.checkoutsStarted += r.checkoutsStarted;
  };
  for (const r of rolled) if (r.final) add(r);
  // Any other day that has begun and is not final yet (the job has not closed it): counted from the events, from
  // the first such day up to today (or the range's end).
  let open: string | null = null;
  for (let d = range.from; d <= range.to && d !== guess && startOfLocalDay(d, tz) < now; d = addDays(d, 1)) {
    if (!final.has(d)) {
      open = d;
      break;
    }
  }
  const live = open ? await repo.countEventsByDay(store.id, tz, startOfLocalDay(open, tz), guess ? startOfLocalDay(guess, tz) : range.end) : [];
  for (const r of [...live, ...todays]) if (!final.has(r.day)) add(r);
  return {
    from: range.from,
    to: range.to,
    ...totals,
    orders,
    conversionRate: totals.sessions > 0 ? Math.round((orders / totals.sessions) * 10_000) / 10_000 : 0,
    checkoutRecovery: recovery,
  };
}

/**
 * Rolls up one store's local days [from, to] from its events: every day gets a row (zeros included), `final`
 * when the day had ended at `now`. Exact and idempotent: a row is recomputed from the events, never added to.
 */
export async function rollUpStore(store: { id: Store["id"]; timeZone: string | null; country: string }, from: string, to: string, now = new Date()): Promise<void> {
  const tz = storeTimeZone(store);
  const counts = await repo.countEventsByDay(store.id, tz, startOfLocalDay(from, tz), startOfLocalDay(addDays(to, 1), tz));
  const byDay = new Map(counts.map((c) => [c.day, c]));
  const rows = [];
  for (let i = 0; i <= daysBetween(from, to); i++) {
    const day = addDays(from, i);
    const c = byDay.get(day) ?? { day, sessions: 0, productViews: 0, addToCarts: 0, checkoutsStarted: 0 };
    rows.push({ ...c, final: startOfLocalDay(addDays(day, 1), tz) <= now });
  }
  await repo.upsertDays(store.id, rows, now);
}

/**
 * The `analytics.rollup` job: each store with events in the last ROLLUP_DAYS + 1 days has its last ROLLUP_DAYS
 * local days recomputed (so yesterday becomes final in the first run after its midnight), then raw events older
 * than RETENTION_DAYS are deleted. Safe to run any number of times, on any instance.
 */
export async function rollUpFunnels(now = new Date(), days = ROLLUP_DAYS): Promise<{ stores: number }> {
  const stores = await repo.storesWithEventsSince(new Date(now.getTime() - (days + 1) * 86_400_000));
  for (const s of stores) {
    const tz = storeTimeZone(s);
    const today = localDateOf(now, tz);
    await rollUpStore(s, addDays(today, -(days - 1)), today, now);
  }
  await repo.pruneEvents(new Date(now.getTime() - RETENTION_DAYS * 86_400_000));
  return { stores: stores.length };
}
