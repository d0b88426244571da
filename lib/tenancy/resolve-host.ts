import { IGNORED_HOST_LABELS, RESERVED_SLUGS, isInternalHost } from "./reserved";

/**
 * Which store a request is for. Pure: no I/O, so the proxy can call it on
 * every request and tests can pin every case.
 *  - `/store/{slug}/…` names the store in the path (path mode), on any host;
 *  - otherwise `{slug}.{rootDomain}` names it by its first label (subdomain mode);
 *  - any other public host is looked up as a store's custom domain;
 *  - www, localhost, IP addresses and internal hosts name no store (the platform).
 */
export type Resolution =
  | { kind: "path"; slug: string; rest: string }
  | { kind: "subdomain"; slug: string; rest: string }
  | { kind: "domain"; domain: string; rest: string }
  | { kind: "platform"; rest: string };

const PATH_RE = /^\/store\/([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\/.*)?$/;
const IPV4_RE = /^\d{1,3}(\.\d{1,3}){3}$/;

export function normalizeHost(rawHost: string | null | undefined): string {
  if (!rawHost) return "";
  let host = rawHost.trim().toLowerCase();
  if (host.startsWith("[")) {
    // IPv6 literal, with or without a port
    const end = host.indexOf("]");
    return end === -1 ? host : host.slice(0, end + 1);
  }
  host = host.replace(/:\d+$/, "");
  return host.replace(/\.$/, "");
}

export function isIpAddress(host: string): boolean {
  return IPV4_RE.test(host) || host.startsWith("[") || host.includes(":");
}

export function resolveHost(input: { host: string | null | undefined; pathname: string; rootDomain: string }): Resolution {
  const pathname = input.pathname || "/";
  const m = PATH_RE.exec(pathname);
  if (m) return { kind: "path", slug: m[1], rest: m[2] || "/" };

  const host = normalizeHost(input.host);
  const root = normalizeHost(input.rootDomain);
  if (!host || isIpAddress(host) || IGNORED_HOST_LABELS.has(host)) return { kind: "platform", rest: pathname };
  if (host === root || host === `www.${root}`) return { kind: "platform", rest: pathname };

  if (root && host.endsWith(`.${root}`)) {
    const label = host.slice(0, -(root.length + 1)).split(".")[0];
    if (!label || IGNORED_HOST_LABELS.has(label) || RESERVED_SLUGS.has(label)) return { kind: "platform", rest: pathname };
    return { kind: "subdomain", slug: label, rest: pathname };
  }

  if (isInternalHost(host)) return { kind: "platform", rest: pathname };
  return { kind: "domain", domain: host, rest: pathname };
}
