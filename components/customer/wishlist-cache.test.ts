import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CartProvider } from "@/components/storefront/cart/cart-provider";
import { StoreProvider, type StoreInfo } from "@/components/storefront/store-context";
import { WishlistTab } from "./wishlist-tab";
import { makeQueryClient } from "@/lib/http/client";
import { queryKeys } from "@/lib/http/query-keys";

const demo: StoreInfo = { id: "t-demo", slug: "demo", name: "Demo", currency: "USD", basePath: "/store/demo" };

/** Render a tree the way a store page does and return the keys of the wishlist queries it registered. */
function wishlistKeys(qc: QueryClient, store: StoreInfo, tree: ReactNode) {
  const withCart = h(CartProvider, { storeId: store.id, children: tree });
  renderToString(h(QueryClientProvider, { client: qc }, h(StoreProvider, { store, children: withCart })));
  return qc
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey)
    .filter((key) => key.includes("/api/customers/wishlist"));
}

// The product page's heart reads the same key without TanStack Query (components/storefront/use-store-json.ts).
describe("the wishlist's cache entry", () => {
  it("is the store's wishlist key", () => {
    const qc = makeQueryClient();
    expect(wishlistKeys(qc, demo, h(WishlistTab, { basePath: demo.basePath }))).toEqual([queryKeys.customer.wishlist("demo")]);
  });

  it("is the store's own: another store's wishlist is a different entry", () => {
    const qc = makeQueryClient();
    wishlistKeys(qc, demo, h(WishlistTab, { basePath: demo.basePath }));
    const gadgets = { ...demo, id: "t-gadgets", slug: "gadgets", basePath: "/store/gadgets" };
    const keys = wishlistKeys(qc, gadgets, h(WishlistTab, { basePath: gadgets.basePath }));
    expect(keys).toHaveLength(2);
    expect(keys[0]?.[0]).not.toEqual(keys[1]?.[0]);
  });
});
