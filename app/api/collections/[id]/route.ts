// /api/collections/{id}: GET with products, PATCH/PUT update (owner), DELETE (owner; links go with it).
import { collectionsIn, requestLanguage } from "@/lib/storefront/api-language";
import * as collections from "@/lib/catalog/collections/endpoints";
import { collectionUpdateSchema } from "@/lib/catalog/collections/schemas";
import { deleteCollection, getCollection, updateCollection } from "@/lib/catalog/collections/service";
import { route } from "@/lib/http/route";
import { idParams, langQuerySchema } from "@/lib/validation";

const params = idParams;

export const GET = route(collections.one, { params, query: langQuerySchema }, async ({ store, isStoreManager, params, query }) => {
  const lang = requestLanguage(store, query.lang);
  return (await collectionsIn(store, lang, [await getCollection({ tenantId: store.id, manager: isStoreManager }, params.id)]))[0];
});

const update = (e: typeof collections.update | typeof collections.replace) =>
  route(e, { params, body: collectionUpdateSchema }, ({ store, params, body }) => updateCollection({ tenantId: store.id, manager: true }, params.id, body));
export const PATCH = update(collections.update);
export const PUT = update(collections.replace);

export const DELETE = route(collections.remove, { params }, ({ store, params }) => deleteCollection({ tenantId: store.id, manager: true }, params.id));
