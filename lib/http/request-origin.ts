import { requestHost } from "@/lib/client-address";
import { getEnv } from "@/lib/env";
import { originOf, PLATFORM } from "@/lib/mail/origin";

type HeadersLike = { get(name: string): string | null };

/** The store a request was for, as far as its origin cares. */
export type OriginStore = {
  basePath: string;
  row: { slug: string; subdomain: string; customDomain: string | null; customDomainVerifiedAt: Date | null };
};

/**
 * The origin the requester used (the store's subdomain, its verified custom domain, or the platform host
 * with `/store/{slug}`), for absolute URLs in an answer to that same requester (the product CSV's image
 * URLs). Never for a mail: a mailed link comes from configuration only (lib/mail/origin.ts, record 0125).
 * Only a host naming this store or the platform is believed; anything else gets the configured origin.
 * Scheme: PUBLIC_PROTOCOL, else what a trusted proxy says, else the URL's.
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
  if (!ours || !/^[a-z0-9.-]+(:\d+)?$/.test(host)) return originOf(store ? { kind: "store", slug: store.row.slug, customDomain: null } : PLATFORM);
  const forwarded = env.TRUST_PROXY_HOPS > 0 ? headers.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  const proto = env.PUBLIC_PROTOCOL ?? (forwarded === "https" || forwarded === "http" ? forwarded : new URL(url).protocol.replace(":", ""));
  return `${proto}://${host}${basePath}`;
}

