import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/redirects/lookup", () => ({ findRedirect: async () => null }));
import { encodeListingToken } from "@/lib/storefront/listing-url";
import { decodeTenantKey, variantOfKey, withVariant } from "@/lib/tenancy/tenant-key";
import { proxy } from "@/proxy";

async function run(url: string, headers: Record<string, string> = {}) {
  const u = new URL(url);
  const res = await proxy(new NextRequest(url, { headers: { host: u.host, ...headers } }));
  const rewrite = res.headers.get("x-middleware-rewrite");
  return { res, rewrite: rewrite ? new URL(rewrite).pathname + new URL(rewrite).search : null };
}

/** Display currencies in the route (record 0159). */
describe("proxy: display currency", () => {
  it("puts the cookie's currency into the page's tenant key, and answers it private", async () => {
    const a = await run("http://localhost:3000/store/demo/product/mug", { cookie: "sb_currency=USD" });
    expect(a.rewrite).toBe("/t/p.demo~c.USD/product/mug");
    expect(a.res.headers.get("cache-control")).toBe("private, no-cache");
    const b = await run("http://demo.localhost:3000/products?sort=price-asc", { cookie: "x=1; sb_currency=EUR" });
    expect(b.rewrite).toBe(`/t/s.demo~c.EUR/products/${encodeListingToken("sort=price-asc")}`);
    expect((await run("http://demo.localhost:3000/checkout", { cookie: "sb_currency=USD" })).rewrite).toBe("/t/s.demo~c.USD/checkout");
  });
  it("leaves the default pages shared, and ignores a malformed cookie", async () => {
    const a = await run("http://localhost:3000/store/demo/product/mug");
    expect(a.rewrite).toBe("/t/p.demo/product/mug");
    expect(a.res.headers.get("cache-control")).toContain("public");
    expect((await run("http://localhost:3000/store/demo/product/mug", { cookie: "sb_currency=usd%3Cx" })).rewrite).toBe("/t/p.demo/product/mug");
  });
  it("leaves the dashboard and APIs alone", async () => {
    expect((await run("http://localhost:3000/store/demo/tenant-dashboard", { cookie: "sb_currency=USD" })).rewrite).toBe("/t/p.demo/tenant-dashboard");
    expect((await run("http://localhost:3000/store/demo/api/products", { cookie: "sb_currency=USD" })).rewrite).toBe("/api/products");
  });
  it("?currency= sets the cookie for the store's paths and redirects to the URL without it", async () => {
    const { res } = await run("http://localhost:3000/store/demo/products?currency=usd&sort=price-asc");
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("http://localhost:3000/store/demo/products?sort=price-asc");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/sb_currency=USD/);
    expect(cookie).toMatch(/Path=\/store\/demo/);
    const cleared = (await run("http://demo.localhost:3000/?currency=")).res;
    expect(cleared.status).toBe(307);
    expect(cleared.headers.get("set-cookie")).toMatch(/sb_currency=;.*Max-Age=0/);
  });
  it("the key's variant leaves the store part intact", () => {
    expect(withVariant("p.demo", { currency: "USD" })).toBe("p.demo~c.USD");
    expect(withVariant("p.demo", { currency: null })).toBe("p.demo");
    expect(decodeTenantKey("p.demo~c.USD")).toEqual({ mode: "path", slug: "demo" });
    expect(decodeTenantKey("d.shop.example.com%7Ec.USD")).toEqual({ mode: "domain", domain: "shop.example.com" });
    expect(variantOfKey("p.demo%7Ec.USD")).toEqual({ currency: "USD", lang: null });
    expect(variantOfKey("p.demo~c.USD~l.pt-BR")).toEqual({ currency: "USD", lang: "pt-BR" });
    expect(variantOfKey("p.demo")).toEqual({ currency: null, lang: null });
  });
});
