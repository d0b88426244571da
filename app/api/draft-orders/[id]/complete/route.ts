// POST /api/draft-orders/{id}/complete (owner, orders) — { paymentStatus }: the draft becomes an order, once (201;
// a repeat or a lost race answers the same order, 200).
import * as drafts from "@/lib/draft-orders/endpoints";
import { completeDraftSchema } from "@/lib/draft-orders/schemas";
import { completeDraft } from "@/lib/flows/complete-draft";
import { json, route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

export const POST = route(drafts.complete, { params: idParams, body: completeDraftSchema }, async ({ store, params, body }) => {
  const r = await completeDraft(store, params.id, body.paymentStatus);
  return json(r.body, r.status);
});
