import {
  DEFAULT_CATEGORY_QUERY,
  DEFAULT_PRODUCTS_QUERY,
  paramsOf,
  parseCategoryQuery,
  parseProductsQuery,
  toQueryString,
} from "./filter";

/**
 * Listing URLs and the cache. A listing's query (filters, sort, page) lives in the URL's query string, but
 * Next caches a page (ISR) only by its path. So the proxy moves the query into one path segment — a token —
 * before the page is routed:
 *
 *   /products?sort=price-asc&page=3      -> /t/{store}/products/{token}
 *   /category/a/b?search=mug              -> /t/{store}/category/{token}/a/b
 *   /collections/{slug}?page=2            -> /t/{store}/collections/{slug}/{token}
 *
 * The token is the *canonical* query: only the parameters the page reads, in a fixed order, each value as
 * the page would parse it, defaults left out. So `?page=2&sort=x`, `?sort=x&page=2&utm_source=y` and
 * `?sort=x&page=02` are one cache entry, and the number of entries per store is bounded by what the
 * listing can show, not by what visitors type. Shoppers never see the token: the address bar, links and
 * canonical URLs keep the query string.
 *
 * Pure (no Node or database APIs): the proxy and the pages both use it.
 */
export type ListingKind = "products" | "category" | "collection";

/**
 * The parameters each listing reads. The sort parameters stay in the token whenever they are present,
 * even at their default: with a search, "no sort chosen" ranks by relevance while an explicit sort
 * applies as chosen.
 */
const KEYS: Record<ListingKind, { keep: readonly string[]; explicit: readonly string[] }> = {
  products: { keep: ["search", "category", "min", "max", "sort", "view", "page"], explicit: ["sort"] },
  category: { keep: ["search", "min", "max", "sortBy", "order", "view", "page"], explicit: ["sortBy", "order"] },
  collection: { keep: ["search", "min", "max", "sortBy", "order", "view", "page"], explicit: ["sortBy", "order"] },
};

/** The token's prefix: slugs never contain "_", so a token cannot be mistaken for a category or collection. */
export const TOKEN_PREFIX = "q_";

/** What the proxy does with a listing URL: serve the page of a token, or send the visitor to a tidy URL. */
export type ListingRoute = { kind: "token"; token: string } | { kind: "redirect"; search: string };

function parsed(kind: ListingKind, sp: URLSearchParams): Record<string, string> {
  const p = { get: (k: string) => sp.get(k) };
  return kind === "products" ? parseProductsQuery(p) : parseCategoryQuery(p);
}

function defaults(kind: ListingKind): Record<string, string> {
  return kind === "products" ? DEFAULT_PRODUCTS_QUERY : DEFAULT_CATEGORY_QUERY;
}

/** Whether a query carries empty fields (what a GET form submitted without JavaScript sends: "min=&max="). */
function hasBlank(sp: URLSearchParams): boolean {
  for (const v of sp.values()) if (v === "") return true;
  return false;
}

/**
 * The route of a listing URL's query string. GET forms submitted without JavaScript send every field,
 * blank ones too, and "Clear" as a button value: those are redirected to the tidy URL (one listing, one
 * address), as the pages did before the query moved into the path.
 */
export function listingRoute(kind: ListingKind, search: string): ListingRoute {
  const sp = new URLSearchParams(search);
  const q = parsed(kind, sp);
  const defs = defaults(kind);
  if (sp.get("clear") && kind !== "collection") {
    const cleared =
      kind === "products" ? { ...DEFAULT_PRODUCTS_QUERY, sort: q.sort, view: q.view } : { ...DEFAULT_CATEGORY_QUERY, search: q.search, view: q.view };
    return { kind: "redirect", search: toQueryString(cleared, defs) };
  }
  if (hasBlank(sp)) return { kind: "redirect", search: toQueryString(q, defs) };
  return { kind: "token", token: encodeListingToken(canonicalQuery(kind, sp)) };
}

/** The canonical query string (no "?") of a query: the page's own parameters, parsed, defaults left out. */
export function canonicalQuery(kind: ListingKind, sp: URLSearchParams): string {
  const q = parsed(kind, sp);
  const defs = defaults(kind);
  const { keep, explicit } = KEYS[kind];
  const out = new URLSearchParams();
  for (const key of keep) {
    const value = q[key];
    if (value === undefined || value === "") continue;
    if (value !== defs[key] || (explicit.includes(key) && sp.get(key))) out.set(key, value);
  }
  return out.toString();
}

export function encodeListingToken(canonical: string): string {
  if (!canonical) return TOKEN_PREFIX;
  const bytes = new TextEncoder().encode(canonical);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return TOKEN_PREFIX + btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The query of a token, or null when the segment is not one (a visitor typed /products/anything). */
export function decodeListingToken(token: string | undefined): URLSearchParams | null {
  if (!token) return null;
  let t = token;
  try {
    t = decodeURIComponent(token);
  } catch {
    return null;
  }
  if (!t.startsWith(TOKEN_PREFIX)) return null;
  const body = t.slice(TOKEN_PREFIX.length);
  if (!body) return new URLSearchParams();
  if (!/^[A-Za-z0-9_-]+$/.test(body) || body.length > 2000) return null;
  try {
    const bin = atob(body.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return new URLSearchParams(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}

/** The query of a token as the pages read it (`get(name)`), or null for a segment that is not a token. */
export function tokenParams(token: string | undefined) {
  const sp = decodeListingToken(token);
  return sp ? paramsOf(Object.fromEntries(sp.entries())) : null;
}
