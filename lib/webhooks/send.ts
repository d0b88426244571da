import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { isPublicAddress } from "@/lib/storage/remote-image";

/**
 * One POST of a webhook delivery to its receiver, guarded as lib/storage/remote-image.ts guards an import's image
 * fetch (record 0146):
 * - unless private URLs are allowed (WEBHOOKS_ALLOW_PRIVATE_URLS, tests and self-hosted), https only, and every
 *   address the host resolves to must be public; the connection goes to the address checked (DNS pinned);
 * - redirects are never followed: a 3xx is an answer like any non-2xx (a failed attempt);
 * - the whole attempt (DNS, connect, answer, body) has `timeoutMs`; the answer's body is read to `maxBytes` (1 KB)
 *   and the connection closed past it, so a 10 MB answer costs 1 KB.
 * Never throws: `{ ok, status, error, excerpt, durationMs }`.
 */
export type SendResult = { ok: boolean; status: number | null; error: string | null; excerpt: string | null; durationMs: number };

export type SendOptions = {
  timeoutMs: number;
  allowPrivate: boolean;
  maxBytes?: number;
  /** Tests only: the resolver (default the system's). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
};

class Refused extends Error {}

/** Whether `raw` may be a webhook's URL at all (checked when it is saved; the address is checked at each send). */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Enter a valid URL";
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) return allowPrivate ? "The URL must start with http:// or https://" : "The URL must start with https://";
  if (url.username || url.password) return "The URL must not contain a user name or password";
  if (!url.hostname) return "The URL has no host";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && (net.isIP(host) ? !isPublicAddress(host) : /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i.test(host))) return "The URL must be a public address";
  return null;
}

async function resolveChecked(url: URL, o: SendOptions): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = net.isIP(host);
  let addresses: { address: string; family: number }[];
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await (o.resolve ?? ((h: string) => dnsLookup(h, { all: true, verbatim: true })))(host);
    } catch {
      throw new Refused(`The host ${host} could not be found`);
    }
    if (!addresses.length) throw new Refused(`The host ${host} could not be found`);
  }
  if (!o.allowPrivate && !addresses.every((a) => isPublicAddress(a.address))) throw new Refused("The URL resolves to a private or local address");
  return addresses[0];
}

function pinnedLookup(address: string, family: number): net.LookupFunction {
  return ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (opts?.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  }) as unknown as net.LookupFunction;
}

function networkMessage(err: unknown): string {
  const code = (err as NodeJS.ErrnoException)?.code ?? "";
  if (code === "ECONNREFUSED") return "Connection refused";
  if (code === "ECONNRESET") return "Connection reset";
  if (code === "EHOSTUNREACH" || code === "ENETUNREACH") return "Host unreachable";
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code)) return "The receiver's HTTPS certificate is not valid";
  if (code.startsWith("HPE_")) return "The receiver did not answer as an HTTP server";
  return `Connection failed${code ? ` (${code})` : ""}: ${(err as Error)?.message ?? String(err)}`.slice(0, 300);
}

export async function sendWebhook(rawUrl: string, headers: Record<string, string>, body: string, o: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const maxBytes = o.maxBytes ?? 1024;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeoutMessage = `No answer within ${o.timeoutMs >= 1000 ? `${o.timeoutMs / 1000} s` : `${o.timeoutMs} ms`}`;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new Refused(timeoutMessage));
    }, o.timeoutMs);
  });
  deadline.catch(() => {});
  const got: { status: number | null; excerpt: string | null } = { status: null, excerpt: null };
  const run = async (): Promise<void> => {
    const problem = urlProblem(rawUrl, o.allowPrivate);
    if (problem) throw new Refused(problem);
    const url = new URL(rawUrl);
    const to = await resolveChecked(url, o);
    if (abort.signal.aborted) throw new Refused(timeoutMessage);
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = (url.protocol === "https:" ? https : http).request(url, {
        method: "POST",
        agent: false,
        lookup: pinnedLookup(to.address, to.family),
        signal: abort.signal,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "StoreBuilder-Webhooks/1.0",
          "accept-encoding": "identity",
        },
      });
      req.once("response", (r) => {
        r.on("error", () => {});
        resolve(r);
      });
      req.on("error", reject);
      req.end(body);
    });
    got.status = res.statusCode ?? 0;
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of res as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= maxBytes) break;
      }
    } catch {
      // A body cut by the receiver: the status is what counts.
    }
    res.destroy();
    // Text for a text column: PostgreSQL refuses NUL, which a binary answer may hold.
    got.excerpt = Buffer.concat(chunks).subarray(0, maxBytes).toString("utf8").replaceAll("\u0000", "");
  };
  let error: string | null = null;
  try {
    await Promise.race([run(), deadline]);
  } catch (err) {
    error = err instanceof Refused ? err.message : abort.signal.aborted ? timeoutMessage : networkMessage(err);
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
  const durationMs = Math.round(performance.now() - started);
  const { status, excerpt } = got;
  const ok = !error && status !== null && status >= 200 && status <= 299;
  if (!error && !ok) error = status !== null && status >= 300 && status < 400 ? `Answered ${status} (redirects are not followed)` : `Answered ${status}`;
  return { ok, status, error, excerpt, durationMs };
}
