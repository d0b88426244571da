import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { id, money, tenantId, timestamps } from "./_shared";
import { products, productVariants } from "./catalog";
import { tenants, users } from "./platform";

export const ORDER_STATUSES = [
  "pending",
  "processing",
  "on_hold",
  "shipped",
  "delivered",
  "paid",
  // Fully refunded (a partial refund leaves the order paid, with refunded_amount below its total).
  "refunded",
  "failed",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type TaxBreakdownLine = { label: string; rate: number; amount: number };

export const orders = pgTable(
  "orders",
  {
    id: id(),
    tenantId: tenantId(() => tenants.id),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    customerEmail: text("customer_email").notNull(),
    customerName: text("customer_name").notNull(),
    customerAddress: text("customer_address").notNull(),
    // For the courier and cash-on-delivery calls; optional at checkout.
    customerPhone: text("customer_phone"),
    shippingCountry: text("shipping_country").notNull().default("IN"),
    shippingState: text("shipping_state"),
    currency: text("currency").notNull().default("INR"),
    subtotal: money("subtotal").notNull(),
    shipping: money("shipping").notNull().default("0"),
    tax: money("tax").notNull().default("0"),
    taxBreakdown: jsonb("tax_breakdown").$type<TaxBreakdownLine[]>().notNull().default([]),
    codCharges: money("cod_charges").notNull().default("0"),
    platformFee: money("platform_fee").notNull().default("0"),
    netAmount: money("net_amount"),
    total: money("total").notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    paymentMethod: text("payment_method"),
    paymentIntentId: text("payment_intent_id"),
    gatewayOrderId: text("gateway_order_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    // Set once the order's stock has been given back (failed payment, cancellation): never twice.
    stockRestored: boolean("stock_restored").notNull().default(false),
    // Sum of the order's refunds: revenue figures count total - refunded_amount.
    refundedAmount: money("refunded_amount").notNull().default("0"),
    // Taken from the store's counter in the order's own transaction (see lib/orders/invoice-number.ts).
    invoiceNumber: text("invoice_number"),
    // Set once, the first time the order is paid, when the store numbers paid invoices separately.
    paidInvoiceNumber: text("paid_invoice_number"),
    ...timestamps,
  },
  (t) => [
    index("orders_tenant_invoice_idx").on(t.tenantId, t.invoiceNumber),
    index("orders_tenant_created_idx").on(t.tenantId, t.createdAt),
    index("orders_tenant_user_idx").on(t.tenantId, t.userId),
    index("orders_gateway_order_idx").on(t.gatewayOrderId),
    // The abandoned-order job scans pending orders by age across stores.
    index("orders_status_created_idx").on(t.status, t.createdAt),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    tenantId: tenantId(() => tenants.id),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    productImage: text("product_image"),
    // The variant sold, and its title and SKU as they were (null title: a product without options).
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    variantTitle: text("variant_title"),
    sku: text("sku"),
    price: money("price").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("order_items_tenant_order_idx").on(t.tenantId, t.orderId)],
);

export const transactions = pgTable(
  "transactions",
  {
    id: id(),
    tenantId: tenantId(() => tenants.id),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: money("amount").notNull(),
    platformFee: money("platform_fee").notNull().default("0"),
    netAmount: money("net_amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    type: text("type").notNull().default("payment"),
    status: text("status").notNull().default("pending"),
    paymentMethod: text("payment_method").notNull(),
    gatewayTransactionId: text("gateway_transaction_id"),
    ...timestamps,
  },
  (t) => [
    // A provider payment confirmed twice (webhook replay, verify + webhook) is recorded once.
    unique("transactions_gateway_uq").on(t.tenantId, t.paymentMethod, t.gatewayTransactionId),
    index("transactions_tenant_order_idx").on(t.tenantId, t.orderId),
  ],
);

export type PriceRange = { from: number; to: number | null; price: number };

export const shippingTiers = pgTable(
  "shipping_tiers",
  {
    id: id(),
    tenantId: tenantId(() => tenants.id),
    name: text("name").notNull(),
    shippingType: text("shipping_type").$type<"domestic" | "international">().notNull(),
    pricingType: text("pricing_type").$type<"fixed" | "variable">().notNull().default("fixed"),
    fixedPrice: money("fixed_price"),
    freeAbove: money("free_above"),
    priceRanges: jsonb("price_ranges").$type<PriceRange[]>().notNull().default([]),
    countries: text("countries").array().notNull().default([]),
    deliveryTime: text("delivery_time"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("shipping_tiers_tenant_type_idx").on(t.tenantId, t.shippingType)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    tenantId: tenantId(() => tenants.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<"shipping" | "billing">().notNull().default("shipping"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    address1: text("address1").notNull(),
    address2: text("address2"),
    city: text("city").notNull(),
    state: text("state"),
    zipCode: text("zip_code").notNull(),
    country: text("country").notNull().default("IN"),
    phone: text("phone"),
    isDefault: boolean("is_default").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("addresses_tenant_user_idx").on(t.tenantId, t.userId)],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: id(),
    tenantId: tenantId(() => tenants.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    unique("wishlist_user_product_uq").on(t.userId, t.productId),
    index("wishlist_tenant_user_idx").on(t.tenantId, t.userId),
  ],
);

/** Provider webhook events already processed: a replayed event id is acknowledged and ignored. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: id(),
    tenantId: tenantId(() => tenants.id),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("payment_events_provider_event_uq").on(t.tenantId, t.provider, t.eventId)],
);
