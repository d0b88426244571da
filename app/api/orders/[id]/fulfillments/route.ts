// POST /api/orders/{id}/fulfillments — the owner ships some or all quantities of an order's lines:
// {items: [{orderItemId, quantity}], carrier, trackingNumber, trackingUrl}. A known carrier fills the tracking
// URL from the number. More than is left to ship is a 409 naming the line; answers the order (201).
import { json, route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { fulfillmentInputSchema } from "@/lib/orders/fulfillment/service";
import { actorOf, shipOrder } from "@/lib/orders/service";

export const POST = route({ auth: "owner", params: idParams, body: fulfillmentInputSchema }, async ({ store, staff, params, body }) =>
  json(await shipOrder(store, params.id, body, actorOf(staff)), 201),
);
