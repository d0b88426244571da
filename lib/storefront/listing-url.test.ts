import { describe, expect, it } from "vitest";
import { canonicalQuery, decodeListingToken, encodeListingToken, listingRoute, tokenParams } from "./listing-url";

const token = (kind: Parameters<typeof listingRoute>[0], search: string) => {
  const r = listingRoute(kind, search);
  if (r.kind !== "token") throw new Error(`expected a token for ${search}, got a redirect to ${r.search}`);
  return r.token;
};

describe("listing URLs as cache keys", () => {
  it("gives one token to every spelling of the same listing", () => {
    const a = token("products", "?sort=price-asc&page=3&category=audio");
    expect(token("products", "?page=3&category=audio&sort=price-asc")).toBe(a);
    expect(token("products", "?category=audio&sort=price-asc&page=03&utm_source=mail&bench=x")).toBe(a);
    expect(decodeListingToken(a)?.toString()).toBe("category=audio&sort=price-asc&page=3");
  });

  it("leaves defaults out, but keeps a sort the shopper chose (it overrides relevance ranking)", () => {
    expect(token("products", "")).toBe("q_");
    expect(token("products", "?page=1&view=grid&status=all")).toBe("q_");
    // The storefront lists active products only: a status parameter is not part of any listing.
    expect(token("products", "?status=draft")).toBe("q_");
    expect(token("products", "?status=archived&sort=newest")).toBe(token("products", "?sort=newest"));
    expect(canonicalQuery("products", new URLSearchParams("search=mug&sort=name-asc"))).toBe("search=mug&sort=name-asc");
    expect(canonicalQuery("products", new URLSearchParams("search=mug"))).toBe("search=mug");
    expect(canonicalQuery("category", new URLSearchParams("order=asc&page=2"))).toBe("order=asc&page=2");
    expect(canonicalQuery("collection", new URLSearchParams("sortBy=bogus"))).toBe("sortBy=name");
  });

  it("carries any text, unicode included, and refuses segments that are not tokens", () => {
    const t = token("products", `?search=${encodeURIComponent("café crème/½ & more")}`);
    expect(t).toMatch(/^q_[A-Za-z0-9_-]+$/);
    expect(tokenParams(t)?.get("search")).toBe("café crème/½ & more");
    expect(decodeListingToken("anything")).toBeNull();
    expect(decodeListingToken("q_!!")).toBeNull();
    expect(decodeListingToken(undefined)).toBeNull();
    expect(decodeListingToken(encodeListingToken(""))?.toString()).toBe("");
  });

  it("redirects what a form without JavaScript submits to the tidy URL", () => {
    expect(listingRoute("products", "?search=&category=audio&min=&max=&status=all&sort=name-asc")).toEqual({ kind: "redirect", search: "?category=audio" });
    expect(listingRoute("products", "?search=mug&sort=price-desc&view=list&clear=1")).toEqual({ kind: "redirect", search: "?sort=price-desc&view=list" });
    expect(listingRoute("category", "?search=mug&min=5&sortBy=price&clear=1")).toEqual({ kind: "redirect", search: "?search=mug" });
  });
});
