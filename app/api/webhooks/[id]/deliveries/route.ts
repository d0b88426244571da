// GET /api/webhooks/{id}/deliveries?page= — the webhook's deliveries, newest first, 20 a page, with the total.
import { route } from "@/lib/http/route";
import * as webhooks from "@/lib/webhooks/endpoints";
import { deliveriesQuery, webhookParams } from "@/lib/webhooks/schemas";
import { listDeliveries } from "@/lib/webhooks/service";

export const GET = route(webhooks.deliveries, { params: webhookParams, query: deliveriesQuery }, ({ store, params, query }) => listDeliveries(store, params.id, query.page));
