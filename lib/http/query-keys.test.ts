import { describe, expect, it } from "vitest";
import { matchesApiPath, queryKeys } from "./query-keys";

describe("queryKeys", () => {
  it("starts every key with the store, and platform keys with '_'", () => {
    expect(queryKeys.catalog.product("demo", "p1")).toEqual(["demo", "/api/products", "p1"]);
    expect(queryKeys.customer.wishlist("gadgets")[0]).toBe("gadgets");
    expect(queryKeys.platform.tenants()).toEqual(["_", "/api/tenants"]);
    expect(queryKeys.customer.me(undefined)[0]).toBe("_");
  });

  it("keeps two stores' copies of the same data apart", () => {
    expect(queryKeys.customer.wishlist("demo")).not.toEqual(queryKeys.customer.wishlist("gadgets"));
  });
});

describe("matchesApiPath", () => {
  const products = matchesApiPath("demo", "/api/products");
  it("matches the list and each item of the path in that store", () => {
    expect(products({ queryKey: queryKeys.catalog.products("demo") })).toBe(true);
    expect(products({ queryKey: queryKeys.catalog.product("demo", "p1") })).toBe(true);
  });
  it("leaves other paths and other stores alone", () => {
    expect(products({ queryKey: queryKeys.catalog.categories("demo") })).toBe(false);
    expect(products({ queryKey: queryKeys.catalog.products("gadgets") })).toBe(false);
  });
});
