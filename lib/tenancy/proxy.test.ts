import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

function run(url: string, headers: Record<string, string> = {}) {
  const u = new URL(url);
  const req = new NextRequest(url, { headers: { host: u.host, ...headers } });
  const res = proxy(req);
  const rewrite = res.headers.get("x-middleware-rewrite");
  return {
    rewrite: rewrite ? new URL(rewrite).pathname + new URL(rewrite).search : null,
    tenantHeader: res.headers.get("x-middleware-request-x-sb-tenant"),
    overridden: (res.headers.get("x-middleware-override-headers") ?? "").split(","),
  };
}

describe("proxy", () => {
  it("rewrites subdomain pages into the store tree", () => {
    expect(run("http://demo.localhost:3000/products?sort=price").rewrite).toBe("/t/s.demo/products?sort=price");
    expect(run("http://demo.localhost:3000/").rewrite).toBe("/t/s.demo");
  });

  it("rewrites path-mode pages and API calls", () => {
    expect(run("http://localhost:3000/store/demo/product/mug").rewrite).toBe("/t/p.demo/product/mug");
    const api = run("http://localhost:3000/store/demo/api/products?status=active");
    expect(api.rewrite).toBe("/api/products?status=active");
    expect(api.tenantHeader).toBe("p.demo");
  });

  it("tags subdomain and custom-domain API calls with the store", () => {
    expect(run("http://gadgets.localhost:3000/api/tenant").tenantHeader).toBe("s.gadgets");
    expect(run("http://shop.acme.io/api/tenant").tenantHeader).toBe("d.shop.acme.io");
  });

  it("strips a forged store header on platform requests", () => {
    const r = run("http://localhost:3000/api/tenant", { "x-sb-tenant": "p.demo" });
    expect(r.rewrite).toBeNull();
    expect(r.tenantHeader).toBeNull();
    expect(r.overridden).not.toContain("x-sb-tenant");
  });

  it("replaces a forged store header on store requests", () => {
    expect(run("http://demo.localhost:3000/api/tenant", { "x-sb-tenant": "s.gadgets" }).tenantHeader).toBe("s.demo");
  });

  it("refuses direct requests to the internal store tree", () => {
    expect(run("http://localhost:3000/t/s.demo").rewrite).toBe("/_blocked-tenant-tree");
    expect(run("http://localhost:3000/t/p.demo/products").rewrite).toBe("/_blocked-tenant-tree");
  });

  it("serves shared files from the host root in path mode", () => {
    expect(run("http://localhost:3000/store/demo/uploads/a.png").rewrite).toBe("/uploads/a.png");
  });
  it("answers 400 to a Host that is not a host name, instead of failing later", () => {
    const req = new NextRequest("http://localhost:3000/", { headers: { host: "a%zz.example" } });
    expect(proxy(req).status).toBe(400);
    expect(proxy(new NextRequest("http://localhost:3000/", { headers: { host: "demo.localhost:3000" } })).status).toBe(200);
  });
});
