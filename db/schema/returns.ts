import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { money, rowId, storeFk, storeKeys, tenantId, timestamps } from "./_shared";
import { orderItems, orders } from "./commerce";
import { tenants, users } from "./platform";

/**
 * Returns (issue 45, record 0154): a customer, or the owner for them, asks to send back delivered lines of an
 * order. requested → approved | declined; approved → received (the goods came back, restocked per line once)
 * → refunded (through the owner's refund path). Store-owned, keyed (tenant_id, id) (record 0138).
 */
export const RETURN_STATUSES = ["requested", "approved", "declined", "received", "refunded"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_REASONS = ["size", "damaged", "not_as_described", "changed_mind", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const returns = pgTable(
  "returns",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    orderId: uuid("order_id").notNull(),
    status: text("status").$type<ReturnStatus>().notNull().default("requested"),
    /** Who asked: the customer from their order page, or the owner on their behalf. */
    requestedBy: text("requested_by").$type<"customer" | "owner">().notNull(),
    note: text("note"),
    declineReason: text("decline_reason"),
    /** What the refund step gave back (null until refunded). */
    refundAmount: money("refund_amount"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("returns", t),
    storeFk("returns_order_fk", { tenantId: t.tenantId, column: t.orderId }, { tenantId: orders.tenantId, id: orders.id }, "cascade"),
    index("returns_tenant_status_created_idx").on(t.tenantId, t.status, t.createdAt),
    index("returns_tenant_order_idx").on(t.tenantId, t.orderId),
  ],
);

export const returnItems = pgTable(
  "return_items",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    returnId: uuid("return_id").notNull(),
    orderItemId: uuid("order_item_id").notNull(),
    quantity: integer("quantity").notNull(),
    reason: text("reason").$type<ReturnReason>().notNull(),
    /** Units that came back (set once, by the receive step) and how many of them went back on sale. */
    receivedQuantity: integer("received_quantity").notNull().default(0),
    restockedQuantity: integer("restocked_quantity").notNull().default(0),
  },
  (t) => [
    ...storeKeys("return_items", t),
    storeFk("return_items_return_fk", { tenantId: t.tenantId, column: t.returnId }, { tenantId: returns.tenantId, id: returns.id }, "cascade"),
    storeFk("return_items_order_item_fk", { tenantId: t.tenantId, column: t.orderItemId }, { tenantId: orderItems.tenantId, id: orderItems.id }, "cascade"),
    index("return_items_tenant_return_idx").on(t.tenantId, t.returnId),
    check("return_items_quantities_ck", sql`${t.quantity} > 0 and ${t.receivedQuantity} between 0 and ${t.quantity} and ${t.restockedQuantity} between 0 and ${t.receivedQuantity}`),
  ],
);

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnItemRow = typeof returnItems.$inferSelect;
