/**
 * The pure rules of redirects (issue 45, record 0149): what a `from` and a `to` may be, how both are written down,
 * and how a request path finds its target. Free of server code: the proxy, the service and the dashboard's form
 * read the same rules.
 */

export const MAX_REDIRECTS_PER_STORE = 20_000;
export const MAX_PATH_LENGTH = 1000;

/** Paths a redirect may not take away from the store: the API, Next's files, shared files, the dashboard. */
const RESERVED = /^\/(?:api|_next|uploads|assets|t|tenant-dashboard)(?:\/|$)/;

/** The hosts of one store, to tell "an absolute URL of this store" from one of another host. */
export type StoreHosts = {
  /** The store's slug: `{slug}.{rootDomain}` and `{rootDomain}/store/{slug}` name it. */
  slug: string;
  /** Its subdomain label (`{subdomain}.{rootDomain}`), when it differs from the slug. */
  subdomain?: string | null;
  rootDomain: string;
  /** Its verified custom domain, if any. */
  customDomain: string | null;
};

export type Checked = { ok: true; value: string } | { ok: false; message: string };

const bad = (message: string): Checked => ({ ok: false, message });

/**
 * A path as stored and looked up: percent-encoded as browsers send it, lower case (slugs are), no trailing "/"
 * (except the root), dot segments resolved, no query or fragment.
 */
export function normalizePath(path: string): string {
  const u = new URL(path, "http://x");
  let p = u.pathname.toLowerCase();
  while (p.length > 1 && p.endsWith("/")) p = p.slice(0, -1);
  return p;
}

/**
 * The language prefix of a request path (none yet: the i18n issue adds `/{locale}` here). Redirects are stored
 * without it; the proxy looks the rest up and puts the prefix back on the target, so one redirect serves every
 * language.
 */
export function splitLocalePrefix(path: string): { prefix: string; path: string } {
  return { prefix: "", path };
}

/** An owner's `from`: a path of the store (a full URL of this store is reduced to its path). */
export function checkFrom(input: string, hosts: StoreHosts): Checked {
  const raw = input.trim();
  if (!raw) return bad("Enter the old path");
  if (raw.length > MAX_PATH_LENGTH) return bad(`At most ${MAX_PATH_LENGTH} characters`);
  let path: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith("//")) {
    const own = ownPath(raw, hosts);
    if (own === null) return bad("The old path must be a path of this store");
    path = own;
  } else path = raw.startsWith("/") ? raw : `/${raw}`;
  if (/[?#]/.test(path)) return bad("The old path cannot have a query or fragment");
  let normalized: string;
  try {
    normalized = normalizePath(path);
  } catch {
    return bad("Not a valid path");
  }
  if (normalized === "/") return bad("The home page cannot be redirected");
  if (RESERVED.test(normalized)) return bad("This path belongs to the platform and cannot be redirected");
  return { ok: true, value: normalized };
}

/**
 * An owner's `to`: a path of the store, or an absolute URL of this store (kept as its path); another host is
 * refused. The query is kept; the fragment too (a browser follows it).
 */
export function checkTo(input: string, hosts: StoreHosts): Checked {
  const raw = input.trim();
  if (!raw) return bad("Enter where the path goes");
  if (raw.length > MAX_PATH_LENGTH) return bad(`At most ${MAX_PATH_LENGTH} characters`);
  let target: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith("//")) {
    const own = ownPath(raw, hosts);
    if (own === null) return bad("The target must be a path or an address of this store");
    target = own;
  } else target = raw.startsWith("/") ? raw : `/${raw}`;
  let u: URL;
  try {
    u = new URL(target, "http://x");
  } catch {
    return bad("Not a valid path");
  }
  if (u.host !== "x") return bad("The target must be a path or an address of this store");
  let p = u.pathname;
  if (p.length > 1 && p.endsWith("/")) p = p.replace(/\/+$/, "") || "/";
  if (RESERVED.test(p.toLowerCase()) && !/^\/uploads\//.test(p)) return bad("The target cannot be a platform path");
  return { ok: true, value: `${p}${u.search}${u.hash}` };
}

/** The path of an absolute URL of this store (its store prefix removed), or null for any other address. */
function ownPath(raw: string, hosts: StoreHosts): string | null {
  let u: URL;
  try {
    u = new URL(raw.startsWith("//") ? `http:${raw}` : raw);
  } catch {
    return null;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return null;
  if (u.username || u.password) return null;
  const host = u.hostname.toLowerCase();
  const root = hosts.rootDomain.toLowerCase().replace(/:\d+$/, "");
  const rest = `${u.search}${u.hash}`;
  if ((hosts.customDomain && host === hosts.customDomain.toLowerCase()) || host === `${hosts.slug}.${root}` || (hosts.subdomain && host === `${hosts.subdomain}.${root}`)) return `${u.pathname}${rest}`;
  if (host === root || host === `www.${root}`) {
    const prefix = `/store/${hosts.slug}`;
    if (u.pathname === prefix || u.pathname === `${prefix}/`) return `/${rest}`;
    if (u.pathname.startsWith(`${prefix}/`)) return `${u.pathname.slice(prefix.length)}${rest}`;
  }
  return null;
}

/** The path part of a stored target (what a chain continues from). */
export function targetPath(to: string): string {
  return normalizePath(to.replace(/[?#].*$/, "") || "/");
}

/**
 * Where a request path goes, or null: the map holds collapsed targets (one read). The request's query is kept
 * unless the target has its own. `basePath` is the store's prefix in path mode (`/store/{slug}`), empty on its
 * own host.
 */
export function resolveRedirect(map: ReadonlyMap<string, string>, requestPath: string, search: string, basePath: string): string | null {
  if (map.size === 0) return null;
  const { prefix, path } = splitLocalePrefix(requestPath);
  let key: string;
  try {
    key = normalizePath(path);
  } catch {
    return null;
  }
  const to = map.get(key);
  if (to === undefined) return null;
  const keepQuery = search && !to.includes("?") ? search : "";
  const withQuery = to.includes("#") ? to.replace("#", `${keepQuery}#`) : `${to}${keepQuery}`;
  const full = `${basePath}${prefix}${withQuery === "/" && (basePath || prefix) ? "" : withQuery}`;
  return full || "/";
}
