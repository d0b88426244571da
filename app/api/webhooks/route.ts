// GET /api/webhooks — the store's webhooks. POST — subscribe a URL to topics; the answer holds the secret, once.
import { json, route } from "@/lib/http/route";
import * as webhooks from "@/lib/webhooks/endpoints";
import { createWebhookSchema } from "@/lib/webhooks/schemas";
import { createWebhook, listWebhooks } from "@/lib/webhooks/service";

export const GET = route(webhooks.list, ({ store }) => listWebhooks(store));
export const POST = route(webhooks.create, { body: createWebhookSchema }, async ({ store, body }) => json(await createWebhook(store, body), 201));
