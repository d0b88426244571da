import { endpoint } from "@/lib/endpoint";
import type {
  CreatedWebhookDto,
  createWebhookSchema,
  deliveriesQuery,
  deliveryParams,
  updateWebhookSchema,
  WebhookDeliveryDto,
  WebhookDto,
  webhookParams,
} from "./schemas";

/**
 * A store's outgoing webhooks (issue 41, record 0146): permission "apps". The secret is answered by create and by
 * rotate-secret only.
 */

export const list = endpoint<{ response: { items: WebhookDto[] } }>()({
  method: "GET",
  path: "/api/webhooks",
  auth: "owner", permission: "apps",
  summary: "The store's webhooks",
});
export const create = endpoint<{ body: typeof createWebhookSchema; response: CreatedWebhookDto }>()({
  method: "POST",
  path: "/api/webhooks",
  auth: "owner", permission: "apps",
  invalidates: ["/api/webhooks"],
  summary: "Subscribe a URL to topics; answers the signing secret once",
});
export const update = endpoint<{ params: typeof webhookParams; body: typeof updateWebhookSchema; response: WebhookDto }>()({
  method: "PATCH",
  path: "/api/webhooks/{id}",
  auth: "owner", permission: "apps",
  invalidates: ["/api/webhooks"],
  summary: "Change a webhook's URL, topics, description, or turn it on or off",
});
export const remove = endpoint<{ params: typeof webhookParams; response: { ok: true } }>()({
  method: "DELETE",
  path: "/api/webhooks/{id}",
  auth: "owner", permission: "apps",
  invalidates: ["/api/webhooks"],
  summary: "Delete a webhook and its deliveries",
});
export const rotateSecret = endpoint<{ params: typeof webhookParams; response: { secret: string } }>()({
  method: "POST",
  path: "/api/webhooks/{id}/rotate-secret",
  auth: "owner", permission: "apps",
  invalidates: ["/api/webhooks"],
  summary: "A new signing secret; the previous one signs too for 24 h",
});
export const test = endpoint<{ params: typeof webhookParams; response: WebhookDeliveryDto }>()({
  method: "POST",
  path: "/api/webhooks/{id}/test",
  auth: "owner", permission: "apps",
  invalidates: ["/api/webhooks"],
  summary: "Send a ping event to the webhook",
});
export const deliveries = endpoint<{ params: typeof webhookParams; query: typeof deliveriesQuery; response: { items: WebhookDeliveryDto[]; total: number } }>()({
  method: "GET",
  path: "/api/webhooks/{id}/deliveries",
  auth: "owner", permission: "apps",
  summary: "A webhook's deliveries, newest first, 20 a page",
});
export const redeliver = endpoint<{ params: typeof deliveryParams; response: WebhookDeliveryDto }>()({
  method: "POST",
  path: "/api/webhooks/{id}/deliveries/{deliveryId}/redeliver",
  auth: "owner", permission: "apps",
  invalidates: ["/api/webhooks"],
  summary: "Send a delivery's event again, with the same webhook-id",
});
