import { describe, expect, it } from "vitest";
import {
  DEFAULT_CATEGORY_QUERY,
  DEFAULT_PRODUCTS_QUERY,
  filterCategoryProducts,
  filterProducts,
  parseCategoryQuery,
  parseProductsQuery,
  productCountLabel,
  productsFoundLabel,
  toQueryString,
} from "./filter";
import type { StoreProduct } from "./types";

const product = (id: string, name: string, price: string, createdAt: string, categoryId: string | null, description = "", status = "active"): StoreProduct => ({
  id,
  name,
  slug: id,
  price,
  compareAtPrice: null,
  image: null,
  shortDescription: null,
  quantity: 1,
  trackQuantity: true,
  categoryId,
  status,
  createdAt,
  searchText: `${name} ${description}`.toLowerCase(),
});

const products = [
  product("mug", "Stoneware Mug", "499.00", "2024-01-03T00:00:00Z", "mugs", "Glazed by hand"),
  product("tee", "Crew Tee", "599.00", "2024-01-01T00:00:00Z", "tees", "Soft cotton"),
  product("lamp", "Nordic Lamp", "2499.00", "2024-01-05T00:00:00Z", null, "Warm light"),
  product("cup", "espresso cup", "599.00", "2024-01-02T00:00:00Z", "mugs"),
];
const categories = [
  { id: "home", slug: "home-kitchen", parentId: null },
  { id: "mugs", slug: "mugs", parentId: "home" },
  { id: "tees", slug: "t-shirts", parentId: null },
];
const q = (over: Partial<typeof DEFAULT_PRODUCTS_QUERY>) => ({ ...DEFAULT_PRODUCTS_QUERY, ...over });
const ids = (list: StoreProduct[]) => list.map((p) => p.id);

describe("filterProducts", () => {
  it("sorts by name A-Z by default, case-insensitively", () => {
    expect(ids(filterProducts(products, categories, DEFAULT_PRODUCTS_QUERY))).toEqual(["tee", "cup", "lamp", "mug"]);
  });
  it("has the six sorts", () => {
    expect(ids(filterProducts(products, categories, q({ sort: "name-desc" })))).toEqual(["mug", "lamp", "cup", "tee"]);
    expect(ids(filterProducts(products, categories, q({ sort: "price-asc" })))).toEqual(["mug", "tee", "cup", "lamp"]);
    expect(ids(filterProducts(products, categories, q({ sort: "price-desc" })))).toEqual(["lamp", "tee", "cup", "mug"]);
    expect(ids(filterProducts(products, categories, q({ sort: "newest" })))).toEqual(["lamp", "mug", "cup", "tee"]);
    expect(ids(filterProducts(products, categories, q({ sort: "oldest" })))).toEqual(["tee", "cup", "mug", "lamp"]);
  });
  it("searches name or description, case-insensitively", () => {
    expect(ids(filterProducts(products, categories, q({ search: "GLAZED" })))).toEqual(["mug"]);
    expect(ids(filterProducts(products, categories, q({ search: "lamp" })))).toEqual(["lamp"]);
    expect(filterProducts(products, categories, q({ search: "nothing" }))).toEqual([]);
  });
  it("filters an inclusive price range", () => {
    expect(ids(filterProducts(products, categories, q({ min: "599", max: "599" })))).toEqual(["tee", "cup"]);
    expect(ids(filterProducts(products, categories, q({ min: "600" })))).toEqual(["lamp"]);
    expect(ids(filterProducts(products, categories, q({ max: "499.00" })))).toEqual(["mug"]);
  });
  it("filters by a category including its subcategories", () => {
    expect(ids(filterProducts(products, categories, q({ category: "home-kitchen" })))).toEqual(["cup", "mug"]);
    expect(ids(filterProducts(products, categories, q({ category: "t-shirts" })))).toEqual(["tee"]);
    expect(filterProducts(products, categories, q({ category: "unknown" }))).toEqual([]);
  });
  it("filters by status (shoppers only ever have active products)", () => {
    expect(filterProducts(products, categories, q({ status: "active" }))).toHaveLength(4);
    expect(filterProducts(products, categories, q({ status: "draft" }))).toEqual([]);
  });
});

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
  it("parses the category page's sort field and order", () => {
    const cq = parseCategoryQuery(new URLSearchParams("sortBy=price&order=desc&max=600"));
    expect(ids(filterCategoryProducts(products, cq))).toEqual(["tee", "cup", "mug"]);
  });
});

describe("count texts", () => {
  it("uses the spec's wording", () => {
    expect(productsFoundLabel(3)).toBe("3 product(s) found");
    expect(productCountLabel(1)).toBe("1 Product(s)");
  });
});
