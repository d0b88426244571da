// GET /api/categories — the store's categories (flat, each with subCategories and productCount); shoppers
// see active ones, the owner all. POST /api/categories — create (owner).
import { categoriesIn, requestLanguage } from "@/lib/storefront/api-language";
import * as categories from "@/lib/catalog/categories/endpoints";
import { categoryInputSchema } from "@/lib/catalog/categories/schemas";
import { createCategory, listCategories } from "@/lib/catalog/categories/service";
import { json, route } from "@/lib/http/route";
import { langQuerySchema } from "@/lib/validation";

export const GET = route(categories.list, { query: langQuerySchema }, async ({ store, isStoreManager, query }) => {
  const lang = requestLanguage(store, query.lang);
  return categoriesIn(store, lang, await listCategories({ tenantId: store.id, manager: isStoreManager }));
});

export const POST = route(categories.create, { body: categoryInputSchema }, async ({ store, body }) =>
  json(await createCategory({ tenantId: store.id, manager: true }, body), 201),
);
