import { api, type StoreScope } from "./query-key-scope";

/**
 * The signed-in shopper's keys: `queryKeys.customer` in lib/http/query-keys.ts, the one factory. The storefront's
 * always-loaded islands (the account menu, the product page's heart) import them from here, so shoppers' first
 * load does not carry the dashboards' keys too (decision 0080).
 */
export const customerKeys = {
  // optional=1: a visitor is a 200 with null, not a 401 the browser would log as an error on every page.
  me: (store: StoreScope) => api(store, "/api/customers/me?optional=1"),
  orders: (store: StoreScope) => api(store, "/api/customers/orders"),
  /** One of their orders (the confirmation page); under `orders`, so invalidating the list refreshes it too. */
  order: (store: StoreScope, id: string) => api(store, "/api/customers/orders", id),
  addresses: (store: StoreScope) => api(store, "/api/customers/addresses"),
  wishlist: (store: StoreScope) => api(store, "/api/customers/wishlist"),
} as const;
