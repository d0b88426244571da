import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, getQueryFn, HttpError, makeQueryClient, storeBasePath } from "./client";

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
    expect(m.retry).toBe(1);
  });
});
