// GET /api/products — shoppers: active products only; the store's owner: every status (and costPrice).
// Query: status, category={id} (with all=true also its subcategories), search (name, description, tags, every variant's SKU and barcode; record 0115).
// POST /api/products — create (owner); description sanitised, slug derived from the name.
import { productsIn, requestLanguage } from "@/lib/storefront/api-language";
import * as products from "@/lib/catalog/products/endpoints";
import { productInputSchema, productReadQuerySchema } from "@/lib/catalog/products/schemas";
import { createProduct, listProducts } from "@/lib/catalog/products/service";
import { json, route } from "@/lib/http/route";

export const GET = route(products.list, { query: productReadQuerySchema }, async ({ store, isStoreManager, query }) => {
  const lang = requestLanguage(store, query.lang);
  return productsIn(store, lang, await listProducts({ tenantId: store.id, manager: isStoreManager }, { ...query, lang }));
});

export const POST = route(products.create, { body: productInputSchema }, async ({ store, body }) =>
  json(await createProduct({ tenantId: store.id, manager: true }, body), 201),
);
