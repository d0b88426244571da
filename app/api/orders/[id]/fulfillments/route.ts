// POST /api/orders/{id}/fulfillments — the owner ships some or all quantities of an order's lines:
// {items: [{orderItemId, quantity}], carrier, trackingNumber, trackingUrl}. A known carrier fills the tracking
// URL from the number. More than is left to ship is a 409 naming the line; answers the order (201). With an
// `Idempotency-Key` header a retry of a shipment already made ships nothing (`Idempotent-Replayed: true`).
import * as orders from "@/lib/orders/endpoints";
import { shipOrderFlow } from "@/lib/flows/ship-order";
import { answered, route } from "@/lib/http/route";
import { fulfillmentInputSchema } from "@/lib/orders/fulfillment/service";
import { idempotencyKeyOf } from "@/lib/orders/idempotency/service";
import { idParams } from "@/lib/validation";

export const POST = route(orders.ship, { params: idParams, body: fulfillmentInputSchema }, async ({ req, store, staff, params, body }) =>
  answered(await shipOrderFlow(store, staff, params.id, body, idempotencyKeyOf(req.headers))),
);
