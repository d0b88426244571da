import "server-only";
import { cache } from "react";
import { getEnv } from "@/lib/env";
import { keepRowRead } from "./payment-store";
import { findTenantByRef } from "./repository";
import { toStore, type Store } from "./store";
import { pickDisplayCurrency } from "@/lib/money";
import { decodeTenantKey, variantOfKey } from "./tenant-key";

export type { Store } from "./store";

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
  const variant = variantOfKey(key);
  const store = toStore(ref, row, getEnv().ROOT_DOMAIN, variant.lang);
  // The page's display currency from the key's variant (record 0159): none unless the store offers it.
  const display = pickDisplayCurrency(row.displayCurrencies, row.currency, variant.currency);
  if (display) store.display = display;
  return keepRowRead(store, row);
});
