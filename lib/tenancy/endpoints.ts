import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
import type { DomainStatus, PublicTenant, updateStoreSchema } from "./schemas";

/**
 * The store's own record (docs/decisions/0137): the request's store as anyone sees it, the signed-in owner's
 * store, and the owner's changes to it (information, branding, locale, the custom domain). The `{id}` of a
 * change must be the request's store: naming another store's id is refused.
 */

export const current = endpoint<{ response: PublicTenant }>()({
  method: "GET",
  path: "/api/tenant",
  auth: "public",
  tenant: "required",
  summary: "The store this request is for (public fields only); 404 'Store Not Found'",
});
export const currentOrOwn = endpoint<{ response: PublicTenant }>()({
  method: "GET",
  path: "/api/tenants/current",
  auth: "public",
  summary: "The store this request is for; on the platform host, the signed-in owner's own store",
});
export const mine = endpoint<{ response: PublicTenant }>()({
  method: "GET",
  path: "/api/my-tenant",
  // The wrapper lets any staff member in (the platform host has no store); the handler answers only the
  // request's store's owner (or the admin), else the store the owner owns: documented as the owner's.
  auth: "staff",
  access: "owner",
  summary: "The signed-in owner's store (401 signed out, 403 another store's owner, 404 no store)",
});

/** The store as its pages show it changes with its record (and what the storefront still lacks). */
const update = { path: "/api/tenants/{id}", auth: "owner", permission: "settings", invalidates: ["/api/storefront-readiness"] } as const;
export const updatePut = endpoint<{ params: typeof idParams; body: typeof updateStoreSchema; response: PublicTenant }>()({
  method: "PUT",
  ...update,
  summary: "Update the store's information or branding (any subset of the fields)",
});
export const updatePatch = endpoint<{ params: typeof idParams; body: typeof updateStoreSchema; response: PublicTenant }>()({ method: "PATCH", ...update });

export const domain = endpoint<{ params: typeof idParams; response: DomainStatus }>()({
  method: "GET",
  path: "/api/tenants/{id}/domain",
  auth: "owner", permission: "settings",
  summary: "Whether the custom domain is verified, and the DNS TXT record that proves control of it",
});
export const verifyDomain = endpoint<{ params: typeof idParams; response: DomainStatus }>()({
  method: "POST",
  path: "/api/tenants/{id}/domain",
  auth: "owner", permission: "settings",
  summary: "Check the custom domain's TXT record again; the domain is served once it passes",
});
