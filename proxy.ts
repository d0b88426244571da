import { NextResponse, type NextRequest } from "next/server";
import { HOSTILE_URL_MESSAGE, isHostileUrl } from "@/lib/hostile-url";
import { databaseAvailability, unavailablePage } from "@/lib/unavailable";
import { tabRedirect } from "@/lib/dashboard-sections";
import { languagePrefix } from "@/lib/i18n/prefix";
import { findRedirect } from "@/lib/redirects/lookup";
import { listingRoute, type ListingKind } from "@/lib/storefront/listing-url";
import { resolveHost } from "@/lib/tenancy/resolve-host";
import { TENANT_HEADER, TENANT_TREE_PREFIX, basePathFor, encodeTenantKey, withVariant, type TenantRef } from "@/lib/tenancy/tenant-key";

/**
 * Dispatch only: find the store a request is for (lib/tenancy/resolve-host) and rewrite
 *   store pages  -> /t/{tenantKey}/{rest}     (app/t/[tenant]/…)
 *   store /api/* -> /api/*  with header x-sb-tenant: {tenantKey}
 * Platform requests pass through; nobody may reach /t/… directly or send x-sb-tenant themselves.
 * Whether the store exists is decided by the app (404 'Store Not Found'), not here. The one read the proxy does
 * is the store's redirects (lib/redirects/lookup.ts, record 0149): from this process's memory, refreshed at most
 * every 2 s per store, never a database read per request.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const host = request.headers.get("host") ?? "";
  // A Host that is not a host name (e.g. "a%zz.example") names nothing we serve.
  if (host.length > 300 || !VALID_HOST.test(host)) {
    return NextResponse.json({ message: "Bad Request: malformed Host header" }, { status: 400 });
  }
  // Before anything decodes the URL (lib/hostile-url; the server's HTTP hook checks the raw line first).
  if (isHostileUrl(pathname, search)) {
    return NextResponse.json({ message: HOSTILE_URL_MESSAGE }, { status: 400 });
  }
  const rootDomain = process.env.ROOT_DOMAIN || "localhost";
  const res = resolveHost({ host, pathname, rootDomain });
  // A page cannot answer 503 once it renders (lib/unavailable.ts): while the database is known to be
  // down, pages get it here. APIs answer their own 503.
  if (databaseAvailability().down && !/^\/(api|uploads|assets|_next)(\/|$)/.test(res.rest)) return unavailablePage();

  const headers = new Headers(request.headers);
  headers.delete(TENANT_HEADER);

  if (res.kind === "platform") {
    if (pathname === TENANT_TREE_PREFIX || pathname.startsWith(`${TENANT_TREE_PREFIX}/`)) {
      return NextResponse.rewrite(new URL("/_blocked-tenant-tree", request.url), { request: { headers } });
    }
    return NextResponse.next({ request: { headers } });
  }

  const ref: TenantRef =
    res.kind === "domain" ? { mode: "domain", domain: res.domain } : { mode: res.kind, slug: res.slug };
  const storeKey = encodeTenantKey(ref);
  // A language prefix (issue 44, record 0162): `/hi/products` is `/products` in Hindi, for pages and the APIs their
  // islands call alike (an order placed from `/hi/checkout` knows its language). Only listed codes are prefixes;
  // whether the store enabled the language is the page's decision (404).
  const prefixed = languagePrefix(res.rest);
  const lang = prefixed?.lang ?? null;
  const rest = prefixed ? prefixed.rest : res.rest;
  const key = lang ? withVariant(storeKey, { currency: null, lang }) : storeKey;
  const langBase = `${basePathFor(ref)}${lang ? `/${lang}` : ""}`;

  if (rest === "/api" || rest.startsWith("/api/")) {
    headers.set(TENANT_HEADER, key);
    return NextResponse.rewrite(new URL(`${rest}${search}`, request.url), { request: { headers } });
  }
  // Shared files are served from the host root in every mode.
  if (rest.startsWith("/uploads/") || rest.startsWith("/assets/") || rest.startsWith("/_next/")) {
    return NextResponse.rewrite(new URL(`${rest}${search}`, request.url), { request: { headers } });
  }
  // The dashboard's sections are routes of their own; the spec's /tenant-dashboard?tab=… URLs redirect there
  // (lib/dashboard-sections.ts, docs/decisions/0141-dashboard-sections-as-routes.md).
  if (request.method === "GET" || request.method === "HEAD") {
    const section = tabRedirect(rest, pathname, request.nextUrl.searchParams);
    if (section) return NextResponse.redirect(new URL(section, request.url), 307);
    // An old path of the store (a renamed slug, or the owner's own redirect): 301, in the visitor's mode.
    const to = await findRedirect(storeKey, rest, search, langBase);
    if (to) return NextResponse.redirect(new URL(to, request.url), 301);
  }
  // The language switcher's `?lang=hi` (record 0162): the same page under the language's prefix (`?lang=`: none, the
  // store's default), and the choice remembered so the Accept-Language suggestion stays away.
  if ((request.method === "GET" || request.method === "HEAD") && LANGUAGE_PAGE.test(rest) && request.nextUrl.searchParams.has("lang")) {
    return languageRedirect(request, request.nextUrl.searchParams.get("lang") ?? "", basePathFor(ref), rest);
  }
  // Display currency (record 0159): `?currency=` sets the shopper's cookie and leaves the URL; the cookie's
  // currency goes into the page's route (the tenant key's variant), so each currency is one cache entry.
  let currency: string | null = null;
  if ((request.method === "GET" || request.method === "HEAD") && CURRENCY_PAGE.test(rest)) {
    const asked = request.nextUrl.searchParams.get("currency");
    if (asked !== null) return currencyRedirect(request, asked, basePathFor(ref));
    const cookie = request.cookies.get(CURRENCY_COOKIE)?.value ?? "";
    currency = CURRENCY_CODE.test(cookie) ? cookie : null;
  }
  // Listings: the query moves into the path, so each listing page is cached like any other page.
  let inner = rest;
  let query = search;
  const listing = listingPath(rest);
  if (listing && (request.method === "GET" || request.method === "HEAD")) {
    const route = listingRoute(listing.kind, search);
    if (route.kind === "redirect") return NextResponse.redirect(new URL(`${pathname}${route.search}`, request.url), 307);
    inner = listing.inner(route.token);
    // Only the router's own cache-busting parameter goes on; the rest of the query is in the token.
    const rsc = request.nextUrl.searchParams.get("_rsc");
    query = rsc === null ? "" : `?_rsc=${encodeURIComponent(rsc)}`;
  }
  const target = `${TENANT_TREE_PREFIX}/${withVariant(storeKey, { currency, lang })}${inner === "/" ? "" : inner}`;
  headers.set(TENANT_HEADER, key);
  const response = NextResponse.rewrite(new URL(`${target}${query}`, request.url), { request: { headers } });
  const cacheControl = storefrontCacheControl(request, rest, currency);
  // Next keeps a Cache-Control the proxy already set instead of writing its own ISR one.
  if (cacheControl) response.headers.set("Cache-Control", cacheControl);
  return response;
}

/**
 * The store paths that are listings, and where their query token goes in the page tree
 * (lib/storefront/listing-url.ts): /products, /category/{path…}, /collections/{slug}.
 */
function listingPath(rest: string): { kind: ListingKind; inner: (token: string) => string } | null {
  if (rest === "/products" || rest === "/products/") return { kind: "products", inner: (t) => `/products/${t}` };
  const category = /^\/category\/(.+?)\/?$/.exec(rest);
  if (category) return { kind: "category", inner: (t) => `/category/${t}/${category[1]}` };
  const collection = /^\/collections\/([^/]+)\/?$/.exec(rest);
  if (collection) return { kind: "collection", inner: (t) => `/collections/${collection[1]}/${t}` };
  return null;
}

/** Letters, digits, dots and hyphens with an optional port, or a bracketed IPv6 literal; or no Host at all. */
const VALID_HOST = /^(?:[A-Za-z0-9._-]*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Shopper pages are the same bytes for every visitor (per-visitor parts are client islands), so a shared
 * cache (CDN, deploy/nginx.conf) may keep them. Next's own ISR header (`s-maxage=60,
 * stale-while-revalidate=<a year>`) would let a cache show a page up to a minute old after an owner's
 * edit, and a year-old one after a quiet spell; instead: fresh for 2 s, then served stale for up to a
 * minute while one request refreshes it. Next's own cache still renders the page only when it changed.
 * Requests carrying a session cookie get `private`: what a signed-in visitor receives stays out of shared
 * caches even if a page ever shows something personal. Dashboard, account and checkout pages keep Next's
 * header (private, no-store); sitemap.xml and robots.txt send their own.
 */
const SHOPPER_PAGE = /^\/(?:$|products\/?$|product\/|category\/|collections\/|pages\/)/;
const STOREFRONT_CACHE_CONTROL = "public, s-maxage=2, stale-while-revalidate=60";
const SESSION_COOKIE = /(?:^|;\s*)(?:sb_session|sb_customer_[a-z0-9]+)=/;

function storefrontCacheControl(request: NextRequest, rest: string, currency: string | null): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!SHOPPER_PAGE.test(rest)) return null;
  // A shared cache keys by URL, and a currency's page has the default's URL: only the default is shared.
  if (currency) return "private, no-cache";
  return SESSION_COOKIE.test(request.headers.get("cookie") ?? "") ? "private, no-cache" : STOREFRONT_CACHE_CONTROL;
}

/**
 * Display currencies (record 0159). The pages that show prices vary by the shopper's currency cookie; any ISO-shaped
 * code goes into the route (the page falls back to the store's currency when the store does not offer it), so
 * a made-up code costs a cache entry per page at most, never a render per visitor.
 */
const CURRENCY_COOKIE = "sb_currency";
const CURRENCY_CODE = /^[A-Z]{3}$/;
const CURRENCY_PAGE = /^\/(?:$|products\/?$|product\/|category\/|collections\/|pages\/|checkout\/?$)/;
const YEAR_SECONDS = 365 * 24 * 3600;

/** `?currency=USD`: remember it (a year, this store's paths) and show the same URL without it; `?currency=` forgets it. */
function currencyRedirect(request: NextRequest, asked: string, basePath: string): NextResponse {
  const url = request.nextUrl.clone();
  url.searchParams.delete("currency");
  const response = NextResponse.redirect(url, 307);
  const code = asked.trim().toUpperCase();
  const path = basePath || "/";
  if (CURRENCY_CODE.test(code)) response.cookies.set(CURRENCY_COOKIE, code, { path, maxAge: YEAR_SECONDS, sameSite: "lax" });
  else response.cookies.set(CURRENCY_COOKIE, "", { path, maxAge: 0 });
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

/** Shopper pages, where `?lang=` switches the language (the dashboard's own `?lang=` is its own). */
const LANGUAGE_PAGE = /^\/(?:$|products\/?$|product\/|category\/|collections\/|pages\/|checkout|customer\/|order\/|gift-cards)/;

/** `?lang=`: redirect to `{store}/{lang}{rest}` (a listed code) or `{store}{rest}` (anything else), the rest of the query kept. */
function languageRedirect(request: NextRequest, asked: string, storeBase: string, rest: string): NextResponse {
  const url = request.nextUrl.clone();
  url.searchParams.delete("lang");
  const lang = languagePrefix(`/${asked.trim()}`)?.lang ?? null;
  const path = rest === "/" ? "" : rest;
  url.pathname = lang ? `${storeBase}/${lang}${path}` : `${storeBase}${path}` || "/";
  const response = NextResponse.redirect(url, 307);
  response.cookies.set("sb_lang", lang ?? "default", { path: storeBase || "/", maxAge: YEAR_SECONDS, sameSite: "lax" });
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|assets/|uploads/|favicon.ico).*)"],
};
