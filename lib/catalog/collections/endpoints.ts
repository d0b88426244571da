import { endpoint } from "@/lib/endpoint";
import type { idParams, langQuerySchema } from "@/lib/validation";
import type { ProductDto } from "../products/schemas";
import type { Collection, collectionInputSchema, collectionSlugParams, collectionUpdateSchema, CollectionWithProducts } from "./schemas";

/** The store's collections (docs/decisions/0137): shoppers read the active ones, the owner all and changes them. */
const collections = ["/api/collections"];

export const list = endpoint<{ query: typeof langQuerySchema; response: Collection[] }>()({
  method: "GET",
  path: "/api/collections",
  auth: "public",
  tenant: "required",
  summary: "Collections with their product counts (shoppers: active ones, by sortOrder)",
});
export const create = endpoint<{ body: typeof collectionInputSchema; response: CollectionWithProducts }>()({
  method: "POST",
  path: "/api/collections",
  auth: "owner", permission: "products",
  invalidates: collections,
  summary: "Create a manual collection (productIds) or a smart one (criteria)",
});
export const one = endpoint<{ params: typeof idParams; query: typeof langQuerySchema; response: CollectionWithProducts }>()({ method: "GET", path: "/api/collections/{id}", auth: "public", tenant: "required" });
const byId = { path: "/api/collections/{id}", auth: "owner", permission: "products", invalidates: collections } as const;
export const update = endpoint<{ params: typeof idParams; body: typeof collectionUpdateSchema; response: CollectionWithProducts }>()({ method: "PATCH", ...byId });
export const replace = endpoint<{ params: typeof idParams; body: typeof collectionUpdateSchema; response: CollectionWithProducts }>()({ method: "PUT", ...byId });
export const remove = endpoint<{ params: typeof idParams; response: { message: string } }>()({ method: "DELETE", ...byId });
export const products = endpoint<{ params: typeof idParams; response: ProductDto[] }>()({
  method: "GET",
  path: "/api/collections/{id}/products",
  auth: "public",
  tenant: "required",
  summary: "The active products a collection shows: manual in link order, smart by its criteria",
});
export const bySlug = endpoint<{ params: typeof collectionSlugParams; query: typeof langQuerySchema; response: CollectionWithProducts }>()({
  method: "GET",
  path: "/api/collections/slug/{slug}",
  auth: "public",
  tenant: "required",
});
