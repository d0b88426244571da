// GET /api/categories/single/{id} — one category of the store ('Category Not Found' otherwise).
import { categoriesIn, requestLanguage } from "@/lib/storefront/api-language";
import * as categories from "@/lib/catalog/categories/endpoints";
import { getCategory } from "@/lib/catalog/categories/service";
import { route } from "@/lib/http/route";
import { idParams, langQuerySchema } from "@/lib/validation";

export const GET = route(categories.single, { params: idParams, query: langQuerySchema }, async ({ store, isStoreManager, params, query }) => {
  const lang = requestLanguage(store, query.lang);
  return (await categoriesIn(store, lang, [await getCategory({ tenantId: store.id, manager: isStoreManager }, params.id)]))[0];
});
