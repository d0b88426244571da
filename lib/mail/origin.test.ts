import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { mailLink, originOf, PLATFORM } from "./origin";

const KEYS = ["ROOT_DOMAIN", "PUBLIC_PROTOCOL", "PUBLIC_PORT"] as const;
function config(v: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const k of KEYS) {
    if (v[k] === undefined) delete process.env[k];
    else process.env[k] = v[k];
  }
  resetEnvCache();
}

const store = (customDomain: string | null = null) => ({ kind: "store" as const, slug: "demo", customDomain });

describe("the links of a mail come from configuration", () => {
  afterEach(() => config({}));

  it("staff mail: the platform origin, ROOT_DOMAIN with PUBLIC_PROTOCOL and PUBLIC_PORT", () => {
    config({ ROOT_DOMAIN: "shops.test" });
    expect(mailLink(PLATFORM, "/reset-password", { token: "abc" })).toBe("https://shops.test/reset-password?token=abc");
    config({ ROOT_DOMAIN: "localhost", PUBLIC_PORT: "3000" });
    expect(mailLink(PLATFORM, "/reset-password", { token: "abc" })).toBe("http://localhost:3000/reset-password?token=abc");
    config({ ROOT_DOMAIN: "shops.test", PUBLIC_PROTOCOL: "https", PUBLIC_PORT: "443" });
    expect(originOf(PLATFORM)).toBe("https://shops.test");
    config({ ROOT_DOMAIN: "shops.test", PUBLIC_PROTOCOL: "http", PUBLIC_PORT: "8080" });
    expect(originOf(PLATFORM)).toBe("http://shops.test:8080");
  });

  it("shopper mail: the verified custom domain, else the subdomain, else (ROOT_DOMAIN an IP) path mode", () => {
    config({ ROOT_DOMAIN: "shops.test", PUBLIC_PORT: "3000" });
    expect(mailLink(store(), "/order/1")).toBe("https://demo.shops.test:3000/order/1");
    expect(mailLink(store("Shop.Example.com"), "/customer/reset-password", { token: "t" })).toBe("https://shop.example.com/customer/reset-password?token=t");
    config({ ROOT_DOMAIN: "10.0.0.5", PUBLIC_PORT: "3000" });
    expect(mailLink(store(), "/order/1")).toBe("http://10.0.0.5:3000/store/demo/order/1");
  });

  it("a port outside 1-65535 cannot be configured (no link on localhost:99999)", () => {
    process.env.ROOT_DOMAIN = "localhost";
    process.env.PUBLIC_PORT = "99999";
    resetEnvCache();
    expect(() => originOf(PLATFORM)).toThrow(/PUBLIC_PORT/);
  });

  it("refuses a path that is not one absolute path (a protocol-relative path names another host)", () => {
    config({ ROOT_DOMAIN: "shops.test" });
    expect(() => mailLink(PLATFORM, "//evil.test/x")).toThrow();
    expect(() => mailLink(PLATFORM, "evil")).toThrow();
    expect(mailLink(PLATFORM, "/a", { token: "x y&z" })).toBe("https://shops.test/a?token=x+y%26z");
  });
});
