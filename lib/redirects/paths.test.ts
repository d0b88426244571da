import { describe, expect, it } from "vitest";
import { checkFrom, checkTo, normalizePath, resolveRedirect, targetPath } from "./paths";

const hosts = { slug: "demo", subdomain: "demo", rootDomain: "localhost", customDomain: "shop.example.com" };

describe("redirect paths", () => {
  it("normalises a path: lower case, encoded, no trailing slash, dot segments resolved", () => {
    expect(normalizePath("/Product/Old-Mug/")).toBe("/product/old-mug");
    expect(normalizePath("/a/../b")).toBe("/b");
    expect(normalizePath("/café")).toBe("/caf%c3%a9");
    expect(targetPath("/products?sort=price#top")).toBe("/products");
  });

  it("takes a store path or an absolute URL of the store as from; refuses the platform's paths and other hosts", () => {
    expect(checkFrom("old-page", hosts)).toEqual({ ok: true, value: "/old-page" });
    expect(checkFrom("https://shop.example.com/Old/", hosts)).toEqual({ ok: true, value: "/old" });
    expect(checkFrom("http://localhost/store/demo/old", hosts)).toEqual({ ok: true, value: "/old" });
    expect(checkFrom("http://demo.localhost:3000/old", hosts)).toEqual({ ok: true, value: "/old" });
    for (const bad of ["/api/products", "/api", "/_next/static/x.js", "https://evil.example/x", "http://localhost/store/other/x", "/", "/x?y=1", "javascript:alert(1)", ""]) {
      expect([bad, checkFrom(bad, hosts).ok]).toEqual([bad, false]);
    }
  });

  it("takes a store path or an absolute URL of the same store as to, with its query; refuses other hosts", () => {
    expect(checkTo("/product/new?utm=1", hosts)).toEqual({ ok: true, value: "/product/new?utm=1" });
    expect(checkTo("https://shop.example.com/pages/about/", hosts)).toEqual({ ok: true, value: "/pages/about" });
    expect(checkTo("http://localhost:3000/store/demo", hosts)).toEqual({ ok: true, value: "/" });
    for (const bad of ["https://evil.example/", "//evil.example/x", "http://localhost/store/gadgets/x", "/api/tenant", "mailto:a@b.c"]) {
      expect([bad, checkTo(bad, hosts).ok]).toEqual([bad, false]);
    }
  });

  it("resolves a request path in one map read, in path and host mode, keeping the query unless the target has one", () => {
    const map = new Map([
      ["/product/old", "/product/new"],
      ["/sale", "/collections/sale?sort=price"],
      ["/gone", "/"],
    ]);
    expect(resolveRedirect(map, "/product/old", "", "")).toBe("/product/new");
    expect(resolveRedirect(map, "/Product/Old/", "?utm=x", "/store/demo")).toBe("/store/demo/product/new?utm=x");
    expect(resolveRedirect(map, "/sale", "?utm=x", "")).toBe("/collections/sale?sort=price");
    expect(resolveRedirect(map, "/gone", "", "/store/demo")).toBe("/store/demo");
    expect(resolveRedirect(map, "/gone", "", "")).toBe("/");
    expect(resolveRedirect(map, "/product/other", "", "")).toBeNull();
    expect(resolveRedirect(new Map(), "/product/old", "", "")).toBeNull();
  });
});
