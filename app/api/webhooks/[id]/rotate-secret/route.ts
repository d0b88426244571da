// POST /api/webhooks/{id}/rotate-secret — a new secret (answered once); the previous one signs too for 24 h.
import { route } from "@/lib/http/route";
import * as webhooks from "@/lib/webhooks/endpoints";
import { webhookParams } from "@/lib/webhooks/schemas";
import { rotateSecret } from "@/lib/webhooks/service";

export const POST = route(webhooks.rotateSecret, { params: webhookParams }, ({ store, params }) => rotateSecret(store, params.id));
