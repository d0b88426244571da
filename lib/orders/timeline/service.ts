import "server-only";
import type { Tx } from "@/db/client";
import type { TenantId } from "@/lib/tenancy/store";
import { addEvent, listEvents, type NewOrderEvent, type OrderEventRow } from "./repository";

/** The order's timeline: what happened to it and who did it. Other parts of orders write it through here. */

export type OrderEventInput = NewOrderEvent;

/** Written in the caller's transaction, so an event exists exactly when what it tells of happened. */
export function recordEvent(tx: Tx, tenantId: TenantId, orderId: string, e: NewOrderEvent): Promise<void> {
  return addEvent(tx, tenantId, orderId, e);
}

/** The order's events, oldest first. */
export function eventsOf(tenantId: TenantId, orderId: string): Promise<OrderEventRow[]> {
  return listEvents(tenantId, orderId);
}
