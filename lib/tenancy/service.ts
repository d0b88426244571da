import { getEnv } from "@/lib/env";
import { forbidden, notFound } from "@/lib/http/errors";
import type { UserRow } from "@/lib/auth/schemas";
import { invalidateStore } from "@/lib/storefront/cache";
import { inTransaction, insertTenant, listStoresOwnedBy, takenStoreLabels, updateTenant } from "./repository";
import { toPublicTenant, type PublicTenant, type TenantRow, type UpdateStoreInput } from "./schemas";
import { mayManageStore, type Store } from "./store";

/**
 * The tenants table belongs to this slice: other slices (payment and tax settings) save their columns
 * of the store row through here. A store deleted meanwhile is 'Store Not Found'.
 */
export async function saveStoreColumns(store: Store, values: Partial<Omit<TenantRow, "id" | "createdAt">>): Promise<TenantRow> {
  if (Object.keys(values).length === 0) return store.row;
  const row = await updateTenant(store.id, values);
  if (!row) throw notFound("Store Not Found");
  return row;
}

/** The owner's store information or branding; name, logo, colours and locale show on every store page. */
export async function updateStoreInfo(store: Store, input: UpdateStoreInput): Promise<PublicTenant> {
  const row = await saveStoreColumns(store, input);
  invalidateStore(store.id);
  return toPublicTenant(row, getEnv().ROOT_DOMAIN);
}

/** A store id named in a URL must be the request's own store: an owner never reaches another by its id. */
export function assertOwnStore(store: Store, id: string): void {
  if (id !== store.id) throw notFound("Store Not Found");
}

/**
 * GET /api/my-tenant: the signed-in owner's store. On a store's host (or /store/{slug}) that store, when
 * the caller may manage it; on the platform host the store the owner owns (the first, by creation).
 */
export async function myTenant(store: Store | null, staff: UserRow): Promise<PublicTenant> {
  if (store) {
    if (!mayManageStore(staff, store)) throw forbidden("You do not have access to this store");
    return store.tenant;
  }
  const [own] = staff.role === "tenant" ? await listStoresOwnedBy(staff.id, staff.tenantId) : [];
  if (!own) throw notFound("Store Not Found");
  return toPublicTenant(own, getEnv().ROOT_DOMAIN);
}

/** GET /api/tenants/current: the store the request names (public fields), else the signed-in owner's own. */
export async function currentTenant(store: Store | null, staff: UserRow | null): Promise<PublicTenant> {
  if (store) return store.tenant;
  if (!staff) throw notFound("Store Not Found");
  return myTenant(null, staff);
}

/** Store creation (admin, registration) and the owner's store picker read and write stores through here. */
export { inTransaction, insertTenant, listStoresOwnedBy, takenStoreLabels, updateTenant };
export type { NewTenantValues } from "./repository";
