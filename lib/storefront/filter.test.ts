import { describe, expect, it } from "vitest";
import {
  DEFAULT_CATEGORY_QUERY,
  DEFAULT_PRODUCTS_QUERY,
  PAGE_SIZE,
  listingQuery,
  pageCount,
  parseCategoryQuery,
  parseProductsQuery,
  productCountLabel,
  productsFoundLabel,
  sortOf,
  toQueryString,
} from "./filter";

const q = (over: Partial<typeof DEFAULT_PRODUCTS_QUERY>) => ({ ...DEFAULT_PRODUCTS_QUERY, ...over });

describe("URL query", () => {
  it("round-trips and leaves defaults out", () => {
    const query = q({ search: "mug", category: "mugs", min: "10", sort: "price-desc", view: "list" });
    const qs = toQueryString(query, DEFAULT_PRODUCTS_QUERY);
    expect(qs).toBe("?search=mug&category=mugs&min=10&sort=price-desc&view=list");
    expect(parseProductsQuery(new URLSearchParams(qs))).toEqual(query);
    expect(toQueryString(DEFAULT_PRODUCTS_QUERY, DEFAULT_PRODUCTS_QUERY)).toBe("");
  });
  it("ignores unknown or malformed values", () => {
    const parsed = parseProductsQuery(new URLSearchParams("sort=evil&status=secret&min=abc&max=-5&view=table"));
    expect(parsed).toEqual(DEFAULT_PRODUCTS_QUERY);
    expect(parseCategoryQuery(new URLSearchParams("sortBy=cost&order=sideways"))).toEqual(DEFAULT_CATEGORY_QUERY);
  });
  it("treats a NUL or a lone surrogate in free text as no value (the database cannot compare it)", () => {
    expect(parseProductsQuery(new URLSearchParams("search=%00&category=a%00b")).search).toBe("");
    expect(parseProductsQuery(new URLSearchParams("category=a%00b")).category).toBe("");
    expect(parseCategoryQuery({ get: (k) => (k === "search" ? "mug\uD800" : null) }).search).toBe("");
    expect(parseCategoryQuery({ get: (k) => (k === "search" ? "\uDC00" : null) }).search).toBe("");
    // A cut at the length limit does not split an emoji into a lone half.
    const long = "a".repeat(199) + "\u{1F600}";
    expect(parseProductsQuery({ get: (k) => (k === "search" ? long : null) }).search).toBe("a".repeat(199));
    expect(parseProductsQuery(new URLSearchParams("search=caf%C3%A9%20%F0%9F%98%80")).search).toBe("café 😀");
  });
  it("parses the category page's sort field and order", () => {
    const cq = parseCategoryQuery(new URLSearchParams("sortBy=price&order=desc&max=600"));
    expect(cq).toMatchObject({ sortBy: "price", order: "desc", max: "600", page: "1" });
  });
  it("keeps the page number in range and out of the URL on page 1", () => {
    expect(parseProductsQuery(new URLSearchParams("page=3")).page).toBe("3");
    expect(parseProductsQuery(new URLSearchParams("page=0")).page).toBe("1");
    expect(parseProductsQuery(new URLSearchParams("page=-2")).page).toBe("1");
    expect(parseProductsQuery(new URLSearchParams("page=abc")).page).toBe("1");
    expect(parseProductsQuery(new URLSearchParams("page=9999")).page).toBe("500");
    expect(toQueryString(q({ page: "1", sort: "newest" }), DEFAULT_PRODUCTS_QUERY)).toBe("?sort=newest");
    expect(toQueryString(q({ page: "2" }), DEFAULT_PRODUCTS_QUERY)).toBe("?page=2");
  });
});

describe("listing query", () => {
  const scope = { kind: "all" } as const;
  it("maps the spec's sorts onto the database's", () => {
    const base = { search: "", min: "", max: "", page: "1" };
    expect(listingQuery(scope, base, { by: "name", order: "desc" }).sort).toBe("name-desc");
    expect(listingQuery(scope, base, { by: "price", order: "asc" }).sort).toBe("price-asc");
    expect(listingQuery(scope, base, { by: "date", order: "desc" }).sort).toBe("newest");
    expect(listingQuery(scope, base, { by: "date", order: "asc" }).sort).toBe("oldest");
    // Reviews (record 0157): best rated first, whichever the order.
    expect(listingQuery(scope, base, { by: "rating", order: "asc" }).sort).toBe("rating");
    expect(listingQuery(scope, base, sortOf("rating")).sort).toBe("rating");
  });
  it("ranks a search by relevance unless a sort was chosen, and normalises it for the cache key", () => {
    const l = listingQuery(scope, { search: "  Blue   MUG ", min: "10", max: "", page: "3" }, "relevance");
    expect(l).toMatchObject({ search: "blue mug", sort: "relevance", min: "10", page: 3, pageSize: PAGE_SIZE });
    expect(listingQuery(scope, { search: "", min: "", max: "", page: "1" }, "relevance").sort).toBe("name-asc");
  });
  it("counts pages", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });
});

describe("count texts", () => {
  it("uses the spec's wording", () => {
    expect(productsFoundLabel(3)).toBe("3 product(s) found");
    expect(productCountLabel(1)).toBe("1 Product(s)");
  });
});
