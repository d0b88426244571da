// GET /api/draft-orders (owner, orders) — the store's draft orders, ?page= (25 a page), ?status=.
// POST /api/draft-orders (owner, orders) — a draft built by hand, answered 201 with its quote (record 0153).
import * as drafts from "@/lib/draft-orders/endpoints";
import { createDraftSchema, draftListQuery } from "@/lib/draft-orders/schemas";
import { createDraft, listDrafts } from "@/lib/draft-orders/service";
import { json, route } from "@/lib/http/route";

export const GET = route(drafts.list, { query: draftListQuery }, ({ store, query }) => listDrafts(store, query));
export const POST = route(drafts.create, { body: createDraftSchema }, async ({ store, body }) => json(await createDraft(store, body), 201));
