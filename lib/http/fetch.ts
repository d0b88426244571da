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

export function storeBasePath(pathname?: string): string {
  const p = pathname ?? (typeof window !== "undefined" ? window.location.pathname : "");
  const m = /^\/store\/([a-z0-9-]+)(?:\/|$)/.exec(p);
  return m ? `/store/${m[1]}` : "";
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

/** `headers` adds request headers (the checkout's Idempotency-Key). */
export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown, init?: { headers?: Record<string, string> }): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const res = await fetch(apiUrl(path), {
    method,
    credentials: "include",
    headers: { ...(body !== undefined && !isForm ? { "Content-Type": "application/json" } : {}), ...init?.headers },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? await res.json() : await res.text()) as T;
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
