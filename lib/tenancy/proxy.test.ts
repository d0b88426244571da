import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

// The proxy's redirect lookup reads the store's redirects (tests/integration/redirects.test.ts covers it): none here.
vi.mock("@/lib/redirects/lookup", () => ({ findRedirect: async () => null }));
import { encodeListingToken } from "@/lib/storefront/listing-url";
import { isHostileRequestTarget, isHostileUrl } from "@/lib/hostile-url";
import { proxy } from "@/proxy";

async function run(url: string, headers: Record<string, string> = {}) {
  const u = new URL(url);
  const req = new NextRequest(url, { headers: { host: u.host, ...headers } });
  const res = await proxy(req);
  const rewrite = res.headers.get("x-middleware-rewrite");
  return {
    rewrite: rewrite ? new URL(rewrite).pathname + new URL(rewrite).search : null,
    tenantHeader: res.headers.get("x-middleware-request-x-sb-tenant"),
    overridden: (res.headers.get("x-middleware-override-headers") ?? "").split(","),
  };
}

describe("proxy", () => {
  it("rewrites subdomain pages into the store tree", async () => {
    expect((await run("http://demo.localhost:3000/pages/about?x=1")).rewrite).toBe("/t/s.demo/pages/about?x=1");
    expect((await run("http://demo.localhost:3000/")).rewrite).toBe("/t/s.demo");
  });

  it("moves a listing's canonical query into the path, so each listing is a cached page", async () => {
    const token = (search: string) => encodeListingToken(search);
    expect((await run("http://demo.localhost:3000/products")).rewrite).toBe("/t/s.demo/products/q_");
    expect((await run("http://demo.localhost:3000/products?page=2&sort=price-asc&utm_source=x")).rewrite).toBe(`/t/s.demo/products/${token("sort=price-asc&page=2")}`);
    expect((await run("http://localhost:3000/store/demo/category/apparel/men?order=desc")).rewrite).toBe(`/t/p.demo/category/${token("order=desc")}/apparel/men`);
    expect((await run("http://demo.localhost:3000/collections/summer?page=3")).rewrite).toBe(`/t/s.demo/collections/summer/${token("page=3")}`);
    // The router's cache-busting parameter stays; nothing else of the query does.
    expect((await run("http://demo.localhost:3000/products?_rsc=abc&search=mug")).rewrite).toBe(`/t/s.demo/products/${token("search=mug")}?_rsc=abc`);
  });

  it("sends blank GET-form fields and 'clear' to the tidy listing URL", async () => {
    const req = new NextRequest("http://localhost:3000/store/demo/products?search=&min=&sort=price-desc&clear=1", { headers: { host: "localhost:3000" } });
    const res = await proxy(req);
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get("location")!).pathname + new URL(res.headers.get("location")!).search).toBe("/store/demo/products?sort=price-desc");
  });

  it("rewrites path-mode pages and API calls", async () => {
    expect((await run("http://localhost:3000/store/demo/product/mug")).rewrite).toBe("/t/p.demo/product/mug");
    const api = await run("http://localhost:3000/store/demo/api/products?status=active");
    expect(api.rewrite).toBe("/api/products?status=active");
    expect(api.tenantHeader).toBe("p.demo");
  });

  it("tags subdomain and custom-domain API calls with the store", async () => {
    expect((await run("http://gadgets.localhost:3000/api/tenant")).tenantHeader).toBe("s.gadgets");
    expect((await run("http://shop.acme.io/api/tenant")).tenantHeader).toBe("d.shop.acme.io");
  });

  it("strips a forged store header on platform requests", async () => {
    const r = await run("http://localhost:3000/api/tenant", { "x-sb-tenant": "p.demo" });
    expect(r.rewrite).toBeNull();
    expect(r.tenantHeader).toBeNull();
    expect(r.overridden).not.toContain("x-sb-tenant");
  });

  it("replaces a forged store header on store requests", async () => {
    expect((await run("http://demo.localhost:3000/api/tenant", { "x-sb-tenant": "s.gadgets" })).tenantHeader).toBe("s.demo");
  });

  it("refuses direct requests to the internal store tree", async () => {
    expect((await run("http://localhost:3000/t/s.demo")).rewrite).toBe("/_blocked-tenant-tree");
    expect((await run("http://localhost:3000/t/p.demo/products")).rewrite).toBe("/_blocked-tenant-tree");
  });

  it("serves shared files from the host root in path mode", async () => {
    expect((await run("http://localhost:3000/store/demo/uploads/a.png")).rewrite).toBe("/uploads/a.png");
  });
  it("answers 400 to a Host that is not a host name, instead of failing later", async () => {
    const req = new NextRequest("http://localhost:3000/", { headers: { host: "a%zz.example" } });
    expect((await proxy(req)).status).toBe(400);
    expect((await proxy(new NextRequest("http://localhost:3000/", { headers: { host: "demo.localhost:3000" } }))).status).toBe(200);
  });

  it("answers 400 to a path or query that does not decode, or decodes to a NUL, in every mode", async () => {
    const status = async (url: string) => (await proxy(new NextRequest(url, { headers: { host: new URL(url).host } }))).status;
    for (const url of [
      "http://localhost:3000/%E0%A4%A",
      "http://localhost:3000/store/demo/%",
      "http://localhost:3000/store/demo/products/%ZZ",
      "http://demo.localhost:3000/products/%ZZ",
      "http://demo.localhost:3000/products?search=%00",
      "http://demo.localhost:3000/category/a%00b",
      "http://localhost:3000/store/demo/collections/x?page=%",
      "http://localhost:3000/store/demo/api/products?search=%E0%A4",
      "http://demo.localhost:3000/pages/%ED%A0%80", // an encoded lone surrogate
      "http://localhost:3000/login?next=%C0%AF", // an overlong "/"
      "http://shop.acme.io/product/x%00",
    ]) {
      expect([url, await status(url)]).toEqual([url, 400]);
    }
    // Well-formed escapes, "+" and "%25" (a literal "%") pass.
    expect(await status("http://demo.localhost:3000/product/caf%C3%A9?x=a+b")).toBe(200);
    expect(await status("http://demo.localhost:3000/products?search=100%25")).toBe(200);
  });

  it("decides hostility on the raw URL, piece by piece", async () => {
    expect(isHostileUrl("/a/%", "")).toBe(true);
    expect(isHostileUrl("/a", "?q=%zz")).toBe(true);
    expect(isHostileUrl("/a", "?%00=1")).toBe(true);
    expect(isHostileUrl("/a", "?q=%F0%9F%98%80&r=a%26b")).toBe(false);
    expect(isHostileUrl("/%F0%9F%98%80", "?q=a+b=c")).toBe(false);
    expect(isHostileUrl("/", "")).toBe(false);
    expect(isHostileRequestTarget("/uploads/%E0%A4%A")).toBe(true);
    expect(isHostileRequestTarget("/products?search=%ZZ")).toBe(true);
    expect(isHostileRequestTarget("/products?search=100%25&x=%C3%A9")).toBe(false);
  });
});
