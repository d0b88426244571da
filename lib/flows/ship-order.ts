import "server-only";
import type { UserRow } from "@/lib/auth/schemas";
import { sendLater } from "@/lib/mail/service";
import { fulfillOrder, type FulfillmentInput } from "@/lib/orders/fulfillment/service";
import { keyedRequest, type Answer } from "@/lib/orders/idempotency/service";
import type { OrderDto } from "@/lib/orders/schemas";
import { actorOf, getOrderWithTimeline, type OrderEventDto } from "@/lib/orders/service";
import type { Store } from "@/lib/tenancy/store";

/**
 * POST /api/orders/{id}/fulfillments: the orders slice records the shipment (quantities checked under the
 * order's lock), the mail slice tells the shopper with the tracking link (once per shipment); answers the
 * order with its timeline (201). With an Idempotency-Key a retry of a shipment already made ships nothing
 * and answers the order, replayed.
 */
export async function shipOrderFlow(
  store: Store,
  staff: UserRow,
  orderId: string,
  input: FulfillmentInput,
  idempotencyKey: string | null,
): Promise<Answer<OrderDto & { timeline: OrderEventDto[] }>> {
  const actor = actorOf(staff);
  const done = await fulfillOrder(store.id, orderId, input, actor, keyedRequest(idempotencyKey, actor, "shipment", { op: "ship", orderId, ...input }));
  if (!done.replayed) {
    const f = done.value;
    await sendLater({
      tenantId: store.id,
      kind: "shipped",
      payload: { orderId, fulfillmentId: f.id, tracking: { carrier: f.carrier, number: f.trackingNumber, url: f.trackingUrl } },
      dedupeKey: `shipment:${f.id}`,
    });
  }
  return { status: done.replayed ? done.status : 201, body: await getOrderWithTimeline(store, orderId), replayed: done.replayed };
}
