import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { money, rowId, storeKeys, tenantId, timestamps } from "./_shared";
import { tenants } from "./platform";

/**
 * Abandoned-checkout recovery (issue 43 part 1, record 0156). A checkout is the shopper's cart as the server knows
 * it once they gave an e-mail at checkout; its random `token` is what the recovery link and the unsubscribe link
 * carry. No foreign keys to orders or users: a checkout outlives both (the owner's list keeps its figures).
 */
export type CheckoutLine = { productId: string; variantId: string | null; quantity: number };

export const CHECKOUT_RECOVERY_AUDIENCES = ["subscribed", "everyone"] as const;
export type CheckoutRecoveryAudience = (typeof CHECKOUT_RECOVERY_AUDIENCES)[number];

export const checkouts = pgTable(
  "checkouts",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    token: text("token").notNull(),
    email: text("email").notNull(),
    /** The signed-in (or guest) customer who started it, when there was one. */
    customerId: uuid("customer_id"),
    items: jsonb("items").$type<CheckoutLine[]>().notNull(),
    discountCode: text("discount_code"),
    acceptsMarketing: boolean("accepts_marketing").notNull().default(false),
    /** The cart's value at its prices when last written, and its units: what the owner's list shows. */
    total: money("total").notNull().default("0"),
    itemsCount: integer("items_count").notNull().default(0),
    /** The shopper's last change: the recovery delay counts from here. */
    activeAt: timestamp("active_at", { withTimezone: true }).notNull().defaultNow(),
    recoveryEmailSentAt: timestamp("recovery_email_sent_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    orderId: uuid("order_id"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("checkouts", t),
    uniqueIndex("checkouts_tenant_token_uq").on(t.tenantId, t.token),
    index("checkouts_tenant_created_idx").on(t.tenantId, t.createdAt),
    index("checkouts_tenant_email_idx").on(t.tenantId, t.email),
    // The recovery sweep: open checkouts not yet mailed, oldest activity first.
    index("checkouts_due_idx").on(t.activeAt).where(sql`${t.completedAt} is null and ${t.recoveryEmailSentAt} is null`),
  ],
);

/** A store's recovery setting (one row per store; none: the defaults, enabled after 60 minutes to subscribers). */
export const checkoutRecoverySettings = pgTable(
  "checkout_recovery_settings",
  {
    tenantId: tenantId(() => tenants.id),
    enabled: boolean("enabled").notNull().default(true),
    delayMinutes: integer("delay_minutes").notNull().default(60),
    audience: text("audience").$type<CheckoutRecoveryAudience>().notNull().default("subscribed"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "checkout_recovery_settings_pkey", columns: [t.tenantId] })],
);
