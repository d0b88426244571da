import { endpoint } from "@/lib/endpoint";
import type { FunnelReport, funnelQuerySchema } from "@/lib/reports/schemas";

/**
 * The storefront funnel's /api calls (issue 42; record 0151): the beacon the storefront's script sends, and the
 * owner's funnel report (permission `reports`, scope read_reports).
 */

/**
 * A storefront event: `navigator.sendBeacon` from the store's own pages (same origin; the wrapper's origin check
 * holds), its body JSON sent as text/plain (a beacon cannot set application/json without a CORS preflight), so
 * the handler reads the raw text itself. Answers 204 also for a bot or a store that turned analytics off.
 */
export const storefrontEvent = endpoint()({
  method: "POST",
  path: "/api/storefront-events",
  auth: "public",
  tenant: "required",
  bodyKind: "raw",
  summary: "A storefront beacon (page view, product view, add to cart, checkout start) for the funnel report",
});

export const funnel = endpoint<{ query: typeof funnelQuerySchema; response: FunnelReport }>()({
  method: "GET",
  path: "/api/reports/funnel",
  auth: "owner",
  permission: "reports",
  summary: "The storefront funnel: visitors, product views, adds to cart, checkouts started, orders, conversion rate",
});
