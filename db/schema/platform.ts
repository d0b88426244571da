import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, money, timestamps } from "./_shared";

/** A store's registered customer: a customer row that is not a guest checkout's (lib/auth/guest.ts). */
const REGISTERED = sql`role = 'customer' AND position('#guest-' in email) = 0`;

export const USER_ROLES = ["customer", "tenant", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Users of every role. Customers belong to one store (tenantId) and their email is unique per store;
 * staff (owners, admins) sign in by email alone, so a staff email is unique across the platform.
 */
export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role").$type<UserRole>().notNull().default("customer"),
    tenantId: uuid("tenant_id").references((): AnyPgColumn => tenants.id, { onDelete: "cascade" }),
    profileImageUrl: text("profile_image_url"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    // A registered customer as the store sees them (issue 45, record 0152): what the owner keeps about them, and
    // their order figures, which the database keeps (the trigger on orders, the customers_admin migration): orders that stand,
    // paid totals less refunds, the last order, guest orders with the same e-mail included.
    phone: text("phone"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    note: text("note"),
    acceptsMarketing: boolean("accepts_marketing").notNull().default(false),
    ordersCount: integer("orders_count").notNull().default(0),
    totalSpent: numeric("total_spent", { precision: 14, scale: 2 }).notNull().default("0"),
    lastOrderAt: timestamp("last_order_at", { withTimezone: true }),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** The customer asked, from their account, for their data to be erased: it waits for the owner's confirmation. */
    erasureRequestedAt: timestamp("erasure_requested_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique("users_tenant_email_uq").on(t.tenantId, t.email).nullsNotDistinct(),
    uniqueIndex("users_staff_email_uq").on(t.email).where(sql`${t.role} <> 'customer'`),
    index("users_tenant_idx").on(t.tenantId, t.role),
    // The owner's customer list at 100,000 customers (record 0152): each sort an index range of the store's
    // registered customers (guest rows left out), search by trigram, tags by GIN.
    index("users_customers_created_idx").on(t.tenantId, t.createdAt, t.id).where(REGISTERED),
    index("users_customers_spent_idx").on(t.tenantId, t.totalSpent, t.id).where(REGISTERED),
    index("users_customers_orders_idx").on(t.tenantId, t.ordersCount, t.id).where(REGISTERED),
    // Recent first with the never-ordered last (and its reverse, scanned backwards).
    index("users_customers_last_order_idx").on(t.tenantId, t.lastOrderAt.desc().nullsLast(), t.id.desc()).where(REGISTERED),
    index("users_customers_email_idx").on(t.tenantId, sql`lower(${t.email})`).where(REGISTERED),
    index("users_customers_search_trgm_idx")
      .using("gin", sql`(lower(coalesce(${t.email}, '') || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '') || ' ' || coalesce(${t.phone}, ''))) gin_trgm_ops`)
      .where(REGISTERED),
    index("users_customers_tags_idx").using("gin", t.tags).where(REGISTERED),
  ],
);

export const SUBSCRIPTION_PLANS = ["monthly", "yearly"] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export const tenants = pgTable(
  "tenants",
  {
    id: id(),
    // Identity
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    subdomain: text("subdomain").notNull().unique(),
    customDomain: text("custom_domain").unique(),
    // A custom domain is served only after its owner proves control of it (a DNS TXT record carrying
    // this random token, lib/tenancy/dns.ts); a changed domain starts unverified again.
    customDomainToken: text("custom_domain_token"),
    customDomainVerifiedAt: timestamp("custom_domain_verified_at", { withTimezone: true }),
    /** When the TXT proof of a verified domain was last found again (the daily re-check, record 0126). */
    customDomainCheckedAt: timestamp("custom_domain_checked_at", { withTimezone: true }),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    description: text("description"),
    // Branding
    logo: text("logo"),
    favicon: text("favicon"),
    showSiteName: boolean("show_site_name").notNull().default(true),
    primaryColor: text("primary_color").notNull().default("#3b82f6"),
    secondaryColor: text("secondary_color").notNull().default("#10b981"),
    theme: text("theme").notNull().default("modern"),
    // Mail: the name shoppers see as the sender (the address stays the platform's MAIL_FROM) and where replies go.
    mailFromName: text("mail_from_name"),
    mailReplyTo: text("mail_reply_to"),
    activeTheme: text("active_theme").notNull().default("sellure"),
    // Subscription
    isActive: boolean("is_active").notNull().default(true),
    subscriptionStatus: text("subscription_status").notNull().default("trial"),
    subscriptionPlan: text("subscription_plan").$type<SubscriptionPlan>(),
    purchaseDate: timestamp("purchase_date", { withTimezone: true }),
    nextDueDate: timestamp("next_due_date", { withTimezone: true }),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    subscriptionEndsAt: timestamp("subscription_ends_at", { withTimezone: true }),
    // Card gateway (secrets are stored encrypted by lib/payments)
    stripeAccountId: text("stripe_account_id"),
    stripePublicKey: text("stripe_public_key"),
    stripeSecretKey: text("stripe_secret_key"),
    stripeWebhookSecret: text("stripe_webhook_secret"),
    stripeEnabled: boolean("stripe_enabled").notNull().default(false),
    // PayPal
    paypalClientId: text("paypal_client_id"),
    paypalClientSecret: text("paypal_client_secret"),
    paypalEnabled: boolean("paypal_enabled").notNull().default(false),
    // The id PayPal gives the store's webhook; PayPal's signature verification needs it.
    paypalWebhookId: text("paypal_webhook_id"),
    // Razorpay
    razorpayKeyId: text("razorpay_key_id"),
    razorpayKeySecret: text("razorpay_key_secret"),
    razorpayWebhookSecret: text("razorpay_webhook_secret"),
    razorpayEnabled: boolean("razorpay_enabled").notNull().default(false),
    // Cash on delivery
    codEnabled: boolean("cod_enabled").notNull().default(true),
    // Off by default: checkout asks shoppers to register first unless the owner turns this on.
    guestCheckout: boolean("guest_checkout").notNull().default(false),
    // Staff (not the owner) must turn on two-factor sign-in before they may use this store's dashboard (record 0144).
    requireStaffTwoFactor: boolean("require_staff_two_factor").notNull().default(false),
    codCharges: money("cod_charges").notNull().default("0"),
    codMinOrder: money("cod_min_order").notNull().default("0"),
    // Days after delivery a customer may ask to return lines (returns, record 0154); 0: no returns.
    returnWindowDays: integer("return_window_days").notNull().default(14),
    // Reviews (record 0157): published at once or after the owner's approval (default); guests may review; a mail
    // asking for a review N days after delivery (off by default).
    reviewsAutoPublish: boolean("reviews_auto_publish").notNull().default(false),
    reviewsAllowGuests: boolean("reviews_allow_guests").notNull().default(false),
    reviewRequestEnabled: boolean("review_request_enabled").notNull().default(false),
    reviewRequestDays: integer("review_request_days").notNull().default(7),
    // Locale
    country: text("country").notNull().default("IN"),
    currency: text("currency").notNull().default("INR"),
    /** Display currencies (issue 44 part 4, record 0159): switcher order; rate = store currency → code (decimal string). */
    displayCurrencies: jsonb("display_currencies").$type<{ code: string; rate: string; rounding: "none" | "0.00" | "0.99" | "5" | "10" }[]>().notNull().default([]),
    state: text("state"),
    /** IANA zone the store's reports count days in (issue 42); null: its country's (lib/reports/time-zone.ts). */
    timeZone: text("time_zone"),
    /** Storefront languages (issue 44, record 0161): BCP 47 codes; `languages` holds the default and up to 10 more. */
    defaultLanguage: text("default_language").notNull().default("en"),
    languages: text("languages").array().notNull().default(sql`'{en}'::text[]`),
    /** Storefront beacons for the funnel report (issue 42, record 0151); off: no script, nothing stored. */
    storefrontAnalytics: boolean("storefront_analytics").notNull().default(true),
    // Tax
    taxEnabled: boolean("tax_enabled").notNull().default(false),
    taxIdNumber: text("tax_id_number"),
    taxationType: text("taxation_type").$type<"exclusive" | "inclusive">().notNull().default("exclusive"),
    customInvoiceNumbering: boolean("custom_invoice_numbering").notNull().default(false),
    invoiceNumberFormat: text("invoice_number_format").notNull().default("IS00{NUMBER}"),
    nextInvoiceNumber: integer("next_invoice_number").notNull().default(1),
    paidInvoiceNumberFormat: text("paid_invoice_number_format"),
    nextPaidInvoiceNumber: integer("next_paid_invoice_number").notNull().default(1),
    setInvoiceDateOnPayment: boolean("set_invoice_date_on_payment").notNull().default(false),
    vatEnabled: boolean("vat_enabled").notNull().default(false),
    vatNumberValidation: boolean("vat_number_validation").notNull().default(false),
    autoTaxExempt: boolean("auto_tax_exempt").notNull().default(false),
    homeCountryExclusion: boolean("home_country_exclusion").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("tenants_owner_idx").on(t.ownerId)],
);

/**
 * Server-side sessions (sid, sess, expire), so logout and expiry end a session on the server. `sid` is the SHA-256 of the cookie's random token,
 * so a database dump does not yield usable cookies. kind separates owner/admin ("staff") from customer
 * sessions; a customer session carries the store it was created in.
 */
export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull().$type<Record<string, unknown>>(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"staff" | "customer">().notNull(),
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

/** Failed-login counters shared by every app instance (used when REDIS_URL is not set). */
export const loginAttempts = pgTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

export const tenantSubscriptions = pgTable(
  "tenant_subscriptions",
  {
    id: id(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    plan: text("plan").$type<SubscriptionPlan>().notNull(),
    status: text("status").notNull().default("active"),
    amount: money("amount").notNull(),
    gst: money("gst").notNull().default("0"),
    totalAmount: money("total_amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    billingCycle: text("billing_cycle"),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    nextBillingDate: timestamp("next_billing_date", { withTimezone: true }),
    razorpaySubscriptionId: text("razorpay_subscription_id"),
    razorpayCustomerId: text("razorpay_customer_id"),
    paymentMethod: text("payment_method").notNull().default("razorpay"),
    ...timestamps,
  },
  (t) => [index("tenant_subscriptions_tenant_idx").on(t.tenantId)],
);

export const platformInvoices = pgTable(
  "platform_invoices",
  {
    id: id(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    totalRevenue: money("total_revenue").notNull().default("0"),
    totalFees: money("total_fees").notNull().default("0"),
    transactionCount: integer("transaction_count").notNull().default(0),
    status: text("status").notNull().default("draft"),
    dueDate: timestamp("due_date", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [unique("platform_invoices_tenant_period_uq").on(t.tenantId, t.period)],
);
