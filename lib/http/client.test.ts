import { afterEach, describe, expect, it, vi } from "vitest";
import { MutationObserver } from "@tanstack/react-query";
import { apiRequest, attemptKey, getQueryFn, HttpError, makeQueryClient, mayRepeat, retryMutation, storeBasePath } from "./client";

afterEach(() => vi.unstubAllGlobals());

describe("client fetcher", () => {
  it("raises '{status}: {body}' for a non-OK response", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response('{"message":"Invalid email or password"}', { status: 401 })));
    const err = (await apiRequest("POST", "/api/auth/login", { email: "a@b.c" }).catch((e: unknown) => e)) as HttpError;
    expect(err).toBeInstanceOf(HttpError);
    expect(err.message).toBe('401: {"message":"Invalid email or password"}');
    expect(err.serverMessage).toBe("Invalid email or password");
  });

  it("uses the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 500, statusText: "Internal Server Error" })));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("500: Internal Server Error");
  });

  it("sends JSON with cookies", async () => {
    const f = vi.fn(async (..._args: unknown[]) => Response.json({ ok: true }));
    vi.stubGlobal("fetch", f);
    await apiRequest("POST", "/api/customers/login", { email: "x" });
    const init = f.mock.calls[0][1] as RequestInit;
    expect(init.credentials).toBe("include");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(init.body).toBe('{"email":"x"}');
  });

  it("query function joins the key after the store and can return null on 401", async () => {
    const f = vi.fn(async (..._args: unknown[]) => new Response("", { status: 401 }));
    vi.stubGlobal("fetch", f);
    const fn = getQueryFn({ on401: "returnNull" });
    const out = await fn({ queryKey: ["demo", "/api/products", "abc"] } as never);
    expect(out).toBeNull();
    expect(f.mock.calls[0][0]).toBe("/api/products/abc");
  });

  it("finds the store base path in path mode only", () => {
    expect(storeBasePath("/store/demo/products")).toBe("/store/demo");
    expect(storeBasePath("/store/demo")).toBe("/store/demo");
    expect(storeBasePath("/products")).toBe("");
    // The page's language prefix (issue 44) when it is the page's language (<html lang>), never another first segment.
    expect(storeBasePath("/store/demo/hi/checkout", "hi")).toBe("/store/demo/hi");
    expect(storeBasePath("/hi/checkout", "hi")).toBe("/hi");
    expect(storeBasePath("/pt-BR", "pt-BR")).toBe("/pt-BR");
    expect(storeBasePath("/hi/checkout", "en")).toBe("");
    expect(storeBasePath("/store/demo/products", "en")).toBe("/store/demo");
  });

  it("query defaults: 3 retries, 30 s freshness, no refetch on focus", () => {
    const qc = makeQueryClient();
    const q = qc.getDefaultOptions().queries!;
    const m = qc.getDefaultOptions().mutations!;
    expect(q.staleTime).toBe(30_000);
    expect(q.refetchOnWindowFocus).toBe(false);
    expect(q.retryDelay).toBe(1000);
    const retry = q.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new Error("x"))).toBe(true);
    expect(retry(3, new Error("x"))).toBe(false);
    expect(retry(0, new HttpError(404, "Store Not Found"))).toBe(false);
    expect(m.retry).toBe(retryMutation);
  });
});

describe("mutations never retry blindly (issue 37)", () => {
  const fail = (status: number) => vi.fn(async (..._args: unknown[]) => new Response('{"message":"x"}', { status }));
  const caught = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);

  it("a POST without a key is not repeated; with a key, or PUT/DELETE, it may be after a lost answer or a 5xx", async () => {
    vi.stubGlobal("fetch", fail(503));
    const plain = await caught(apiRequest("POST", "/api/orders/1/refund", {}));
    expect(mayRepeat(plain)).toBe(false);
    expect(retryMutation(0, plain)).toBe(false);
    const keyed = await caught(apiRequest("POST", "/api/orders/1/refund", {}, { idempotencyKey: "k-1" }));
    expect(retryMutation(0, keyed)).toBe(true);
    expect(retryMutation(1, keyed)).toBe(false);
    expect(retryMutation(0, await caught(apiRequest("PUT", "/api/x", {})))).toBe(true);
    expect(retryMutation(0, await caught(apiRequest("DELETE", "/api/x")))).toBe(true);
    // The network failed (no answer at all): keyed, it is repeated.
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(retryMutation(0, await caught(apiRequest("POST", "/api/x", {}, { headers: { "Idempotency-Key": "k" } })))).toBe(true);
    expect(retryMutation(0, await caught(apiRequest("POST", "/api/x", {})))).toBe(false);
    // A 4xx is the server's answer: shown, not repeated.
    vi.stubGlobal("fetch", fail(422));
    expect(retryMutation(0, await caught(apiRequest("POST", "/api/x", {}, { idempotencyKey: "k" })))).toBe(false);
  });

  it("the retry of an attempt sends that attempt's key; the next attempt sends a new one", async () => {
    const keys: (string | null)[] = [];
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: unknown, init?: RequestInit) => {
        keys.push(new Headers(init?.headers).get("idempotency-key"));
        calls += 1;
        // The first request's answer is lost (a 503 stands for it); its retry and the next attempt succeed.
        return calls === 1 ? new Response("busy", { status: 503 }) : Response.json({ ok: true });
      }),
    );
    const qc = makeQueryClient();
    qc.setDefaultOptions({ ...qc.getDefaultOptions(), mutations: { ...qc.getDefaultOptions().mutations, retryDelay: 0 } });
    const observer = new MutationObserver(qc, {
      mutationFn: (_v: void, ctx) => apiRequest("POST", "/api/orders/1/refund", {}, { idempotencyKey: attemptKey(ctx) }),
    });
    await observer.mutate();
    await observer.mutate();
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
