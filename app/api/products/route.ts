// GET /api/products — shoppers: active products only; the store's owner: every status (and costPrice).
// Query: status, category={id} (with all=true also its subcategories), search (name, description, tags, every variant's SKU and barcode; record 0115).
// POST /api/products — create (owner); description sanitised, slug derived from the name.
import * as products from "@/lib/catalog/products/endpoints";
import { productInputSchema, productListQuerySchema } from "@/lib/catalog/products/schemas";
import { createProduct, listProducts } from "@/lib/catalog/products/service";
import { json, route } from "@/lib/http/route";

export const GET = route(products.list, { query: productListQuerySchema }, ({ store, isStoreManager, query }) =>
  listProducts({ tenantId: store.id, manager: isStoreManager }, query),
);

export const POST = route(products.create, { body: productInputSchema }, async ({ store, body }) =>
  json(await createProduct({ tenantId: store.id, manager: true }, body), 201),
);
