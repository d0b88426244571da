import type { StorefrontEventType } from "@/db/schema";
import type { FunnelReport } from "@/lib/reports/schemas";

/** The beacon's body and the funnel's CSV (issue 42, record 0151). */

/** A beacon is ~100 bytes; anything much larger is not one (a 1 MB body is refused before it is read whole). */
export const MAX_BEACON_BYTES = 1024;
export const VISITOR_ID = /^[0-9a-f]{32}$/;
export const STOREFRONT_EVENT_TYPES = ["page_view", "product_view", "add_to_cart", "checkout_start"] as const satisfies readonly StorefrontEventType[];
export type { StorefrontEventType };

export type Beacon = { storeId: string; type: StorefrontEventType; visitorId: string | null };

/** The beacon's JSON text `{ s: storeId, t: type, v: visitorId }`, checked field by field; a string names what is wrong. */
export function parseBeacon(text: string): Beacon | { error: string; field: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: "Malformed beacon", field: "body" };
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return { error: "Malformed beacon", field: "body" };
  const b = body as Record<string, unknown>;
  if (typeof b.s !== "string") return { error: "Unknown store", field: "s" };
  if (typeof b.t !== "string" || !(STOREFRONT_EVENT_TYPES as readonly string[]).includes(b.t)) return { error: "Unknown event type", field: "t" };
  if (b.v !== undefined && (typeof b.v !== "string" || !VISITOR_ID.test(b.v))) return { error: "Malformed visitor id", field: "v" };
  return { storeId: b.s, type: b.t as StorefrontEventType, visitorId: (b.v as string | undefined) ?? null };
}

export const FUNNEL_CSV_HEADER = ["step", "count", "rate_from_previous", "rate_from_sessions"] as const;

const rate = (n: number, of: number) => (of > 0 ? (n / of).toFixed(4) : "");

/**
 * The funnel as CSV rows (under FUNNEL_CSV_HEADER), for GET /api/reports/funnel/export: one row per step, its
 * count, its share of the step before and of the sessions (fractions, 4 places; empty when the base is 0).
 */
export function funnelCsvRows(r: FunnelReport): string[][] {
  const steps: [string, number][] = [
    ["sessions", r.sessions],
    ["product_views", r.productViews],
    ["add_to_carts", r.addToCarts],
    ["checkouts_started", r.checkoutsStarted],
    ["orders", r.orders],
  ];
  return steps.map(([step, n], i) => [step, String(n), i === 0 ? "" : rate(n, steps[i - 1][1]), i === 0 ? "" : rate(n, r.sessions)]);
}
