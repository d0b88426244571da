import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { rowId, storeFk, storeKeys, money, tenantId, timestamps } from "./_shared";
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

export const ORDER_SOURCES = ["web", "draft", "api"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export type FulfillmentStatus = "unfulfilled" | "partial" | "fulfilled";
/** One tax of an order: its amount a decimal string ("12.50"), like every stored amount (migration wave4_money_leftovers). */
export type TaxBreakdownLine = { label: string; rate: number; amount: string };
/**
 * A breakdown line as read: rows written before wave4_money_leftovers held a major-unit number (12.5); the
 * migration rewrites them, and readers still accept one (e.g. written by an older process during a deploy).
 */
export type StoredTaxBreakdownLine = { label: string; rate: number; amount: string | number };
/** A gift card that paid part of an order (issue 43): its id, last 4 characters and the amount taken (a decimal string). */
export type OrderGiftCardLine = { id: string; last4: string; amount: string };
export type OrderDiscountLine = { id: string; code: string | null; title: string | null; type: "percentage" | "fixed" | "free_shipping"; amount: string };

export const orders = pgTable(
  "orders",
  {
    id: rowId(),
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
    taxBreakdown: jsonb("tax_breakdown").$type<StoredTaxBreakdownLine[]>().notNull().default([]),
    codCharges: money("cod_charges").notNull().default("0"),
    // The code the shopper applied (as the store spells it), and what the discounts took off: the lines'
    // discounts plus shipping_discount (free shipping). total = subtotal − discount_total + shipping + tax
    // (exclusive) + COD charges; subtotal and shipping are before discounts.
    discountCode: text("discount_code"),
    /** Every discount applied: [{id, code, title, type, amount}] (amount a decimal string), for invoices and give-backs. */
    discounts: jsonb("discounts").$type<OrderDiscountLine[]>().notNull().default([]),
    discountTotal: money("discount_total").notNull().default("0"),
    shippingDiscount: money("shipping_discount").notNull().default("0"),
    platformFee: money("platform_fee").notNull().default("0"),
    netAmount: money("net_amount"),
    total: money("total").notNull(),
    // Gift cards are a tender, not a discount (record 0155): they pay part or all of `total`; the rest is due by
    // payment_method. gift_cards lists each card used [{id, last4, amount}] for the timeline and the invoice.
    giftCardTotal: money("gift_card_total").notNull().default("0"),
    giftCards: jsonb("gift_cards").$type<OrderGiftCardLine[]>().notNull().default([]),
    // The display currency the shopper saw at checkout and its rate then (record 0159); the order is charged in `currency`.
    displayCurrency: text("display_currency"),
    displayRate: numeric("display_rate", { precision: 22, scale: 10 }),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    paymentMethod: text("payment_method"),
    paymentIntentId: text("payment_intent_id"),
    gatewayOrderId: text("gateway_order_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    // unfulfilled | partial | fulfilled: how much of the order has shipped (fulfillments); status follows it.
    fulfillmentStatus: text("fulfillment_status").$type<FulfillmentStatus>().notNull().default("unfulfilled"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    // Set once the order's stock has been given back (failed payment, cancellation): never twice.
    stockRestored: boolean("stock_restored").notNull().default(false),
    // Sum of the order's refunds: revenue figures count total - refunded_amount.
    refundedAmount: money("refunded_amount").notNull().default("0"),
    // Taken from the store's counter in the order's own transaction (see lib/orders/invoice-number.ts).
    invoiceNumber: text("invoice_number"),
    // Set once, the first time the order is paid, when the store numbers paid invoices separately.
    paidInvoiceNumber: text("paid_invoice_number"),
    // Where the order came from (issue 45): the storefront's checkout, a draft (record 0153), or an API token.
    source: text("source").$type<OrderSource>().notNull().default("web"),
    // The draft it was made from (source draft, or api when a token completed the draft).
    draftOrderId: uuid("draft_order_id"),
    // The language of the page the order was placed from (issue 44, record 0162): the shopper's mails about it are
    // written in it. Null for orders placed before, or from a draft: the store's default language then.
    language: text("language"),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("orders", t),
    index("orders_tenant_invoice_idx").on(t.tenantId, t.invoiceNumber),
    index("orders_tenant_paid_invoice_idx").on(t.tenantId, t.paidInvoiceNumber),
    index("orders_tenant_created_idx").on(t.tenantId, t.createdAt),
    // The owner's order list at scale (decision 0066): a status filter, and search by e-mail or name (trigram).
    index("orders_tenant_status_created_idx").on(t.tenantId, t.status, t.createdAt),
    index("orders_tenant_method_created_idx").on(t.tenantId, t.paymentMethod, t.createdAt),
    index("orders_tenant_source_created_idx").on(t.tenantId, t.source, t.createdAt),
    // One order per draft, whatever races (record 0153).
    uniqueIndex("orders_tenant_draft_uq").on(t.tenantId, t.draftOrderId).where(sql`${t.draftOrderId} is not null`),
    index("orders_tenant_total_idx").on(t.tenantId, t.total),
    index("orders_email_trgm_idx").using("gin", sql`lower(${t.customerEmail}) gin_trgm_ops`),
    index("orders_name_trgm_idx").using("gin", sql`lower(${t.customerName}) gin_trgm_ops`),
    index("orders_tenant_user_idx").on(t.tenantId, t.userId),
    // A customer's orders by e-mail (guest checkouts count toward the account with that e-mail, record 0152).
    index("orders_tenant_email_idx").on(t.tenantId, sql`lower(${t.customerEmail})`),
    // The reports' refresh (lib/reports, record 0150): orders changed since the last one, and cancels by their day.
    index("orders_tenant_updated_idx").on(t.tenantId, t.updatedAt),
    index("orders_tenant_cancelled_idx").on(t.tenantId, t.cancelledAt).where(sql`${t.cancelledAt} is not null`),
    index("orders_gateway_order_idx").on(t.gatewayOrderId),
    // The abandoned-order job scans pending orders by age across stores.
    index("orders_status_created_idx").on(t.status, t.createdAt),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    orderId: uuid("order_id").notNull(),
    productId: uuid("product_id"),
    productName: text("product_name").notNull(),
    productImage: text("product_image"),
    // The variant sold, and its title and SKU as they were (null title: a product without options).
    variantId: uuid("variant_id"),
    variantTitle: text("variant_title"),
    sku: text("sku"),
    price: money("price").notNull(),
    quantity: integer("quantity").notNull(),
    // The line's share of the order's discounts (the whole line, not per unit); taxed on price × quantity − discount.
    discount: money("discount").notNull().default("0"),
    // Gift-card lines (record 0158): the product's type as sold, and who gets the cards (null: the buyer).
    productType: text("product_type").$type<"standard" | "gift_card">().notNull().default("standard"),
    giftCardRecipientEmail: text("gift_card_recipient_email"),
    giftCardMessage: text("gift_card_message"),
  },
  (t) => [
    ...storeKeys("order_items", t),
    storeFk("order_items_order_fk", { tenantId: t.tenantId, column: t.orderId }, { tenantId: orders.tenantId, id: orders.id }, "cascade"),
    storeFk("order_items_product_fk", { tenantId: t.tenantId, column: t.productId }, { tenantId: products.tenantId, id: products.id }, "no action"), // nulled by sb_store_set_null
    storeFk("order_items_variant_fk", { tenantId: t.tenantId, column: t.variantId }, { tenantId: productVariants.tenantId, id: productVariants.id }, "no action"), // nulled by sb_store_set_null
    index("order_items_tenant_order_idx").on(t.tenantId, t.orderId),
  ],
);

export const transactions = pgTable(
  "transactions",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    orderId: uuid("order_id").notNull(),
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
    ...storeKeys("transactions", t),
    storeFk("transactions_order_fk", { tenantId: t.tenantId, column: t.orderId }, { tenantId: orders.tenantId, id: orders.id }, "cascade"),
    // A provider payment confirmed twice (webhook replay, verify + webhook) is recorded once.
    unique("transactions_gateway_uq").on(t.tenantId, t.paymentMethod, t.gatewayTransactionId),
    index("transactions_tenant_order_idx").on(t.tenantId, t.orderId),
    // Refunds by their day (the reports, record 0150).
    index("transactions_tenant_refund_created_idx").on(t.tenantId, t.createdAt).where(sql`${t.type} = 'refund'`),
  ],
);

/** A shipping tier's price range, in decimal strings ("0.00" to "50.00" at "5.00"; to null = no upper bound). */
export type PriceRange = { from: string; to: string | null; price: string };
/** A range as read: before wave4_money_leftovers the amounts were JSON numbers (see StoredTaxBreakdownLine). */
export type StoredPriceRange = { from: string | number; to: string | number | null; price: string | number };

export const shippingTiers = pgTable(
  "shipping_tiers",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    name: text("name").notNull(),
    shippingType: text("shipping_type").$type<"domestic" | "international">().notNull(),
    pricingType: text("pricing_type").$type<"fixed" | "variable">().notNull().default("fixed"),
    fixedPrice: money("fixed_price"),
    freeAbove: money("free_above"),
    priceRanges: jsonb("price_ranges").$type<StoredPriceRange[]>().notNull().default([]),
    countries: text("countries").array().notNull().default([]),
    deliveryTime: text("delivery_time"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("shipping_tiers", t),
    index("shipping_tiers_tenant_type_idx").on(t.tenantId, t.shippingType),
  ],
);

export const addresses = pgTable(
  "addresses",
  {
    id: rowId(),
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
  (t) => [
    ...storeKeys("addresses", t),
    index("addresses_tenant_user_idx").on(t.tenantId, t.userId),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: uuid("product_id").notNull(),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("wishlist_items", t),
    storeFk("wishlist_items_product_fk", { tenantId: t.tenantId, column: t.productId }, { tenantId: products.tenantId, id: products.id }, "cascade"),
    unique("wishlist_user_product_uq").on(t.tenantId, t.userId, t.productId),
    index("wishlist_tenant_user_idx").on(t.tenantId, t.userId),
  ],
);

/** Provider webhook events already processed: a replayed event id is acknowledged and ignored. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type"),
    orderId: uuid("order_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...storeKeys("payment_events", t),
    storeFk("payment_events_order_fk", { tenantId: t.tenantId, column: t.orderId }, { tenantId: orders.tenantId, id: orders.id }, "no action"), // nulled by sb_store_set_null
    unique("payment_events_provider_event_uq").on(t.tenantId, t.provider, t.eventId),
  ],
);

export type DiscountType = "percentage" | "fixed" | "free_shipping";
export type DiscountTargets = { productIds: string[]; collectionIds: string[]; categoryIds: string[] };

/** A store's discounts: a code shoppers type, or automatic (no code). Rules: lib/discounts/apply.ts. */
export const discounts = pgTable(
  "discounts",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    /** Null for an automatic discount. Unique per store whatever the case (index below). */
    code: text("code"),
    /** What the owner and shoppers see ("Summer sale"); for a code, the code when empty. */
    title: text("title"),
    type: text("type").$type<DiscountType>().notNull(),
    /** Percent (0–100) for percentage, an amount in the store's currency for fixed; 0 for free shipping. */
    value: numeric("value", { precision: 10, scale: 2 }).notNull().default("0"),
    /** Empty lists everywhere: the whole order. */
    appliesTo: jsonb("applies_to").$type<DiscountTargets>().notNull().default({ productIds: [], collectionIds: [], categoryIds: [] }),
    minSubtotal: money("min_subtotal"),
    minQuantity: integer("min_quantity"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    oncePerCustomer: boolean("once_per_customer").notNull().default(false),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    /** Customer segments (issue 45): when any is named, only a signed-in customer in one of them may use it. */
    customerSegmentIds: uuid("customer_segment_ids").array().notNull().default(sql`'{}'::uuid[]`),
    automatic: boolean("automatic").notNull().default(false),
    /** An automatic discount that also applies with a code (otherwise the better of the two applies). */
    combinesWithCode: boolean("combines_with_code").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /** Orders holding a use (placed and not cancelled or abandoned); counted in the order's transaction. */
    timesUsed: integer("times_used").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("discounts", t),
    uniqueIndex("discounts_tenant_code_uq").on(t.tenantId, sql`lower(${t.code})`).where(sql`${t.code} is not null`),
    index("discounts_tenant_automatic_idx").on(t.tenantId, t.automatic, t.isActive),
  ],
);

/** One use of a discount by an order; deleted (and the count given back) when the order is cancelled or abandoned. */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    discountId: uuid("discount_id").notNull(),
    orderId: uuid("order_id").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The customer's id when the discount is once per customer (null otherwise): unique per discount. */
    onceKey: uuid("once_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...storeKeys("discount_redemptions", t),
    storeFk("discount_redemptions_discount_fk", { tenantId: t.tenantId, column: t.discountId }, { tenantId: discounts.tenantId, id: discounts.id }, "cascade"),
    storeFk("discount_redemptions_order_fk", { tenantId: t.tenantId, column: t.orderId }, { tenantId: orders.tenantId, id: orders.id }, "cascade"),
    unique("discount_redemptions_order_uq").on(t.tenantId, t.discountId, t.orderId),
    unique("discount_redemptions_once_uq").on(t.tenantId, t.discountId, t.onceKey),
    index("discount_redemptions_tenant_order_idx").on(t.tenantId, t.orderId),
  ],
);

/** A shipment of some or all of an order's quantities, with its tracking. */
export const fulfillments = pgTable(
  "fulfillments",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    orderId: uuid("order_id").notNull(),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Set when the owner marks the parcel delivered: its lines may then be returned (returns, record 0154).
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    ...storeKeys("fulfillments", t),
    storeFk("fulfillments_order_fk", { tenantId: t.tenantId, column: t.orderId }, { tenantId: orders.tenantId, id: orders.id }, "cascade"),
    index("fulfillments_tenant_order_idx").on(t.tenantId, t.orderId),
  ],
);

export const fulfillmentItems = pgTable(
  "fulfillment_items",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    fulfillmentId: uuid("fulfillment_id").notNull(),
    orderItemId: uuid("order_item_id").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    ...storeKeys("fulfillment_items", t),
    storeFk("fulfillment_items_fulfillment_fk", { tenantId: t.tenantId, column: t.fulfillmentId }, { tenantId: fulfillments.tenantId, id: fulfillments.id }, "cascade"),
    storeFk("fulfillment_items_order_item_fk", { tenantId: t.tenantId, column: t.orderItemId }, { tenantId: orderItems.tenantId, id: orderItems.id }, "cascade"),
    index("fulfillment_items_tenant_fulfillment_idx").on(t.tenantId, t.fulfillmentId),
  ],
);

export type OrderEventType =
  | "created"
  | "paid"
  | "status_changed"
  | "fulfilled"
  | "refunded"
  | "cancelled"
  | "note"
  | "email_sent"
  | "return";

/** The order's timeline: what happened, who did it, when. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    orderId: uuid("order_id").notNull(),
    type: text("type").$type<OrderEventType>().notNull(),
    message: text("message").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** Staff or customer who did it (null: the system, a provider's webhook, a job). */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...storeKeys("order_events", t),
    storeFk("order_events_order_fk", { tenantId: t.tenantId, column: t.orderId }, { tenantId: orders.tenantId, id: orders.id }, "cascade"),
    index("order_events_tenant_order_idx").on(t.tenantId, t.orderId, t.createdAt),
  ],
);
