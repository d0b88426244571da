import { z } from "zod";
import type { WebhookDeliveryRow, WebhookDeliveryStatus, WebhookRow } from "@/db/schema";
import { WEBHOOK_TOPICS } from "@/lib/webhook-topics";

/** The webhooks' /api shapes (issue 41, record 0146). The URL's own rules (https, public) are checked by the service. */

const topicsField = z
  .array(z.enum(WEBHOOK_TOPICS, { message: `Unknown topic; topics are ${WEBHOOK_TOPICS.join(", ")}` }))
  .min(1, "Choose at least one topic")
  .max(WEBHOOK_TOPICS.length)
  .transform((t) => [...new Set(t)]);

const urlField = z.string().trim().min(1, "URL is required").max(2000, "The URL is too long");

export const createWebhookSchema = z.object({
  url: urlField,
  topics: topicsField,
  description: z.string().trim().max(500).optional(),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .object({
    url: urlField.optional(),
    topics: topicsField.optional(),
    description: z.string().trim().max(500).nullable().optional(),
    enabled: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;

export const webhookParams = z.object({ id: z.uuid("Invalid id") });
export const deliveryParams = z.object({ id: z.uuid("Invalid id"), deliveryId: z.uuid("Invalid id") });
export const deliveriesQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const DELIVERIES_PAGE_SIZE = 20;

export type WebhookDto = {
  id: string;
  url: string;
  topics: string[];
  description: string | null;
  enabled: boolean;
  disabledAt: string | null;
  consecutiveFailures: number;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  createdAt: string;
};
/** The create answer: the secret, shown this once. */
export type CreatedWebhookDto = WebhookDto & { secret: string };

export type WebhookDeliveryDto = {
  id: string;
  eventId: string;
  topic: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  durationMs: number | null;
  responseExcerpt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toWebhookDto(r: WebhookRow): WebhookDto {
  return {
    id: r.id,
    url: r.url,
    topics: r.topics,
    description: r.description,
    enabled: r.enabled,
    disabledAt: iso(r.disabledAt),
    consecutiveFailures: r.consecutiveFailures,
    lastSuccessAt: iso(r.lastSuccessAt),
    lastFailureAt: iso(r.lastFailureAt),
    createdAt: r.createdAt.toISOString(),
  };
}

export function toDeliveryDto(r: WebhookDeliveryRow & { topic: string }): WebhookDeliveryDto {
  return {
    id: r.id,
    eventId: r.eventId,
    topic: r.topic,
    status: r.status,
    attempts: r.attempts,
    lastStatusCode: r.lastStatusCode,
    lastError: r.lastError,
    durationMs: r.durationMs,
    responseExcerpt: r.responseExcerpt,
    nextAttemptAt: r.status === "pending" ? r.nextAttemptAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  };
}
