// GET /api/pages — the owner: every page; shoppers: published pages. POST /api/pages — create (owner).
import { pagesIn, requestLanguage } from "@/lib/storefront/api-language";
import * as content from "@/lib/content/endpoints";
import { pageInputSchema } from "@/lib/content/schemas";
import { createPage, listPages } from "@/lib/content/service";
import { json, route } from "@/lib/http/route";
import { langQuerySchema } from "@/lib/validation";

export const GET = route(content.listPages, { query: langQuerySchema }, async ({ store, isStoreManager, query }) => {
  const lang = requestLanguage(store, query.lang);
  return pagesIn(store, lang, await listPages({ tenantId: store.id, manager: isStoreManager }));
});

export const POST = route(content.createPage, { body: pageInputSchema }, async ({ store, body }) =>
  json(await createPage({ tenantId: store.id, manager: true }, body), 201),
);
