import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { requestOrigin } from "./request-origin";

const h = (host: string, extra: Record<string, string> = {}) => new Headers({ host, ...extra });
const store = (customDomain: string | null = null, verified = true) => ({
  basePath: "",
  row: { slug: "demo", subdomain: "demo", customDomain, customDomainVerifiedAt: verified ? new Date() : null },
});

describe("the origin a requester used (answers to that requester, never mail)", () => {
  beforeAll(() => {
    process.env.ROOT_DOMAIN = "shops.test";
    delete process.env.PUBLIC_PROTOCOL;
    delete process.env.PUBLIC_PORT;
    resetEnvCache();
  });
  afterAll(() => {
    delete process.env.ROOT_DOMAIN;
    resetEnvCache();
  });

  it("is the host the shopper used: subdomain, verified custom domain, or the platform with /store/{slug}", () => {
    expect(requestOrigin(h("demo.shops.test"), "https://demo.shops.test/api/orders", store())).toBe("https://demo.shops.test");
    expect(requestOrigin(h("shop.example.com"), "https://shop.example.com/api/orders", store("shop.example.com"))).toBe("https://shop.example.com");
    expect(requestOrigin(h("shops.test:8443"), "https://shops.test:8443/api/orders", { ...store(), basePath: "/store/demo" })).toBe("https://shops.test:8443/store/demo");
  });

  it("never believes a host that names neither this store nor the platform (reset-link poisoning)", () => {
    expect(requestOrigin(h("6.6.6.6"), "http://6.6.6.6/api/auth/forgot-password", null)).toBe("https://shops.test");
    expect(requestOrigin(h("evil.test"), "http://evil.test/api/customers/forgot-password", store())).toBe("https://demo.shops.test");
    expect(requestOrigin(h("other.shops.test"), "http://other.shops.test/api/customers/forgot-password", store())).toBe("https://demo.shops.test");
    expect(requestOrigin(h("shop.example.com"), "http://shop.example.com/x", store("shop.example.com", false))).toBe("https://demo.shops.test");
  });
});
