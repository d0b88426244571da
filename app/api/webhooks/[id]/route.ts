// PATCH /api/webhooks/{id} — URL, topics, description, on/off. DELETE — the webhook and its deliveries.
import { route } from "@/lib/http/route";
import * as webhooks from "@/lib/webhooks/endpoints";
import { updateWebhookSchema, webhookParams } from "@/lib/webhooks/schemas";
import { deleteWebhook, updateWebhook } from "@/lib/webhooks/service";

export const PATCH = route(webhooks.update, { params: webhookParams, body: updateWebhookSchema }, ({ store, params, body }) => updateWebhook(store, params.id, body));
export const DELETE = route(webhooks.remove, { params: webhookParams }, ({ store, params }) => deleteWebhook(store, params.id));
