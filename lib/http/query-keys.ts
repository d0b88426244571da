/**
 * The one query-key factory. Every key starts with the store it belongs to (its slug; "_" on the platform),
 * so one store's cache can never answer for another's and a store's keys can be matched by their first part.
 * After the store comes the API path and its parts: the default query function in lib/http/client.ts fetches
 * `parts.join("/")`, so ["demo", "/api/products", id] is GET /api/products/{id}. Keys whose query has its own
 * queryFn (the checkout quotes) use a name instead of a path.
 *
 * A screen asks for its data through these functions, never by writing an array, so the same data has the same
 * key wherever it is shown (the product page's heart and the account's wishlist tab share one entry) and an
 * invalidation reaches every screen that shows it.
 */

import { customerKeys } from "./customer-query-keys";
import { api, scope, type StoreScope } from "./query-key-scope";

export type { StoreScope } from "./query-key-scope";

export const queryKeys = {
  /** Every key of one store (a prefix, for invalidating or clearing all of it). */
  store: (store: StoreScope) => [scope(store)] as const,

  /** The storefront editor (owner only): setup readiness, the theme's draft, and what draft sections show. */
  storefrontEditor: {
    readiness: (store: StoreScope) => api(store, "/api/storefront-readiness"),
    draft: (store: StoreScope, themeId: string) => api(store, "/api/themes", themeId, "draft"),
    /** Posted, not fetched by path: its queryFn sends the sections. */
    sectionsPreview: (store: StoreScope, themeId: string, signature: string) => api(store, "themes-sections-preview", themeId, signature),
  },

  platform: {
    tenants: () => api(null, "/api/tenants"),
  },

  /** A store's discounts (codes and automatic ones), and one of them. */
  discounts: {
    list: (store: StoreScope) => api(store, "/api/discounts"),
    one: (store: StoreScope, id: string) => api(store, "/api/discounts", id),
  },

  /** The signed-in staff member as this store sees them (401 when nobody is). */
  staff: {
    me: (store: StoreScope) => api(store, "/api/auth/me"),
  },

  /**
   * The signed-in shopper of a store and what belongs to them. In a file of their own so that the storefront's
   * always-loaded islands (the account menu) can take them without the rest of this factory (decision 0080).
   */
  customer: customerKeys,



  catalog: {
    products: (store: StoreScope) => api(store, "/api/products"),
    product: (store: StoreScope, id: string) => api(store, "/api/products", id),
    categories: (store: StoreScope) => api(store, "/api/categories"),
    category: (store: StoreScope, id: string) => api(store, "/api/categories/single", id),
    collections: (store: StoreScope) => api(store, "/api/collections"),
    collection: (store: StoreScope, id: string) => api(store, "/api/collections", id),
    /** The store's latest product imports (newest first) and one import job with its progress and result. */
    imports: (store: StoreScope) => api(store, "/api/products/import"),
    importJob: (store: StoreScope, jobId: string) => api(store, "/api/products/import", jobId),
  },

  content: {
    pages: (store: StoreScope) => api(store, "/api/pages"),
    menus: (store: StoreScope) => api(store, "/api/menus"),
    menuItems: (store: StoreScope, menuId: string) => api(store, "/api/menus", menuId, "items"),
  },

  /** Themes: the gallery, a theme's schema and the store's settings for it. */
  themes: {
    list: (store: StoreScope) => api(store, "/api/themes"),
    schema: (store: StoreScope, themeId: string) => api(store, "/api/themes", themeId, "schema"),
    data: (store: StoreScope, themeId: string) => api(store, "/api/themes", themeId, "data"),
  },

  orders: {
    list: (store: StoreScope) => api(store, "/api/orders"),
  },

  /** The owner's storefront look: hero banners. */
  storefront: {
    heroBanners: (store: StoreScope) => api(store, "/api/hero-banners"),
  },

  tax: {
    rules: (store: StoreScope) => api(store, "/api/tax-rules"),
  },

  shipping: {
    tiers: (store: StoreScope, shippingType: "domestic" | "international") =>
      api(store, `/api/shipping-tiers?shippingType=${shippingType}`),
  },

  /** Checkout quotes: POSTs with their own queryFn, keyed by every input that changes the answer. */
  checkout: {
    quote: (store: StoreScope, country: string, state: string, method: string, itemsJson: string) => api(store, "checkout-quote", country, state, method, itemsJson),
  },
} as const;

/**
 * Matches every query of a store whose API path starts with `pathPrefix` ("/api/products" matches the list,
 * each product and "/api/products?x"): what a write invalidates, since it may change any of them.
 */
export function matchesApiPath(store: StoreScope, pathPrefix: string) {
  const first = scope(store);
  return ({ queryKey }: { queryKey: readonly unknown[] }) =>
    queryKey[0] === first && typeof queryKey[1] === "string" && queryKey[1].startsWith(pathPrefix);
}
