// /api/categories/{id}: GET one, PATCH/PUT update (owner), DELETE (owner).
import { categoriesIn, requestLanguage } from "@/lib/storefront/api-language";
import * as categories from "@/lib/catalog/categories/endpoints";
import { categoryUpdateSchema } from "@/lib/catalog/categories/schemas";
import { deleteCategory, getCategory, updateCategory } from "@/lib/catalog/categories/service";
import { route } from "@/lib/http/route";
import { idParams, langQuerySchema } from "@/lib/validation";

const params = idParams;

export const GET = route(categories.one, { params, query: langQuerySchema }, async ({ store, isStoreManager, params, query }) => {
  const lang = requestLanguage(store, query.lang);
  return (await categoriesIn(store, lang, [await getCategory({ tenantId: store.id, manager: isStoreManager }, params.id)]))[0];
});

const update = (e: typeof categories.update | typeof categories.replace) =>
  route(e, { params, body: categoryUpdateSchema }, ({ store, params, body }) => updateCategory({ tenantId: store.id, manager: true }, params.id, body));
export const PATCH = update(categories.update);
export const PUT = update(categories.replace);

export const DELETE = route(categories.remove, { params }, ({ store, params }) => deleteCategory({ tenantId: store.id, manager: true }, params.id));
