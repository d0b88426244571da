import { requestHost } from "@/lib/client-address";
import { getEnv } from "@/lib/env";

type HeadersLike = { get(name: string): string | null };

/** The store a request was for, as far as its mail's links care. */
export type OriginStore = {
  basePath: string;
  row: { slug: string; subdomain: string; customDomain: string | null; customDomainVerifiedAt: Date | null };
};

/**
 * The origin a mail's links use: the host the shopper used (the store's subdomain, its custom domain, or
 * the platform host with `/store/{slug}`), captured at the request that causes the mail. Only a host that
 * names this store or the platform is believed: anything else (an IP, a forged Host that still reached
 * the platform) would put a password-reset token in a link to someone else's server, so it falls back to
 * the canonical address. Scheme: PUBLIC_PROTOCOL, else what a trusted proxy says, else the URL's.
 */
export function requestOrigin(headers: HeadersLike, url: string, store: OriginStore | null = null): string {
  const env = getEnv();
  const host = (requestHost(headers) || new URL(url).host).toLowerCase();
  const name = host.replace(/:\d+$/, "");
  const root = env.ROOT_DOMAIN;
  const basePath = store?.basePath ?? "";
  const ours = store
    ? name === root ||
      name === `${store.row.subdomain}.${root}` ||
      name === `${store.row.slug}.${root}` ||
      (!!store.row.customDomain && !!store.row.customDomainVerifiedAt && name === store.row.customDomain.toLowerCase())
    : name === root || name === `www.${root}`;
  if (!ours || !/^[a-z0-9.-]+(:\d+)?$/.test(host)) return store ? defaultStoreOrigin(store.row.slug) : defaultPlatformOrigin();
  const forwarded = env.TRUST_PROXY_HOPS > 0 ? headers.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  const proto = env.PUBLIC_PROTOCOL ?? (forwarded === "https" || forwarded === "http" ? forwarded : new URL(url).protocol.replace(":", ""));
  return `${proto}://${host}${basePath}`;
}

/** A store's own address when no request gave one (scheduled mail): its subdomain under ROOT_DOMAIN. */
export function defaultStoreOrigin(slug: string): string {
  const env = getEnv();
  const local = env.ROOT_DOMAIN === "localhost" || env.ROOT_DOMAIN.endsWith(".localhost");
  const proto = env.PUBLIC_PROTOCOL ?? (local ? "http" : "https");
  const port = env.PUBLIC_PORT && !((proto === "http" && env.PUBLIC_PORT === 80) || (proto === "https" && env.PUBLIC_PORT === 443)) ? `:${env.PUBLIC_PORT}` : "";
  return `${proto}://${slug}.${env.ROOT_DOMAIN}${port}`;
}

/** The platform's own address (staff mail with no request behind it). */
export function defaultPlatformOrigin(): string {
  const env = getEnv();
  const local = env.ROOT_DOMAIN === "localhost";
  const proto = env.PUBLIC_PROTOCOL ?? (local ? "http" : "https");
  const port = env.PUBLIC_PORT ? `:${env.PUBLIC_PORT}` : "";
  return `${proto}://${env.ROOT_DOMAIN}${port}`;
}

/**
 * A new store's address as the platform request's host names it: `{slug}.{host}` with the host's port
 * (registration happens on the platform host; the store lives on its subdomain).
 */
export function subdomainOriginOf(headers: HeadersLike, url: string): (slug: string) => string {
  const platform = requestOrigin(headers, url, null);
  return (slug) => {
    const u = new URL(platform);
    return `${u.protocol}//${slug}.${u.host}`;
  };
}
