import { endpoint } from "@/lib/endpoint";
import type { idParams, langQuerySchema } from "@/lib/validation";
import type { Category, categoryInputSchema, categoryUpdateSchema } from "./schemas";

/**
 * The store's categories (docs/decisions/0137): shoppers read the active ones, the owner all and changes them.
 * A product names its category, so a change reaches the product lists too.
 */
const categoriesAndProducts = ["/api/categories", "/api/products"];

export const list = endpoint<{ query: typeof langQuerySchema; response: Category[] }>()({
  method: "GET",
  path: "/api/categories",
  auth: "public",
  tenant: "required",
  summary: "The store's categories, flat, each with its subcategories and product count (shoppers: active ones)",
});
export const create = endpoint<{ body: typeof categoryInputSchema; response: Category }>()({
  method: "POST",
  path: "/api/categories",
  auth: "owner", permission: "products",
  invalidates: categoriesAndProducts,
});
export const one = endpoint<{ params: typeof idParams; query: typeof langQuerySchema; response: Category }>()({ method: "GET", path: "/api/categories/{id}", auth: "public", tenant: "required" });
const byId = { path: "/api/categories/{id}", auth: "owner", permission: "products", invalidates: categoriesAndProducts } as const;
export const update = endpoint<{ params: typeof idParams; body: typeof categoryUpdateSchema; response: Category }>()({ method: "PATCH", ...byId });
export const replace = endpoint<{ params: typeof idParams; body: typeof categoryUpdateSchema; response: Category }>()({ method: "PUT", ...byId });
export const remove = endpoint<{ params: typeof idParams; response: { message: string } }>()({ method: "DELETE", ...byId });
export const single = endpoint<{ params: typeof idParams; query: typeof langQuerySchema; response: Category }>()({
  method: "GET",
  path: "/api/categories/single/{id}",
  auth: "public",
  tenant: "required",
  summary: "One category of the store ('Category Not Found' otherwise)",
});
