import { toMinor } from "@/lib/money";
import { subtreeIds } from "./category-tree";
import type { StoreCategory, StoreProduct } from "./types";

/**
 * Product list filters and sorts (spec 1 §2.6, §2.9, §5), kept in the URL query so a filtered list can
 * be shared and reloaded. Pure: the list pages filter the store's active products in the browser.
 *   /products  ?search=&category={slug}&min=&max=&status=&sort=&view=list
 *   /category  ?search=&min=&max=&sortBy=&order=&view=list
 * Defaults are left out of the URL.
 */
export const PRODUCT_SORTS = [
  { value: "name-asc", label: "Name A-Z" },
  { value: "name-desc", label: "Name Z-A" },
  { value: "price-asc", label: "Price low-high" },
  { value: "price-desc", label: "Price high-low" },
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number]["value"];

export const STATUS_OPTIONS = [
  { value: "all", label: "All Status" },
  { value: "active", label: "active" },
  { value: "draft", label: "draft" },
  { value: "archived", label: "archived" },
] as const;
export type StatusFilter = (typeof STATUS_OPTIONS)[number]["value"];

export const CATEGORY_SORT_FIELDS = [
  { value: "name", label: "Name" },
  { value: "price", label: "Price" },
  { value: "date", label: "Date Added" },
] as const;
export type SortField = (typeof CATEGORY_SORT_FIELDS)[number]["value"];
export type SortOrder = "asc" | "desc";

export type ViewMode = "grid" | "list";

export type ProductsQuery = {
  search: string;
  category: string;
  min: string;
  max: string;
  status: StatusFilter;
  sort: ProductSort;
  view: ViewMode;
};

export type CategoryQuery = { search: string; min: string; max: string; sortBy: SortField; order: SortOrder; view: ViewMode };

export const DEFAULT_PRODUCTS_QUERY: ProductsQuery = {
  search: "",
  category: "",
  min: "",
  max: "",
  status: "all",
  sort: "name-asc",
  view: "grid",
};

export const DEFAULT_CATEGORY_QUERY: CategoryQuery = { search: "", min: "", max: "", sortBy: "name", order: "asc", view: "grid" };

type ParamsLike = { get(name: string): string | null };

const oneOf = <T extends string>(v: string | null, options: readonly { value: T }[], def: T): T =>
  options.some((o) => o.value === v) ? (v as T) : def;
const text = (v: string | null, max = 200) => (v ?? "").slice(0, max);
/** A price bound as typed: digits with an optional decimal part, else empty. */
const bound = (v: string | null) => {
  const t = (v ?? "").trim();
  return /^\d{1,9}(\.\d{0,2})?$/.test(t) ? t : "";
};
const view = (v: string | null): ViewMode => (v === "list" ? "list" : "grid");

export function parseProductsQuery(p: ParamsLike): ProductsQuery {
  return {
    search: text(p.get("search")),
    category: text(p.get("category"), 100),
    min: bound(p.get("min")),
    max: bound(p.get("max")),
    status: oneOf(p.get("status"), STATUS_OPTIONS, "all"),
    sort: oneOf(p.get("sort"), PRODUCT_SORTS, DEFAULT_PRODUCTS_QUERY.sort),
    view: view(p.get("view")),
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

export function sortProducts(list: StoreProduct[], by: SortField, order: SortOrder): StoreProduct[] {
  const dir = order === "desc" ? -1 : 1;
  const cmp = (a: StoreProduct, b: StoreProduct): number => {
    if (by === "price") return toMinor(a.price) - toMinor(b.price);
    if (by === "date") return a.createdAt.localeCompare(b.createdAt);
    return a.name.localeCompare(b.name, undefined, { sensitivity: "base" });
  };
  // Ties fall back to the name so the order is stable across reloads.
  return [...list].sort((a, b) => dir * cmp(a, b) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
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
  }
}

/** Search (name or description, case-insensitive) and the inclusive price range. */
function matchesCommon(p: StoreProduct, search: string, min: string, max: string): boolean {
  const q = search.trim().toLowerCase();
  if (q && !p.searchText.includes(q)) return false;
  const price = toMinor(p.price);
  if (min !== "" && price < toMinor(min)) return false;
  if (max !== "" && price > toMinor(max)) return false;
  return true;
}

type CategoryRef = Pick<StoreCategory, "id" | "slug" | "parentId">;

export function filterProducts(products: StoreProduct[], categories: CategoryRef[], q: ProductsQuery): StoreProduct[] {
  const cat = q.category ? categories.find((c) => c.slug === q.category) : undefined;
  const inCategory = cat ? subtreeIds(cat.id, categories) : null;
  const filtered = products.filter(
    (p) =>
      matchesCommon(p, q.search, q.min, q.max) &&
      (q.status === "all" || p.status === q.status) &&
      (!q.category || (inCategory !== null && p.categoryId !== null && inCategory.has(p.categoryId))),
  );
  const { by, order } = sortOf(q.sort);
  return sortProducts(filtered, by, order);
}

export function filterCategoryProducts(products: StoreProduct[], q: CategoryQuery): StoreProduct[] {
  return sortProducts(
    products.filter((p) => matchesCommon(p, q.search, q.min, q.max)),
    q.sortBy,
    q.order,
  );
}

/** Whether any filter (not the sort or view) differs from the defaults. */
export function hasActiveFilters(q: Pick<ProductsQuery, "search" | "min" | "max"> & Partial<Pick<ProductsQuery, "category" | "status">>): boolean {
  return !!(q.search.trim() || q.min || q.max || q.category || (q.status && q.status !== "all"));
}

/** Active products of a category and its subcategories. */
export function productsInCategory(products: StoreProduct[], categories: CategoryRef[], categoryId: string): StoreProduct[] {
  const ids = subtreeIds(categoryId, categories);
  return products.filter((p) => p.categoryId !== null && ids.has(p.categoryId));
}

/** The spec's count texts, as written: 'N Product(s)' and '{n} product(s) found'. */
export const productCountLabel = (n: number) => `${n} Product(s)`;
export const productsFoundLabel = (n: number) => `${n} product(s) found`;
