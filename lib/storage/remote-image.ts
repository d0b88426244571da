import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { getEnv } from "@/lib/env";
import { sizeLabel, sniffImage, type ImageKind } from "./image";

/**
 * Fetch an image named by a URL in a merchant's CSV (the product importer's `Image Src`), without letting
 * that URL reach anything but the public internet (server-side request forgery):
 * - http and https only, no user name or password in the URL;
 * - the host is resolved here, every address it resolves to must be public (not loopback, private,
 *   link-local (cloud metadata at 169.254.169.254), CGNAT, multicast, reserved, ULA, or an IPv4 one of
 *   those wrapped in IPv6), and the connection goes to the address that was checked: the request's
 *   `lookup` answers that address, so a second DNS answer (rebinding) is never asked for;
 * - redirects are followed by hand, at most `maxRedirects`, each hop checked again;
 * - the body is read up to `maxBytes` (a larger Content-Length is refused before reading; a body that
 *   grows past the cap closes the connection at once), all of it within `timeoutMs` (DNS, connect,
 *   headers and body together);
 * - what arrived must be an image by its content (./image.ts sniffImage); an SVG is the sanitised copy.
 * Never throws for a bad URL, host or answer: `{ ok: false, message }` says what went wrong in words fit
 * for an import row.
 */

export type RemoteImage =
  | { ok: true; bytes: Uint8Array; ext: ImageKind["ext"]; contentType: string }
  | { ok: false; message: string };

export type RemoteImageOptions = {
  /** Largest image accepted; default UPLOAD_MAX_BYTES (as an upload). */
  maxBytes?: number;
  /** Time for the whole fetch, redirects included; default 10 s. */
  timeoutMs?: number;
  /** Allow private and local addresses; default IMAGE_FETCH_ALLOW_PRIVATE (tests and development only). */
  allowPrivate?: boolean;
  /** Redirects followed; default 3. */
  maxRedirects?: number;
  /** Tests only: the addresses refused (default: every non-public range, see BLOCKED). */
  blockList?: net.BlockList;
  /** Tests only: the resolver (default: the system's, as getaddrinfo answers). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
};

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NOT_AN_IMAGE = "The URL did not answer with an image (PNG, JPEG, GIF, WebP or SVG)";
const PRIVATE = "The image host is a private or local address";

/** Ranges no import may reach (IANA special-purpose registries). IPv4 inside IPv6 is checked as IPv4. */
const IPV4_BLOCKED: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];
const IPV6_BLOCKED: [string, number][] = [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: wraps any IPv4 address
  ["3fff::", 20], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

function defaultBlockList(): net.BlockList {
  const b = new net.BlockList();
  for (const [a, p] of IPV4_BLOCKED) b.addSubnet(a, p, "ipv4");
  for (const [a, p] of IPV6_BLOCKED) b.addSubnet(a, p, "ipv6");
  return b;
}
const BLOCKED = defaultBlockList();
/** Only global unicast IPv6 (2000::/3) is public at all; everything else is special or unassigned. */
const GLOBAL_UNICAST = new net.BlockList();
GLOBAL_UNICAST.addSubnet("2000::", 3, "ipv6");

/** The eight 16-bit words of a valid IPv6 address (net.isIP said 6). */
function ipv6Words(ip: string): number[] {
  let s = ip.replace(/%.*$/, "");
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number);
    s = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = s.includes("::") ? s.split("::") : [s, undefined];
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array<string>(8 - h.length - t.length).fill("0");
  return [...h, ...fill, ...t].map((w) => parseInt(w, 16));
}

/** The IPv4 address an IPv6 one carries and would reach: IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::/96). */
function embeddedIPv4(ip: string): string | null {
  const w = ipv6Words(ip);
  const zeros = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  const mapped = zeros(0, 5) && w[5] === 0xffff;
  const nat64 = w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6);
  if (!mapped && !nat64) return null;
  return [w[6] >> 8, w[6] & 0xff, w[7] >> 8, w[7] & 0xff].join(".");
}

/** Whether an import may connect to `ip`: a public unicast address. Anything that is not an IP address is not. */
export function isPublicAddress(ip: string, blocked: net.BlockList = BLOCKED): boolean {
  const family = net.isIP(ip);
  if (family === 4) return !blocked.check(ip, "ipv4");
  if (family !== 6) return false;
  const v4 = embeddedIPv4(ip);
  if (v4) return isPublicAddress(v4, blocked);
  return GLOBAL_UNICAST.check(ip, "ipv6") && !blocked.check(ip, "ipv6");
}

const seconds = (ms: number) => (ms >= 1000 ? `${Number((ms / 1000).toFixed(1))} s` : `${ms} ms`);

/** Thrown inside this module only: the answer for the row. */
class Refused extends Error {}

/** Parse and check one URL of the chain (the first, or a redirect's Location resolved against the previous). */
function checkUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    throw new Refused(base ? "The image URL redirected to an invalid address" : "The image URL is not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Refused(base ? "The image URL redirected to an address that is not http:// or https://" : "The image URL must start with http:// or https://");
  }
  if (url.username || url.password) throw new Refused("The image URL must not contain a user name or password");
  if (!url.hostname) throw new Refused("The image URL has no host");
  return url;
}

/** The address to connect to for `url`, checked. The host's every address must be public, not just one. */
async function resolveChecked(url: URL, o: Required<Pick<RemoteImageOptions, "allowPrivate">> & RemoteImageOptions): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = net.isIP(host);
  let addresses: { address: string; family: number }[];
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await (o.resolve ?? ((h: string) => dnsLookup(h, { all: true, verbatim: true })))(host);
    } catch {
      throw new Refused(`The image host ${host} could not be found`);
    }
    if (addresses.length === 0) throw new Refused(`The image host ${host} could not be found`);
  }
  if (!o.allowPrivate && !addresses.every((a) => isPublicAddress(a.address, o.blockList ?? BLOCKED))) throw new Refused(PRIVATE);
  return addresses[0];
}

/** A `lookup` for the request that answers the checked address and nothing else. */
function pinnedLookup(address: string, family: number): net.LookupFunction {
  return ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (opts?.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  }) as unknown as net.LookupFunction;
}

function get(url: URL, to: { address: string; family: number }, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const mod = url.protocol === "https:" ? https : http;
    const req = mod.request(url, {
      method: "GET",
      // A fresh connection each time: a pooled socket could be one opened to another address.
      agent: false,
      lookup: pinnedLookup(to.address, to.family),
      signal,
      headers: {
        accept: "image/png,image/jpeg,image/gif,image/webp,image/svg+xml,image/*;q=0.8",
        // Compressed bodies would not be sniffed, nor capped by their real size.
        "accept-encoding": "identity",
        "user-agent": "StoreBuilder-ImageImport/1.0",
      },
    });
    req.once("response", (res) => {
      // A reset after the answer was taken (the deadline, a body past the cap) is not an uncaught error.
      res.on("error", () => {});
      resolve(res);
    });
    // `on`, not `once`: a second error (the abort after a reset) must not go uncaught either.
    req.on("error", reject);
    req.end();
  });
}

/** Read the body up to `max` bytes; past it, destroy the connection at once. */
async function readCapped(res: http.IncomingMessage, max: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      res.destroy();
      throw new Refused(`The image is larger than ${sizeLabel(max)}`);
    }
    chunks.push(chunk);
  }
  if (!res.complete) throw new Refused("The image download was cut off");
  return new Uint8Array(Buffer.concat(chunks, size));
}

function networkMessage(err: unknown): string {
  const code = (err as NodeJS.ErrnoException)?.code ?? "";
  if (code === "ECONNREFUSED") return "The image host refused the connection";
  if (code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE" || /aborted/i.test(String((err as Error)?.message))) return "The image download was cut off";
  if (code === "EHOSTUNREACH" || code === "ENETUNREACH") return "The image host cannot be reached";
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code)) return "The image host's HTTPS certificate is not valid";
  if (code === "HPE_INVALID_CONSTANT" || code.startsWith("HPE_")) return "The image host did not answer as an HTTP server";
  return `The image could not be downloaded${code ? ` (${code})` : ""}`;
}

export async function fetchRemoteImage(url: string, options: RemoteImageOptions = {}): Promise<RemoteImage> {
  const env = getEnv();
  const o = {
    ...options,
    maxBytes: options.maxBytes ?? env.UPLOAD_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    allowPrivate: options.allowPrivate ?? env.IMAGE_FETCH_ALLOW_PRIVATE,
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
  };
  const timeoutMessage = `The image did not arrive within ${seconds(o.timeoutMs)}`;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // DNS cannot be cancelled: the deadline races it, and aborts the request and body read.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new Refused(timeoutMessage));
    }, o.timeoutMs);
  });
  deadline.catch(() => {});

  const run = async (): Promise<RemoteImage> => {
    let current = checkUrl(typeof url === "string" ? url : "");
    for (let hop = 0; ; hop++) {
      const to = await resolveChecked(current, o);
      if (abort.signal.aborted) throw new Refused(timeoutMessage);
      const res = await get(current, to, abort.signal);
      if (REDIRECTS.has(res.statusCode ?? 0)) {
        res.destroy();
        const location = res.headers.location;
        if (!location) throw new Refused(`The image URL answered ${res.statusCode} without saying where to`);
        if (hop >= o.maxRedirects) throw new Refused(`The image URL redirected more than ${o.maxRedirects} times`);
        current = checkUrl(location, current);
        continue;
      }
      const status = res.statusCode ?? 0;
      if (status < 200 || status > 299) {
        res.destroy();
        throw new Refused(`The image URL answered ${status}`);
      }
      const declared = Number(res.headers["content-length"] ?? "");
      if (Number.isFinite(declared) && declared > o.maxBytes) {
        res.destroy();
        throw new Refused(`The image is larger than ${sizeLabel(o.maxBytes)}`);
      }
      const bytes = await readCapped(res, o.maxBytes);
      const sniff = sniffImage(bytes);
      if (!sniff.ok) {
        throw new Refused(sniff.reason === "unsafe_svg" ? `The SVG at the URL cannot be used: it contains ${sniff.detail}` : NOT_AN_IMAGE);
      }
      return { ok: true, bytes: sniff.bytes ?? bytes, ext: sniff.kind.ext, contentType: sniff.kind.contentType };
    }
  };

  try {
    return await Promise.race([run(), deadline]);
  } catch (err) {
    if (err instanceof Refused) return { ok: false, message: err.message };
    if (abort.signal.aborted) return { ok: false, message: timeoutMessage };
    return { ok: false, message: networkMessage(err) };
  } finally {
    clearTimeout(timer);
    // Whatever is still open (a body being read when the deadline or an error came) closes now.
    abort.abort();
  }
}
