import { requestHost } from "@/lib/client-address";
import { getEnv } from "@/lib/env";

type HeadersLike = { get(name: string): string | null };

/**
 * The origin a mail's links use: the host the shopper used (subdomain, custom domain, or the platform
 * host with `/store/{slug}`), captured at the request that causes the mail. The proxy already resolved
 * the store from this very host, so it is the store's own. Scheme: PUBLIC_PROTOCOL, else what a trusted
 * proxy says, else the URL's.
 */
export function requestOrigin(headers: HeadersLike, url: string, basePath = ""): string {
  const env = getEnv();
  const host = requestHost(headers) || new URL(url).host;
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
  const platform = requestOrigin(headers, url);
  return (slug) => {
    const u = new URL(platform);
    return `${u.protocol}//${slug}.${u.host}`;
  };
}
