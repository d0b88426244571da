// GET /api/collections — shoppers: active collections by sortOrder; the owner: all; each with productCount.
// POST /api/collections — create (owner): manual with productIds, or smart with criteria.
import { collectionsIn, requestLanguage } from "@/lib/storefront/api-language";
import * as collections from "@/lib/catalog/collections/endpoints";
import { collectionInputSchema } from "@/lib/catalog/collections/schemas";
import { createCollection, listCollections } from "@/lib/catalog/collections/service";
import { json, route } from "@/lib/http/route";
import { langQuerySchema } from "@/lib/validation";

export const GET = route(collections.list, { query: langQuerySchema }, async ({ store, isStoreManager, query }) => {
  const lang = requestLanguage(store, query.lang);
  return collectionsIn(store, lang, await listCollections({ tenantId: store.id, manager: isStoreManager }));
});

export const POST = route(collections.create, { body: collectionInputSchema }, async ({ store, body }) =>
  json(await createCollection({ tenantId: store.id, manager: true }, body), 201),
);
