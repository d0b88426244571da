import "server-only";
import type { Tx } from "@/db/client";
import { recordActivity, type ActivityInput } from "@/lib/activity/record";
import type { TenantId } from "@/lib/tenancy/store";
import { orderNumber } from "../number";
import { addEvent, findInvoiceNumber, listEvents, type NewOrderEvent, type OrderEventRow } from "./repository";

/** The order's timeline: what happened to it and who did it. Other parts of orders write it through here. */

export type OrderEventInput = NewOrderEvent;

/**
 * Every event of an order's timeline is also an entry of the store's activity log (resourceType "order", the
 * order's id: record 0143), in the same transaction, so the order page's Activity list and the store's log say
 * the same. Who did it comes from the request's origin (lib/activity/context.ts): a shopper's placement and a
 * provider's webhook are the system.
 */
export function activityOfEvent(orderId: string, e: Pick<NewOrderEvent, "type" | "message" | "data">, invoiceNumber: string | null = null): ActivityInput {
  // The number the owner knows the order by (its invoice number, as the dashboard shows it), else its id's start.
  const num = orderNumber({ id: orderId, orderNumber: invoiceNumber });
  const base = { resourceType: "order", resourceId: orderId };
  const data = e.data ?? {};
  switch (e.type) {
    case "created":
      return { ...base, action: "order.placed", summary: `order ${num} placed` };
    case "paid":
      return { ...base, action: "order.paid", summary: `order ${num}: ${e.message}` };
    case "fulfilled":
      return { ...base, action: "order.fulfilled", summary: `shipped order ${num}: ${e.message}` };
    case "refunded":
      return { ...base, action: "order.refunded", summary: `refunded order ${num}: ${e.message}` };
    case "cancelled":
      return {
        ...base,
        action: "order.cancelled",
        summary: `cancelled order ${num}${typeof data.reason === "string" && data.reason ? `: ${data.reason}` : ""}`,
        changes: typeof data.from === "string" ? { status: [data.from, "cancelled"] } : undefined,
      };
    case "note":
      return { ...base, action: "order.note_added", summary: `added a note to order ${num}: ${e.message}` };
    case "email_sent":
      return { ...base, action: "order.email_sent", summary: `order ${num}: ${e.message}` };
    case "return":
      // A return's step (record 0154): return.requested, .approved, .declined, .received, .refunded.
      // Its webhook event (returns/*) carries the return, not the order.
      return {
        ...base,
        action: `return.${typeof data.step === "string" ? data.step : "updated"}`,
        summary: `order ${num}: ${e.message}`,
        ...(typeof data.returnId === "string" ? { webhookResource: { type: "return", id: data.returnId } } : {}),
      };
    case "status_changed":
    default:
      if (typeof data.from === "string" && typeof data.to === "string") {
        return {
          ...base,
          action: "order.status_changed",
          summary: `changed order ${num} from ${data.from.replace("_", " ")} to ${data.to.replace("_", " ")}`,
          changes: { status: [data.from, data.to] },
        };
      }
      return { ...base, action: e.message.startsWith("Items back in stock") ? "order.restocked" : "order.updated", summary: `order ${num}: ${e.message}` };
  }
}

/**
 * Written in the caller's transaction, so an event exists exactly when what it tells of happened. A placement's
 * activity entry waits for its number (`activity: false` here; lib/orders/changes.ts numberPlacedOrder writes it).
 */
export async function recordEvent(tx: Tx, tenantId: TenantId, orderId: string, e: NewOrderEvent, opts: { activity?: boolean } = {}): Promise<void> {
  await addEvent(tx, tenantId, orderId, e);
  if (opts.activity === false) return;
  await recordActivity(tx, tenantId, activityOfEvent(orderId, e, await findInvoiceNumber(tx, tenantId, orderId)));
}

/** The activity entry of an event already on the timeline (a placement, once numbered). */
export async function recordEventActivity(tx: Tx, tenantId: TenantId, orderId: string, e: Pick<NewOrderEvent, "type" | "message" | "data">, invoiceNumber: string | null) {
  await recordActivity(tx, tenantId, activityOfEvent(orderId, e, invoiceNumber));
}

/** The order's events, oldest first. */
export function eventsOf(tenantId: TenantId, orderId: string): Promise<OrderEventRow[]> {
  return listEvents(tenantId, orderId);
}
