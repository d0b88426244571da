// /api/products/{id}: GET one (shoppers: active only), PATCH/PUT update (owner), DELETE (owner).
import { productIn, requestLanguage } from "@/lib/storefront/api-language";
import * as products from "@/lib/catalog/products/endpoints";
import { productUpdateSchema } from "@/lib/catalog/products/schemas";
import { deleteProduct, getProduct, updateProduct } from "@/lib/catalog/products/service";
import { route } from "@/lib/http/route";
import { idParams, langQuerySchema } from "@/lib/validation";

const params = idParams;

export const GET = route(products.one, { params, query: langQuerySchema }, async ({ store, isStoreManager, params, query }) => {
  const lang = requestLanguage(store, query.lang);
  return productIn(store, lang, await getProduct({ tenantId: store.id, manager: isStoreManager }, params.id));
});

const update = (e: typeof products.update | typeof products.replace) =>
  route(e, { params, body: productUpdateSchema }, ({ store, params, body }) => updateProduct({ tenantId: store.id, manager: true }, params.id, body));
export const PATCH = update(products.update);
export const PUT = update(products.replace);

export const DELETE = route(products.remove, { params }, ({ store, params }) => deleteProduct({ tenantId: store.id, manager: true }, params.id));
