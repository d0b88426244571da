// GET /api/pages — the owner: every page; shoppers: published pages. POST /api/pages — create (owner).
import * as content from "@/lib/content/endpoints";
import { pageInputSchema } from "@/lib/content/schemas";
import { createPage, listPages } from "@/lib/content/service";
import { json, route } from "@/lib/http/route";

export const GET = route(content.listPages, ({ store, isStoreManager }) => listPages({ tenantId: store.id, manager: isStoreManager }));

export const POST = route(content.createPage, { body: pageInputSchema }, async ({ store, body }) =>
  json(await createPage({ tenantId: store.id, manager: true }, body), 201),
);
