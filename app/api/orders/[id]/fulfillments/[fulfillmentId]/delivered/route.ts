// POST /api/orders/{id}/fulfillments/{fulfillmentId}/delivered (owner, orders) — the parcel arrived: its lines may be returned from now (once; the first time counts).
import { route } from "@/lib/http/route";
import * as returns from "@/lib/orders/returns/endpoints";
import { parcelParams } from "@/lib/orders/returns/schemas";
import { markParcelDelivered } from "@/lib/orders/returns/service";

export const POST = route(returns.parcelDelivered, { params: parcelParams }, async ({ store, params, staff }) => {
  await markParcelDelivered(store, params.id, params.fulfillmentId, staff);
  return { ok: true as const };
});
