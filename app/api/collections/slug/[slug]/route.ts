// GET /api/collections/slug/{slug} — a collection of the store by slug, with its products.
import * as collections from "@/lib/catalog/collections/endpoints";
import { collectionSlugParams } from "@/lib/catalog/collections/schemas";
import { getCollectionBySlug } from "@/lib/catalog/collections/service";
import { route } from "@/lib/http/route";

export const GET = route(collections.bySlug, { params: collectionSlugParams }, ({ store, isStoreManager, params }) =>
  getCollectionBySlug({ tenantId: store.id, manager: isStoreManager }, params.slug),
);
