import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./_shared";
import { tenants, users } from "./platform";

export const MAIL_STATUSES = ["queued", "sending", "retrying", "sent", "kept", "failed"] as const;
/**
 * queued: written, waiting for the worker; sending: a worker claimed it (claim_id, claimed_at; handed_at
 * once it went to the SMTP server); retrying: an attempt failed and another will come; sent: the SMTP
 * server accepted it; kept: no SMTP_URL, kept in the outbox only; failed: every attempt failed.
 */
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The outbox: every message the platform sends or keeps, one row each (lib/mail). A message is written
 * (often in the transaction of what it is about: the order) with its kind and payload; the worker renders
 * it, fills in recipient, subject and bodies, and sends it. tenant_id is null for the platform's own mail
 * (a staff password reset), which only the admin sees.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: id(),
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** What the renderer needs (order id, the shopper's origin, …); never shown. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** Once per (store, key): an order's confirmation, a trial's ending. */
    dedupeKey: text("dedupe_key"),
    toAddress: text("to_address"),
    subject: text("subject"),
    html: text("html"),
    text: text("text"),
    status: text("status").$type<MailStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * The attempt that holds a 'sending' row (record 0120): its id, when it claimed the row, and when it
     * handed the message to the SMTP server (null: nothing left the machine in this attempt). Every write
     * of an attempt's outcome names its claim, so a late or repeated write never undoes another's.
     */
    claimId: uuid("claim_id"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    handedAt: timestamp("handed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("mail_messages_tenant_idx").on(t.tenantId, t.createdAt),
    index("mail_messages_status_idx").on(t.status, t.updatedAt),
    uniqueIndex("mail_messages_dedupe_uq").on(t.tenantId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
  ],
);

/**
 * Password reset tokens (lib/auth): the SHA-256 of 32 random bytes, single use, an hour long. tenant_id
 * is the store of a customer's token (customers are per store); null for staff.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);
