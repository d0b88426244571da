// POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver — the same event again (the same webhook-id).
import { route } from "@/lib/http/route";
import * as webhooks from "@/lib/webhooks/endpoints";
import { deliveryParams } from "@/lib/webhooks/schemas";
import { redeliver } from "@/lib/webhooks/service";

export const POST = route(webhooks.redeliver, { params: deliveryParams }, ({ store, params }) => redeliver(store, params.id, params.deliveryId));
