import { endpoint } from "@/lib/endpoint";
import type { SweepReport } from "./abandoned-orders";

/**
 * The jobs a scheduler runs over HTTP (docs/decisions/0137). Public to the wrapper: the handler checks
 * `Authorization: Bearer {CRON_SECRET}` itself (401), and the route is off (404) without CRON_SECRET.
 */
export const abandonedOrders = endpoint<{ response: SweepReport }>()({
  method: "GET",
  path: "/api/cron/abandoned-orders",
  auth: "public",
  summary: "Settle abandoned online orders (Vercel Cron); a run already going elsewhere answers { ran: false }",
});
