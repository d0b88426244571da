import type { ListingQuery, ListingSort } from "./schemas";

/**
 * Product list filters, sorts and pages, kept in the URL query so a filtered list can be shared, reloaded,
 * cached and followed without JavaScript. The server reads them and the database does the work.
 *   /products          ?search=&category={slug}&min=&max=&sort=&view=list&page=
 *   /category/…        ?search=&min=&max=&sortBy=&order=&view=list&page=
 *   /collections/{s}   the category's parameters (no controls on the page; links may carry them)
 * Defaults are left out of the URL. There is no product-status parameter: a storefront lists active products
 * only, so a shopper's `status=draft` is not read at all (and cannot ask the database for drafts).
 */

/** Products per listing page. */
export const PAGE_SIZE = 24;
/** Pages beyond this are refused (a deep OFFSET costs the database for no shopper). */
export const MAX_PAGE = 500;
export const PRODUCT_SORTS = [
  { value: "name-asc", label: "Name A-Z" },
  { value: "name-desc", label: "Name Z-A" },
  { value: "price-asc", label: "Price low-high" },
  { value: "price-desc", label: "Price high-low" },
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
  { value: "rating", label: "Top rated" },
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number]["value"];

export const CATEGORY_SORT_FIELDS = [
  { value: "name", label: "Name" },
  { value: "price", label: "Price" },
  { value: "date", label: "Date Added" },
  { value: "rating", label: "Rating" },
] as const;
export type SortField = (typeof CATEGORY_SORT_FIELDS)[number]["value"];
export type SortOrder = "asc" | "desc";

export type ViewMode = "grid" | "list";

export type ProductsQuery = {
  search: string;
  category: string;
  min: string;
  max: string;
  sort: ProductSort;
  view: ViewMode;
  page: string;
};

export type CategoryQuery = { search: string; min: string; max: string; sortBy: SortField; order: SortOrder; view: ViewMode; page: string };

export const DEFAULT_PRODUCTS_QUERY: ProductsQuery = {
  search: "",
  category: "",
  min: "",
  max: "",
  sort: "name-asc",
  view: "grid",
  page: "1",
};

export const DEFAULT_CATEGORY_QUERY: CategoryQuery = { search: "", min: "", max: "", sortBy: "name", order: "asc", view: "grid", page: "1" };

type ParamsLike = { get(name: string): string | null };

const oneOf = <T extends string>(v: string | null, options: readonly { value: T }[], def: T): T =>
  options.some((o) => o.value === v) ? (v as T) : def;
/**
 * Free text (a search, a category slug): a value with a NUL or a lone surrogate is not text anyone typed
 * and PostgreSQL cannot compare it (a NUL in a text parameter is an error, i.e. a 500), so it counts as
 * absent, like any other malformed value. Cutting at `max` never leaves half of a surrogate pair.
 */
const UNTYPABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const text = (v: string | null, max = 200) => {
  if (!v || UNTYPABLE.test(v)) return "";
  const cut = v.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
};
/** A price bound as typed: digits with an optional decimal part, else empty. */
const bound = (v: string | null) => {
  const t = (v ?? "").trim();
  return /^\d{1,9}(\.\d{0,2})?$/.test(t) ? t : "";
};
const view = (v: string | null): ViewMode => (v === "list" ? "list" : "grid");
/** A page number as the URL carries it ("1" when absent or not a number in range). */
const pageOf = (v: string | null) => {
  const n = /^\d{1,4}$/.test(v ?? "") ? Number(v) : 1;
  return String(Math.min(Math.max(n, 1), MAX_PAGE));
};

export function parseProductsQuery(p: ParamsLike): ProductsQuery {
  return {
    search: text(p.get("search")),
    category: text(p.get("category"), 100),
    min: bound(p.get("min")),
    max: bound(p.get("max")),
    sort: oneOf(p.get("sort"), PRODUCT_SORTS, DEFAULT_PRODUCTS_QUERY.sort),
    view: view(p.get("view")),
    page: pageOf(p.get("page")),
  };
}

export function parseCategoryQuery(p: ParamsLike): CategoryQuery {
  return {
    search: text(p.get("search")),
    min: bound(p.get("min")),
    max: bound(p.get("max")),
    sortBy: oneOf(p.get("sortBy"), CATEGORY_SORT_FIELDS, "name"),
    order: p.get("order") === "desc" ? "desc" : "asc",
    view: view(p.get("view")),
    page: pageOf(p.get("page")),
  };
}

/** "?search=mug&sort=price-asc" with defaults left out; "" when everything is default. */
export function toQueryString<Q extends Record<string, string>>(q: Q, defaults: Q): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    if (v !== "" && v !== defaults[k]) sp.set(k, v);
  }
  const s = sp.toString();
  return s ? `?${s}` : "";
}

export function sortOf(sort: ProductSort): { by: SortField; order: SortOrder } {
  switch (sort) {
    case "name-asc":
      return { by: "name", order: "asc" };
    case "name-desc":
      return { by: "name", order: "desc" };
    case "price-asc":
      return { by: "price", order: "asc" };
    case "price-desc":
      return { by: "price", order: "desc" };
    case "newest":
      return { by: "date", order: "desc" };
    case "oldest":
      return { by: "date", order: "asc" };
    case "rating":
      return { by: "rating", order: "desc" };
  }
}

/** Search params as the page receives them ({ key: value | values }), readable like URLSearchParams. */
export function paramsOf(sp: Record<string, string | string[] | undefined>): { get(name: string): string | null } {
  return {
    get: (name) => {
      const v = sp[name];
      return (Array.isArray(v) ? v[0] : v) ?? null;
    },
  };
}

type Scope = ListingQuery["scope"];

/**
 * The database query of a listing. A search without a chosen sort lists the best matches first; the
 * spec's sorts apply as soon as the shopper picks one.
 */
export function listingQuery(
  scope: Scope,
  q: { search: string; min: string; max: string; page: string },
  sort: { by: SortField; order: SortOrder } | "relevance" | "manual",
): ListingQuery {
  const search = q.search.trim().toLowerCase().replace(/\s+/g, " ");
  let s: ListingSort;
  if (sort === "relevance") s = search ? "relevance" : "name-asc";
  else if (sort === "manual") s = "manual";
  else if (sort.by === "name") s = sort.order === "asc" ? "name-asc" : "name-desc";
  else if (sort.by === "price") s = sort.order === "asc" ? "price-asc" : "price-desc";
  // Reviews (record 0157): best rated first whichever the order (a worst-first list helps no shopper).
  else if (sort.by === "rating") s = "rating";
  else s = sort.order === "asc" ? "oldest" : "newest";
  return { scope, search, min: q.min, max: q.max, sort: s, page: Number(q.page) || 1, pageSize: PAGE_SIZE };
}

export const pageCount = (total: number, pageSize = PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));

/** Whether any filter (not the sort or view) differs from the defaults. */
export function hasActiveFilters(q: Pick<ProductsQuery, "search" | "min" | "max"> & Partial<Pick<ProductsQuery, "category">>): boolean {
  return !!(q.search.trim() || q.min || q.max || q.category);
}

/** The count texts shoppers know: 'N Product(s)' and '{n} product(s) found'. */
export const productCountLabel = (n: number) => `${n} Product(s)`;
export const productsFoundLabel = (n: number) => `${n} product(s) found`;
