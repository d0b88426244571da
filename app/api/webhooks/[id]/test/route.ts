// POST /api/webhooks/{id}/test — a ping event (data {}) to this webhook; answers its delivery.
import { route } from "@/lib/http/route";
import * as webhooks from "@/lib/webhooks/endpoints";
import { webhookParams } from "@/lib/webhooks/schemas";
import { testWebhook } from "@/lib/webhooks/service";

export const POST = route(webhooks.test, { params: webhookParams }, ({ store, params }) => testWebhook(store, params.id));
