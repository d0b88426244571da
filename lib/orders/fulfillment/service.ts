import "server-only";
import { z } from "zod";
import type { Tx } from "@/db/client";
import { conflict, notFound, unprocessable, badRequest } from "@/lib/errors";
import type { TenantId } from "@/lib/tenancy/store";
import { inTransaction, lockOrder, updateOrder, findItemsTx } from "../repository";
import { oncePerKey, type KeyedRequest } from "../idempotency/service";
import type { FulfillmentDto } from "../schemas";
import { recordEvent } from "../timeline/service";
import { trackingUrlFor } from "./carriers";
import { findFulfillments, insertFulfillment, shippedQuantities } from "./repository";

/**
 * Fulfilments: the owner ships some or all of an order's quantities with a carrier and tracking. In one
 * transaction with the order locked: each quantity is checked against what was ordered minus what shipped
 * before, the shipment and its lines are written, the order's fulfillment status follows (partial, then
 * fulfilled), and a fully shipped order becomes `shipped` (decision 0066). A timeline event records it.
 */
export const fulfillmentInputSchema = z.object({
  items: z
    .array(z.object({ orderItemId: z.uuid("Invalid order item"), quantity: z.number("Invalid quantity").int("Invalid quantity").min(1, "Invalid quantity").max(100_000, "Invalid quantity") }), "items must be a list")
    .min(1, "Choose what is shipped")
    .max(100, "Too many lines"),
  carrier: z.string().trim().max(100, "Carrier is at most 100 characters").nullish().transform((v) => v || null),
  trackingNumber: z.string().trim().max(100, "Tracking number is at most 100 characters").nullish().transform((v) => v || null),
  trackingUrl: z
    .union([z.url({ protocol: /^https?$/, message: "Tracking URL must be an http(s) address" }).max(2000, "Tracking URL is too long"), z.literal(""), z.null()])
    .optional()
    .transform((v) => v || null),
});
export type FulfillmentInput = z.output<typeof fulfillmentInputSchema>;

const NOT_SHIPPABLE = ["cancelled", "failed", "refunded"];

/**
 * Ship; with a keyed request (the owner's Idempotency-Key) a retry of a shipment already made answers
 * `replayed` instead of shipping again.
 */
export async function fulfillOrder(tenantId: TenantId, orderId: string, input: FulfillmentInput, actor: { id: string; name: string | null }, request: KeyedRequest | null = null) {
  return inTransaction((tx) => oncePerKey(tx, tenantId, orderId, request, 201, () => ship(tx, tenantId, orderId, input, actor)));
}

async function ship(tx: Tx, tenantId: TenantId, orderId: string, input: FulfillmentInput, actor: { id: string; name: string | null }) {
  const order = await lockOrder(tx, tenantId, orderId);
  if (!order) throw notFound("Order not found");
  if (NOT_SHIPPABLE.includes(order.status)) throw unprocessable(`An order that is ${order.status} cannot be shipped`);
  const items = await findItemsTx(tx, tenantId, orderId);
  const shipped = await shippedQuantities(tx, tenantId, orderId);
  const errors: Record<string, string> = {};
  const wanted = new Map<string, number>();
  input.items.forEach((l, i) => {
    const item = items.find((x) => x.id === l.orderItemId);
    if (!item) {
      errors[`items.${i}.orderItemId`] = "This line is not part of this order";
      return;
    }
    const left = item.quantity - (shipped.get(item.id) ?? 0) - (wanted.get(item.id) ?? 0);
    if (l.quantity > left) errors[`items.${i}.quantity`] = left > 0 ? `Only ${left} of ${item.productName} left to ship` : `${item.productName} has already shipped`;
    else wanted.set(item.id, (wanted.get(item.id) ?? 0) + l.quantity);
  });
  if (Object.keys(errors).length) throw (Object.values(errors)[0].includes("not part") ? badRequest : conflict)(Object.values(errors)[0], errors);

  const trackingUrl = input.trackingUrl ?? trackingUrlFor(input.carrier, input.trackingNumber);
  const f = await insertFulfillment(
    tx,
    tenantId,
    { orderId, carrier: input.carrier, trackingNumber: input.trackingNumber, trackingUrl, createdBy: actor.id },
    [...wanted].map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
  );
  const all = items.every((i) => (shipped.get(i.id) ?? 0) + (wanted.get(i.id) ?? 0) >= i.quantity);
  const fulfillmentStatus = all ? "fulfilled" : "partial";
  const status = all && order.status !== "delivered" ? "shipped" : order.status;
  await updateOrder(tx, tenantId, orderId, { fulfillmentStatus, status });
  const units = [...wanted.values()].reduce((a, b) => a + b, 0);
  await recordEvent(tx, tenantId, orderId, {
    type: "fulfilled",
    message: `${units} item${units === 1 ? "" : "s"} shipped${input.carrier ? ` with ${input.carrier}` : ""}${input.trackingNumber ? ` (${input.trackingNumber})` : ""}${all ? "; the order is fully shipped" : ""}`,
    data: { fulfillmentId: f.id, trackingUrl },
    actorId: actor.id,
    actorName: actor.name,
  });
  return f;
}

/** The shipments of these orders as the order DTOs show them, by order id. */
export async function shipmentsOf(tenantId: TenantId, orderIds: string[]): Promise<Map<string, FulfillmentDto[]>> {
  const ships = await findFulfillments(tenantId, orderIds);
  const shipped = new Map<string, FulfillmentDto[]>();
  for (const f of ships.fulfillments) {
    const dto: FulfillmentDto = {
      id: f.id,
      carrier: f.carrier,
      trackingNumber: f.trackingNumber,
      trackingUrl: f.trackingUrl,
      createdAt: f.createdAt.toISOString(),
      items: ships.items.filter((i) => i.fulfillmentId === f.id).map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity })),
    };
    shipped.set(f.orderId, [...(shipped.get(f.orderId) ?? []), dto]);
  }
  return shipped;
}
