import type { QueryFunction } from "@tanstack/react-query";

/**
 * The one client fetcher (TanStack Query's client is in ./client.ts, so islands that only fetch need not
 * download it), so every screen handles errors, retries and store addressing the same way:
 *  - relative paths go to the page's own origin with cookies; JSON in, JSON out;
 *  - a non-OK response throws an error whose message is "{status}: {body text or status text}";
 *  - in path mode (/store/{slug}/…) /api paths are sent as /store/{slug}/api/… so the proxy resolves the
 *    same store as the page (see ARCHITECTURE.md, "The path of a request").
 */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = "HttpError";
  }
  /** The server's `{ message }` when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
  get fieldErrors(): Record<string, string> | undefined {
    try {
      return (JSON.parse(this.bodyText) as { errors?: Record<string, string> }).errors;
    } catch {
      return undefined;
    }
  }
}

/** The message to show a user for any thrown error: the server's message when it sent one. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof HttpError) return err.serverMessage ?? fallback;
  return fallback;
}

/**
 * The store's prefix of the page's path (`/store/demo` in path mode, "" on a store host), with the page's language
 * prefix when there is one (`/store/demo/hi`, `/hi`: issue 44), so API calls and navigations stay in the language
 * (an order placed through `/hi/api/orders` is confirmed in Hindi). A first segment is the language prefix when it is
 * the page's language, which the store's layout sets on `<html lang>`.
 */
export function storeBasePath(pathname?: string, pageLanguage?: string): string {
  const p = pathname ?? (typeof window !== "undefined" ? window.location.pathname : "");
  const m = /^\/store\/([a-z0-9-]+)(?:\/|$)/.exec(p);
  const base = m ? `/store/${m[1]}` : "";
  const lang = /^\/([a-z]{2,3}(?:-[A-Z]{2})?)(?:\/|$)/.exec(p.slice(base.length))?.[1];
  const current = pageLanguage ?? (typeof document !== "undefined" ? document.documentElement.lang : "");
  return lang && lang === current ? `${base}/${lang}` : base;
}

export function apiUrl(path: string): string {
  if (!path.startsWith("/api")) return path;
  return `${storeBasePath()}${path}`;
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new HttpError(res.status, text);
  }
}

/**
 * A new Idempotency-Key: a random UUID (v4). The checkout keys each attempt of POST /api/orders with one
 * (components/checkout/attempt-key.ts); ./client.ts's `attemptKey` keys each attempt of a mutation.
 */
export function newAttemptKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === "function") return c.randomUUID();
  // randomUUID exists only in secure contexts; a custom domain served over plain http is not one.
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Methods that may be sent twice with the effect of once (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);
const repeatable = new WeakSet<object>();

/**
 * Whether the request that threw `err` may be sent again as it was: its method is idempotent by nature, or it
 * carried an Idempotency-Key (the server then does it once however often it arrives). The query client's
 * mutation retry asks this (./client.ts); a POST without a key is never repeated blindly (issue 37).
 */
export function mayRepeat(err: unknown): boolean {
  return typeof err === "object" && err !== null && repeatable.has(err);
}

/**
 * `headers` adds request headers; `idempotencyKey` sends one as `Idempotency-Key` (./client.ts's
 * `attemptKey` makes one per attempt, shared by that attempt's retry).
 */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  init?: { headers?: Record<string, string>; idempotencyKey?: string },
): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const headers: Record<string, string> = {
    ...(body !== undefined && !isForm ? { "Content-Type": "application/json" } : {}),
    ...init?.headers,
    ...(init?.idempotencyKey ? { "Idempotency-Key": init.idempotencyKey } : {}),
  };
  const keyed = Object.keys(headers).some((h) => h.toLowerCase() === "idempotency-key");
  try {
    const res = await fetch(apiUrl(path), {
      method,
      credentials: "include",
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    await throwIfNotOk(res);
    if (res.status === 204) return undefined as T;
    const type = res.headers.get("content-type") ?? "";
    return (type.includes("application/json") ? await res.json() : await res.text()) as T;
  } catch (err) {
    if ((keyed || IDEMPOTENT_METHODS.has(method.toUpperCase())) && typeof err === "object" && err !== null) repeatable.add(err);
    throw err;
  }
}

/** The default query function: a key from lib/http/query-keys.ts is [store, ...path parts], fetched as GET of the joined parts. */
export function getQueryFn<T>({ on401 }: { on401: "throw" | "returnNull" }): QueryFunction<T | null> {
  return async ({ queryKey: key }) => {
    const path = key.slice(1).join("/");
    const res = await fetch(apiUrl(path), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
