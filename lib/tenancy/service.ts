import { getEnv } from "@/lib/env";
import { notFound } from "@/lib/http/errors";
import { invalidateStore } from "@/lib/storefront/cache";
import { inTransaction, insertTenant, listStoresOwnedBy, takenStoreLabels, updateTenant } from "./repository";
import { toPublicTenant, type PublicTenant, type TenantRow, type UpdateStoreInput } from "./schemas";
import type { Store } from "./store";

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

/** Store creation (admin, registration) and the owner's store picker read and write stores through here. */
export { inTransaction, insertTenant, listStoresOwnedBy, takenStoreLabels, updateTenant };
export type { NewTenantValues } from "./repository";
