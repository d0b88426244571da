import { describe, expect, it } from "vitest";
import { normalizeHost, resolveHost } from "./resolve-host";
import { basePathFor, decodeTenantKey, encodeTenantKey } from "./tenant-key";

const r = (host: string, pathname = "/", rootDomain = "localhost") => resolveHost({ host, pathname, rootDomain });

describe("resolveHost", () => {
  it("takes the store from a /store/{slug} path prefix on any host", () => {
    expect(r("localhost:3000", "/store/demo")).toEqual({ kind: "path", slug: "demo", rest: "/" });
    expect(r("localhost:3000", "/store/demo/product/mug")).toEqual({ kind: "path", slug: "demo", rest: "/product/mug" });
    expect(r("example.com", "/store/my-shop/", "example.com")).toEqual({ kind: "path", slug: "my-shop", rest: "/" });
  });

  it("does not treat malformed /store paths as a store", () => {
    expect(r("localhost", "/store/").kind).toBe("platform");
    expect(r("localhost", "/store/Demo").kind).toBe("platform");
    expect(r("localhost", "/storefront").kind).toBe("platform");
  });

  it("takes the first label under the root domain", () => {
    expect(r("demo.localhost:3000")).toEqual({ kind: "subdomain", slug: "demo", rest: "/" });
    expect(r("gadgets.shops.example.com", "/products", "shops.example.com")).toEqual({
      kind: "subdomain",
      slug: "gadgets",
      rest: "/products",
    });
    expect(r("DEMO.Example.COM", "/", "example.com")).toMatchObject({ kind: "subdomain", slug: "demo" });
  });

  it("uses the first label when there are several under the root", () => {
    expect(r("a.b.example.com", "/", "example.com")).toMatchObject({ kind: "subdomain", slug: "a" });
  });

  it("ignores www, localhost, the bare root and reserved labels", () => {
    expect(r("localhost:3000").kind).toBe("platform");
    expect(r("www.localhost").kind).toBe("platform");
    expect(r("example.com", "/", "example.com").kind).toBe("platform");
    expect(r("www.example.com", "/", "example.com").kind).toBe("platform");
    expect(r("api.example.com", "/", "example.com").kind).toBe("platform");
  });

  it("ignores IP addresses", () => {
    expect(r("127.0.0.1:3000").kind).toBe("platform");
    expect(r("10.1.2.3").kind).toBe("platform");
    expect(r("[::1]:3000").kind).toBe("platform");
  });

  it("ignores internal hosts", () => {
    expect(r("web:3000", "/", "example.com").kind).toBe("platform");
    expect(r("app.svc.cluster.local", "/", "example.com").kind).toBe("platform");
    expect(r("host.docker.internal", "/", "example.com").kind).toBe("platform");
  });

  it("treats other public hosts as custom domains", () => {
    expect(r("shop.acme.io:443", "/cart", "example.com")).toEqual({ kind: "domain", domain: "shop.acme.io", rest: "/cart" });
  });

  it("handles a missing host", () => {
    expect(r("").kind).toBe("platform");
    expect(normalizeHost(undefined)).toBe("");
  });
});

describe("tenant key", () => {
  it("round-trips every mode", () => {
    for (const ref of [
      { mode: "path", slug: "demo" },
      { mode: "subdomain", slug: "gadgets" },
      { mode: "domain", domain: "shop.acme.io" },
    ] as const) {
      expect(decodeTenantKey(encodeTenantKey(ref))).toEqual(ref);
    }
  });
  it("rejects garbage", () => {
    expect(decodeTenantKey("x.demo")).toBeNull();
    expect(decodeTenantKey("p.Demo")).toBeNull();
    expect(decodeTenantKey("p.")).toBeNull();
    expect(decodeTenantKey(null)).toBeNull();
    // A host that cannot be URI-decoded names no store rather than throwing.
    expect(decodeTenantKey("d.a%zz.example")).toBeNull();
  });
  it("gives a base path only in path mode", () => {
    expect(basePathFor({ mode: "path", slug: "demo" })).toBe("/store/demo");
    expect(basePathFor({ mode: "subdomain", slug: "demo" })).toBe("");
  });
});
