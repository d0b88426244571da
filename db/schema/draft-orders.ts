import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { rowId, storeFk, storeKeys, tenantId, timestamps } from "./_shared";
import { orders } from "./commerce";
import { tenants, users } from "./platform";

export type DraftOrderStatus = "open" | "invoice_sent" | "completed";

/**
 * One line of a draft (issue 45, record 0153): a catalogue variant (its name, SKU and price as they were when the
 * line was added) or a custom line (a title and a price the owner typed). Prices are decimal strings.
 */
export type DraftLine = {
  variantId: string | null;
  productId: string | null;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  image: string | null;
  price: string;
  quantity: number;
  taxable: boolean;
  /** The product's tax rule (variant lines), for the quote. */
  taxRuleId: string | null;
};
export type DraftDiscount = { type: "percentage" | "fixed"; value: string; reason: string | null };
export type DraftShippingLine = { title: string; price: string };
export type DraftAddress = { name: string; address: string; city: string; state: string | null; zipCode: string; country: string; phone: string | null };

/**
 * The owner's draft orders (issue 45, record 0153): an order built by hand (a phone or WhatsApp sale) that becomes
 * a real order once, when the owner completes it or the shopper pays its invoice link. Nothing is reserved while
 * it is a draft: stock is taken in the transaction that makes the order.
 */
export const draftOrders = pgTable(
  "draft_orders",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    status: text("status").$type<DraftOrderStatus>().notNull().default("open"),
    customerId: uuid("customer_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    customerName: text("customer_name").notNull().default(""),
    phone: text("phone"),
    shippingAddress: jsonb("shipping_address").$type<DraftAddress | null>(),
    lines: jsonb("lines").$type<DraftLine[]>().notNull(),
    discount: jsonb("discount").$type<DraftDiscount | null>(),
    shippingLine: jsonb("shipping_line").$type<DraftShippingLine | null>(),
    note: text("note"),
    // The invoice link's token, as a SHA-256 (a fresh one per invoice mail; the mail alone holds the token).
    invoiceTokenHash: text("invoice_token_hash"),
    invoiceSentAt: timestamp("invoice_sent_at", { withTimezone: true }),
    orderId: uuid("order_id"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("draft_orders", t),
    storeFk("draft_orders_order_fk", { tenantId: t.tenantId, column: t.orderId }, { tenantId: orders.tenantId, id: orders.id }, "no action"),
    uniqueIndex("draft_orders_tenant_token_uq").on(t.tenantId, t.invoiceTokenHash),
    index("draft_orders_tenant_created_idx").on(t.tenantId, t.createdAt),
  ],
);

export type DraftOrderRow = typeof draftOrders.$inferSelect;
