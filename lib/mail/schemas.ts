import { z } from "zod";
import type { mailMessages, MailStatus } from "@/db/schema";
import { forReaders } from "./secrets";

export type MailRow = typeof mailMessages.$inferSelect;

/** What the outbox pages list (no payload: it may hold a reset token). */
export type MailSummaryDto = {
  id: string;
  tenantId: string | null;
  kind: string;
  to: string | null;
  subject: string | null;
  status: MailStatus;
  attempts: number;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
  /** In the admin's list only: the store's name (null for the platform's own mail, or a store since deleted). */
  storeName?: string | null;
};

export type MailDto = MailSummaryDto & { html: string | null; text: string | null };

export function toMailSummaryDto(r: MailRow): MailSummaryDto {
  return {
    id: r.id,
    tenantId: r.tenantId,
    kind: r.kind,
    to: r.toAddress,
    subject: r.subject,
    status: r.status,
    attempts: r.attempts,
    error: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt ? r.sentAt.toISOString() : null,
  };
}

/** A message for the outbox pages: a secret (a reset link) is never in it (lib/mail/secrets.ts). */
export function toMailDto(r: MailRow): MailDto {
  return { ...toMailSummaryDto(r), html: forReaders(r, r.html), text: forReaders(r, r.text) };
}

/** A message ready to go: what a renderer answers for a row. */
export type RenderedMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The store's sender name (the address is always the platform's MAIL_FROM). */
  fromName?: string | null;
  replyTo?: string | null;
  /** Secrets in the bodies (a reset link, its token): the outbox copy has them hidden (lib/mail/secrets.ts). */
  redact?: string[];
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on marketing mail, record 0156), values one line each. */
  headers?: Record<string, string>;
};

export const MAX_ATTEMPTS = 3;

/** GET /api/mail and /api/admin/mail: newest first, `limit` (1–200, default 200) at a time; `before` a message id (older ones). */
export const mailListQuerySchema = z.object({
  before: z.uuid("before must be a message id").optional(),
  limit: z.coerce.number("limit must be a number").int("limit must be a whole number").min(1, "limit must be 1 to 200").max(200, "limit must be 1 to 200").default(200),
});
export type MailListQuery = z.output<typeof mailListQuerySchema>;
