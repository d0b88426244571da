import "server-only";
import { cache } from "react";
import { getEnv } from "@/lib/env";
import { findTenantById, findTenantByRef } from "./repository";
import { toStore, type Store, type TenantId } from "./store";
import { decodeTenantKey } from "./tenant-key";

export type { Store, TenantId } from "./store";

/**
 * The one store loader: the store named by a tenant key (the `[tenant]` route segment of a page, or the
 * `x-sb-tenant` header of an /api call, both written by the proxy), or null when there is none.
 * Memoised per render, so a layout and its page load the store once.
 */
export const getStoreByKey = cache(async (key: string | null | undefined): Promise<Store | null> => {
  const ref = decodeTenantKey(key);
  if (!ref) return null;
  const row = await findTenantByRef(ref);
  if (!row) return null;
  return toStore(ref, row, getEnv().ROOT_DOMAIN);
});

/**
 * A store by its id, for work that no request addresses (the abandoned-order job): addressed by its
 * slug, as in path mode.
 */
export async function getStoreById(id: TenantId): Promise<Store | null> {
  const row = await findTenantById(id);
  if (!row) return null;
  return toStore({ mode: "path", slug: row.slug }, row, getEnv().ROOT_DOMAIN);
}
