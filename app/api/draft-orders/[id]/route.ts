// GET, PATCH, DELETE /api/draft-orders/{id} (owner, orders) — one draft; a completed one is not changed (409).
import * as drafts from "@/lib/draft-orders/endpoints";
import { updateDraftSchema } from "@/lib/draft-orders/schemas";
import { deleteDraft, getDraft, updateDraft } from "@/lib/draft-orders/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

export const GET = route(drafts.one, { params: idParams }, ({ store, params }) => getDraft(store, params.id));
export const PATCH = route(drafts.update, { params: idParams, body: updateDraftSchema }, ({ store, params, body }) => updateDraft(store, params.id, body));
export const DELETE = route(drafts.remove, { params: idParams }, ({ store, params }) => deleteDraft(store, params.id));
