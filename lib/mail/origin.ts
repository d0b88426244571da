import { isIP } from "node:net";
import { getEnv } from "@/lib/env";

/**
 * Every link a mail carries is built here, from configuration only (record 0125). A request's Host,
 * X-Forwarded-Host or port never reaches a mailed link: a password-reset link on a host the requester chose
 * hands the token to whoever runs that host (a store's custom domain, a forged Host, `localhost:99999`).
 *
 * - Staff and admin mail (resets, invitations, notices): the platform's origin, ROOT_DOMAIN with
 *   PUBLIC_PROTOCOL and PUBLIC_PORT; a staff reset asked for through a store's host still links here.
 * - Shopper mail: the store's canonical host, its verified custom domain (the caller passes it only when
 *   its proof is fresh: lib/tenancy's `mailAddressOf`) or its subdomain under ROOT_DOMAIN; when ROOT_DOMAIN
 *   is an IP address there are no subdomains, so the platform origin with `/store/{slug}` (path mode).
 */
export type LinkTarget = { kind: "platform" } | { kind: "store"; slug: string; customDomain: string | null };

export const PLATFORM: LinkTarget = { kind: "platform" };

function scheme(): "http" | "https" {
  const env = getEnv();
  const local = env.ROOT_DOMAIN === "localhost" || env.ROOT_DOMAIN.endsWith(".localhost") || isIP(env.ROOT_DOMAIN) !== 0;
  return env.PUBLIC_PROTOCOL ?? (local ? "http" : "https");
}

function portSuffix(proto: "http" | "https"): string {
  const port = getEnv().PUBLIC_PORT;
  if (!port || (proto === "http" && port === 80) || (proto === "https" && port === 443)) return "";
  return `:${port}`;
}

/** The origin (scheme, host, port, and `/store/{slug}` in path mode) the links of a target start with. */
export function originOf(to: LinkTarget): string {
  const env = getEnv();
  const proto = scheme();
  const root = env.ROOT_DOMAIN;
  if (to.kind === "platform") return `${proto}://${root.includes(":") ? `[${root}]` : root}${portSuffix(proto)}`;
  // A custom domain is served on the scheme's default port (the owner's DNS points at the platform's proxy).
  if (to.customDomain) return `${proto}://${to.customDomain.toLowerCase()}`;
  if (isIP(root) !== 0) return `${originOf(PLATFORM)}/store/${encodeURIComponent(to.slug)}`;
  return `${proto}://${to.slug}.${root}${portSuffix(proto)}`;
}

/**
 * An absolute link for a mail: the target's origin, then `path` (which must start with "/"), then `query`.
 * The one function every template's links come from (tests/integration/mail-link-security.test.ts).
 */
export function mailLink(to: LinkTarget, path = "/", query?: Record<string, string>): string {
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error(`A mail link's path must start with one "/": ${path}`);
  const url = new URL(`${originOf(to)}${path}`);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  return url.toString();
}
