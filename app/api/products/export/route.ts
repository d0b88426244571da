// GET /api/products/export (owner) — the store's products as Shopify's product CSV (record 0110), streamed;
// filtered as GET /api/products (status, category, all, search).
import { exportProductsCsv } from "@/lib/catalog/import/export";
import * as products from "@/lib/catalog/products/endpoints";
import { productListQuerySchema } from "@/lib/catalog/products/schemas";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";
import { requestOrigin } from "@/lib/http/request-origin";

export const GET = route(products.exportCsv, { query: productListQuerySchema }, ({ req, store, query }) => {
  const day = new Date().toISOString().slice(0, 10);
  // Images are stored at /uploads/… on every host of the platform, so the origin without the store's path.
  const origin = requestOrigin(req.headers, req.url, { ...store, basePath: "" });
  return csvResponse(exportProductsCsv(store.id, query, { vendor: store.row.name, origin }), `products-${store.row.slug}-${day}.csv`);
});
