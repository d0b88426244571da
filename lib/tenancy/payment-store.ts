import "server-only";
import { getEnv } from "@/lib/env";
import { notFound } from "@/lib/errors";
import { findTenantById } from "./repository";
import type { TenantRow } from "./schemas";
import { toStore, type PaymentStore, type Store, type TenantId } from "./store";

// The row the request's store was built from (lib/tenancy/current.ts hands it over), so a payment request
// does not read the store twice. Keyed by the Store object: nothing reachable from the Store carries it.
const rowsRead = new WeakMap<Store, TenantRow>();

export function keepRowRead(store: Store, row: TenantRow): Store {
  rowsRead.set(store, row);
  return store;
}

/**
 * The store row WITH the encrypted payment secrets. Everything else gets `Store`, whose row says only
 * whether a secret is set (StoreRow). The floors check lets only lib/payments/ and route handlers (which
 * hand the result straight to lib/payments) import this file.
 */
export async function paymentStoreOf(store: Store): Promise<PaymentStore> {
  const row = rowsRead.get(store) ?? (await findTenantById(store.id));
  if (!row) throw notFound("Store Not Found");
  return { ...store, row };
}

/**
 * A store by its id, for work that no request addresses (the abandoned-order job): addressed by its
 * slug, as in path mode.
 */
export async function getStoreById(id: TenantId): Promise<PaymentStore | null> {
  const row = await findTenantById(id);
  if (!row) return null;
  return { ...toStore({ mode: "path", slug: row.slug }, row, getEnv().ROOT_DOMAIN), row };
}
