import { getEnv } from "@/lib/env";

/**
 * The address a request came from, for per-address limits. `X-Forwarded-For` is written by whoever
 * sends the request, so it is only believed for as many hops as TRUST_PROXY_HOPS says there are proxies
 * of ours in front of the app (nginx, a load balancer). With the default 0 it is ignored and the TCP
 * peer counts, so a client cannot pick a new address per request nor pin a victim's address.
 *
 * Next keeps a client-sent X-Forwarded-For as it is and drops the socket's address, so the server
 * records the peer itself (PEER_HEADER, overwritten on every request by installPeerAddressHeader in
 * lib/peer-address.ts). The header is read only in a process where that hook is installed; without
 * it (e.g. `next dev` with no instrumentation) every caller shares one "unknown" address, which still
 * limits but never trusts input.
 */
export const PEER_HEADER = "x-sb-peer";

const g = globalThis as unknown as { __sbPeerHeaderTrusted?: boolean };

/** Marks the peer header as the server's own (the HTTP hook, or a test harness that sets it per request). */
export function trustPeerHeader(on = true) {
  g.__sbPeerHeaderTrusted = on;
}

type HeadersLike = { get(name: string): string | null };

/** Normalises "::ffff:1.2.3.4" to "1.2.3.4" and bounds the length, so keys stay small and comparable. */
function clean(addr: string): string {
  const a = addr.trim().slice(0, 100);
  return a.startsWith("::ffff:") && a.includes(".") ? a.slice(7) : a;
}

export function clientAddress(headers: HeadersLike, hops = getEnv().TRUST_PROXY_HOPS): string {
  const peerRaw = g.__sbPeerHeaderTrusted ? headers.get(PEER_HEADER) : null;
  const peer = peerRaw ? clean(peerRaw) : "unknown";
  if (hops <= 0) return peer;
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map(clean);
  // The chain as our own proxies saw it, the nearest last: each trusted hop vouches for the one before it.
  const chain = [...forwarded, peer];
  const i = chain.length - 1 - hops;
  return chain[Math.max(i, 0)];
}

/**
 * The host the client addressed, for the same-origin check of mutations. A proxy of ours that changes
 * Host says what it was in X-Forwarded-Host; a client can send that header too, so it is believed only
 * through TRUST_PROXY_HOPS trusted hops (deploy/nginx.conf overwrites it with the Host it received). Each
 * trusted hop either replaces the header or appends the host it saw, so the entry `hops` from the right
 * (the farthest one known when there are fewer) was written by our outermost proxy. With no trusted
 * hop, Host counts.
 */
export function requestHost(headers: HeadersLike, hops = getEnv().TRUST_PROXY_HOPS): string {
  const host = (headers.get("host") ?? "").trim().toLowerCase();
  if (hops <= 0) return host;
  const forwarded = (headers.get("x-forwarded-host") ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (forwarded.length === 0) return host;
  return forwarded[Math.max(forwarded.length - hops, 0)];
}
