import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

const redirects = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock("@/lib/redirects/lookup", () => ({
  // A store's old path answers with its new one under the base it is given (lib/redirects/paths resolveRedirect).
  findRedirect: async (...args: unknown[]) => {
    redirects.calls.push(args);
    const [, path, , base] = args as [string, string, string, string];
    return path === "/product/old-kurta" ? `${base}/product/cotton-kurta` : null;
  },
}));
import { languagePrefix } from "@/lib/i18n/prefix";
import { encodeListingToken } from "@/lib/storefront/listing-url";
import { proxy } from "@/proxy";

async function run(url: string, headers: Record<string, string> = {}) {
  const u = new URL(url);
  const res = await proxy(new NextRequest(url, { headers: { host: u.host, ...headers } }));
  const rewrite = res.headers.get("x-middleware-rewrite");
  return { res, rewrite: rewrite ? new URL(rewrite).pathname + new URL(rewrite).search : null, tenant: res.headers.get("x-middleware-request-x-sb-tenant") };
}

/** Storefront languages in the URL (issue 44 §1, record 0162). */
describe("proxy: language prefix", () => {
  it("takes a listed code off the path into the tenant key, in path and host mode", async () => {
    expect((await run("http://localhost:3000/store/demo/hi/products/")).rewrite).toBe(`/t/p.demo~l.hi/products/${encodeListingToken("")}`);
    expect((await run("http://demo.localhost:3000/hi/product/mug")).rewrite).toBe("/t/s.demo~l.hi/product/mug");
    expect((await run("http://demo.localhost:3000/ar")).rewrite).toBe("/t/s.demo~l.ar");
    expect((await run("http://demo.localhost:3000/pt-BR/pages/about")).rewrite).toBe("/t/s.demo~l.pt-BR/pages/about");
  });
  it("joins the currency in the key, and keeps the language's pages publicly cacheable", async () => {
    const a = await run("http://localhost:3000/store/demo/hi/product/mug", { cookie: "sb_currency=USD" });
    expect(a.rewrite).toBe("/t/p.demo~c.USD~l.hi/product/mug");
    const b = await run("http://localhost:3000/store/demo/hi/product/mug");
    expect(b.res.headers.get("cache-control")).toContain("public");
  });
  it("an API call under a prefix reaches /api with the language in the tenant header", async () => {
    const { rewrite, tenant } = await run("http://localhost:3000/store/demo/hi/api/orders");
    expect(rewrite).toBe("/api/orders");
    expect(tenant).toBe("p.demo~l.hi");
  });
  it("leaves what is not a listed code alone (a 404 or a page of its own)", async () => {
    expect((await run("http://demo.localhost:3000/xx/products")).rewrite).toBe("/t/s.demo/xx/products");
    expect((await run("http://demo.localhost:3000/pt-br/products")).rewrite).toBe("/t/s.demo/pt-br/products");
    expect(languagePrefix("/hindi")).toBeNull();
    expect(languagePrefix("/hi/")).toEqual({ lang: "hi", rest: "/" });
  });
  it("?lang= redirects to the same page in that language and remembers the choice", async () => {
    const a = (await run("http://localhost:3000/store/demo/product/mug?lang=hi&x=1")).res;
    expect(a.status).toBe(307);
    expect(a.headers.get("location")).toBe("http://localhost:3000/store/demo/hi/product/mug?x=1");
    expect(a.headers.get("set-cookie")).toMatch(/sb_lang=hi;.*Path=\/store\/demo/);
    const b = (await run("http://demo.localhost:3000/hi/products?lang=")).res;
    expect(b.headers.get("location")).toBe("http://demo.localhost:3000/products");
    const c = (await run("http://demo.localhost:3000/ar?lang=")).res;
    expect(c.headers.get("location")).toBe("http://demo.localhost:3000/");
    // The dashboard's own ?lang= (the Translate tab) is not a switch.
    expect((await run("http://demo.localhost:3000/language-settings?lang=hi")).res.status).not.toBe(307);
  });
  it("a redirect under a language prefix is looked up without it and answered in the language (issue 45's redirects)", async () => {
    const { res } = await run("http://localhost:3000/store/demo/hi/product/old-kurta");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("http://localhost:3000/store/demo/hi/product/cotton-kurta");
    expect(redirects.calls.at(-1)).toEqual(["p.demo", "/product/old-kurta", "", "/store/demo/hi"]);
    const host = (await run("http://demo.localhost:3000/ar/product/old-kurta")).res;
    expect(host.headers.get("location")).toBe("http://demo.localhost:3000/ar/product/cotton-kurta");
  });
});
