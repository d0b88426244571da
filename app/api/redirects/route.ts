// GET /api/redirects (owner, settings) — the store's redirects, ?search= over both paths, ?page= (50 a page).
// POST /api/redirects (owner, settings) — { from, to }: the old path answers 301 to `to` (record 0149).
import { json, route } from "@/lib/http/route";
import * as redirects from "@/lib/redirects/endpoints";
import { createRedirectSchema, redirectListQuery } from "@/lib/redirects/schemas";
import { createRedirect, listRedirects } from "@/lib/redirects/service";

export const GET = route(redirects.list, { query: redirectListQuery }, ({ store, query }) => listRedirects(store, query));
export const POST = route(redirects.create, { body: createRedirectSchema }, async ({ store, body }) => json(await createRedirect(store, body), 201));
