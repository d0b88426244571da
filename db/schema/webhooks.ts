import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { rowId, storeFk, storeKeys, tenantId, timestamps } from "./_shared";
import { tenants } from "./platform";

/**
 * Outgoing webhooks (issue 41, record 0146). Store-owned: keyed (tenant_id, id) so Citus distributes them with the
 * store's other tables (record 0138), and every foreign key between them carries the store.
 *
 * webhooks: a store's subscriptions. The secret (`whsec_<base64>`) is kept encrypted (lib/secrets.ts); during a
 * rotation the previous one signs too, until previous_secret_until. consecutive_failures counts deliveries that
 * ended failed since the last one delivered; with last_success_at (or created_at) older than 24 h and 3 of them,
 * the webhook is disabled (disabled_at) and the owner mailed.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    url: text("url").notNull(),
    topics: jsonb("topics").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    description: text("description"),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
    enabled: boolean("enabled").notNull().default(true),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [...storeKeys("webhooks", t), index("webhooks_tenant_idx").on(t.tenantId, t.enabled)],
);

/**
 * The outbox of events (one row per change a subscribed webhook wants), written in the change's own transaction
 * by lib/activity/record.ts: a rolled-back change leaves none. `data` is the resource's API DTO, filled at the
 * event's first delivery attempt and kept, so every delivery and retry of the event sends the same body.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    topic: text("topic").notNull(),
    resourceType: text("resource_type"),
    resourceId: text("resource_id"),
    data: jsonb("data").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [...storeKeys("webhook_events", t)],
);

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * One delivery per webhook per event: the row is the job. Written with its event; the dispatcher (lib/webhooks)
 * claims due rows (status pending, next_attempt_at passed) with SKIP LOCKED and a lease (claimed_until), so across
 * instances one attempt runs at a time and a crashed attempt is taken again once its lease ends.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    webhookId: uuid("webhook_id").notNull(),
    eventId: uuid("event_id").notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    durationMs: integer("duration_ms"),
    /** At most 1 KB of the receiver's last answer. */
    responseExcerpt: text("response_excerpt"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    claimId: uuid("claim_id"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true, precision: 3 }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    ...storeKeys("webhook_deliveries", t),
    storeFk("webhook_deliveries_webhook_fk", { tenantId: t.tenantId, column: t.webhookId }, { tenantId: webhooks.tenantId, id: webhooks.id }, "cascade"),
    storeFk("webhook_deliveries_event_fk", { tenantId: t.tenantId, column: t.eventId }, { tenantId: webhookEvents.tenantId, id: webhookEvents.id }, "cascade"),
    uniqueIndex("webhook_deliveries_event_uq").on(t.tenantId, t.webhookId, t.eventId),
    index("webhook_deliveries_list_idx").on(t.tenantId, t.webhookId, t.createdAt),
    // The dispatcher's scans, over pending rows only: which stores have due rows, then a store's due rows.
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_store_due_idx").on(t.tenantId, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
