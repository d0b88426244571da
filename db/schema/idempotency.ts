import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { rowId, storeFk, storeKeys, tenantId } from "./_shared";
import { orders } from "./commerce";
import { tenants, users } from "./platform";

/**
 * POST /api/orders requests made with an `Idempotency-Key` header (orders slice). The row is written in
 * the same transaction as the order it placed, so after a crash either both exist or neither does; a
 * retry with the same key answers the stored response instead of placing a second order. Kept ~24 h.
 */
export const orderRequests = pgTable(
  "order_requests",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the request body as parsed: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    orderId: uuid("order_id"),
    responseStatus: integer("response_status").notNull(),
    responseBody: jsonb("response_body").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...storeKeys("order_requests", t),
    storeFk("order_requests_order_fk", { tenantId: t.tenantId, column: t.orderId }, { tenantId: orders.tenantId, id: orders.id }, "cascade"),
    unique("order_requests_key_uq").on(t.tenantId, t.userId, t.key), index("order_requests_created_idx").on(t.createdAt),
  ],
);

/**
 * Every provider object created to pay an order (payments slice): a Razorpay order, a Stripe
 * PaymentIntent, a PayPal order. A payment on ANY of them belongs to the order, so a second "start
 * payment" never orphans the first one's money (verify and webhooks look the order up here).
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    orderId: uuid("order_id").notNull(),
    method: text("method").notNull(),
    providerRef: text("provider_ref").notNull(),
    /** Minor units and currency the provider object was created for. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...storeKeys("payment_attempts", t),
    storeFk("payment_attempts_order_fk", { tenantId: t.tenantId, column: t.orderId }, { tenantId: orders.tenantId, id: orders.id }, "cascade"),
    unique("payment_attempts_ref_uq").on(t.tenantId, t.method, t.providerRef), index("payment_attempts_order_idx").on(t.tenantId, t.orderId),
  ],
);
