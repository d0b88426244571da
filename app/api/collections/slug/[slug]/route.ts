// GET /api/collections/slug/{slug} — a collection of the store by slug, with its products.
import { collectionsIn, requestLanguage } from "@/lib/storefront/api-language";
import * as collections from "@/lib/catalog/collections/endpoints";
import { collectionSlugParams } from "@/lib/catalog/collections/schemas";
import { getCollectionBySlug } from "@/lib/catalog/collections/service";
import { route } from "@/lib/http/route";
import { langQuerySchema } from "@/lib/validation";

export const GET = route(collections.bySlug, { params: collectionSlugParams, query: langQuerySchema }, async ({ store, isStoreManager, params, query }) => {
  const lang = requestLanguage(store, query.lang);
  return (await collectionsIn(store, lang, [await getCollectionBySlug({ tenantId: store.id, manager: isStoreManager }, params.slug)]))[0];
});
