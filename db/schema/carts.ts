import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenantId } from "./_shared";
import { tenants, users } from "./platform";

/** A stored cart line: always a variant of this store's product (the service resolves a product's only variant). */
export type CartLineRecord = { productId: string; variantId: string; quantity: number };

/**
 * A signed-in customer's cart, so it follows them to another device (record 0132). One row per store and
 * customer, keyed (tenant_id, user_id) so it distributes by store; the lines are a small list read and
 * written whole (at most 100), so they live in the row. `revision` rises with every write: a browser that
 * last saw an older revision takes the server's cart instead of pushing its own copy over it.
 * Guests have no row: their cart stays in the browser.
 */
export const customerCarts = pgTable(
  "customer_carts",
  {
    tenantId: tenantId(() => tenants.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lines: jsonb("lines").$type<CartLineRecord[]>().notNull().default([]),
    /** The code the shopper applied, as typed; whether it still applies is the checkout quote's question. */
    discountCode: text("discount_code"),
    revision: integer("revision").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "customer_carts_pk", columns: [t.tenantId, t.userId] })],
);
