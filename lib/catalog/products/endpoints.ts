import { endpoint } from "@/lib/endpoint";
import type { idParams, langQuerySchema } from "@/lib/validation";
import type { ProductDto, productInputSchema, productListQuerySchema, productReadQuerySchema, productUpdateSchema } from "./schemas";

/**
 * The store's products (docs/decisions/0137): shoppers read the active ones, the owner every status (with
 * costPrice) and changes them. Collections and categories count their products, and the owner's figures
 * count the catalogue, so a change reaches them too.
 */
const catalog = ["/api/products", "/api/collections", "/api/categories", "/api/tenant/stats"];

export const list = endpoint<{ query: typeof productReadQuerySchema; response: ProductDto[] }>()({
  method: "GET",
  path: "/api/products",
  auth: "public",
  tenant: "required",
  summary: "Products (shoppers: active ones); status, category (all=true with its subcategories), search",
});
export const create = endpoint<{ body: typeof productInputSchema; response: ProductDto }>()({
  method: "POST",
  path: "/api/products",
  auth: "owner", permission: "products",
  invalidates: catalog,
  summary: "Create a product (description sanitised, slug from the name)",
});
export const exportCsv = endpoint<{ query: typeof productListQuerySchema }>()({
  method: "GET",
  path: "/api/products/export",
  auth: "owner", permission: "products",
  answerKind: "file",
  summary: "The matching products as Shopify's product CSV",
});
export const one = endpoint<{ params: typeof idParams; query: typeof langQuerySchema; response: ProductDto }>()({ method: "GET", path: "/api/products/{id}", auth: "public", tenant: "required" });
const byId = { path: "/api/products/{id}", auth: "owner", permission: "products", invalidates: catalog } as const;
export const update = endpoint<{ params: typeof idParams; body: typeof productUpdateSchema; response: ProductDto }>()({ method: "PATCH", ...byId });
export const replace = endpoint<{ params: typeof idParams; body: typeof productUpdateSchema; response: ProductDto }>()({ method: "PUT", ...byId });
export const remove = endpoint<{ params: typeof idParams; response: { message: string } }>()({ method: "DELETE", ...byId });
