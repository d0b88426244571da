// POST /api/storefront-events — a storefront beacon (lib/analytics/beacon-script.ts); public, same origin, for the
// request's store. 204 when taken (also for a bot or a store with analytics off), 400 bad input, 429 throttled.
import { route } from "@/lib/http/route";
import * as analytics from "@/lib/analytics/endpoints";
import { VISITOR_COOKIE } from "@/lib/analytics/beacon-script";
import { recordBeacon } from "@/lib/analytics/service";
import { clientAddress } from "@/lib/client-address";

export const POST = route(analytics.storefrontEvent, async ({ req, store }) => {
  await recordBeacon({
    store,
    text: () => req.text(),
    contentLength: req.headers.get("content-length"),
    userAgent: req.headers.get("user-agent"),
    visitorCookie: req.cookies.get(VISITOR_COOKIE)?.value,
    address: clientAddress(req.headers) || "unknown",
  });
  return new Response(null, { status: 204 });
});
