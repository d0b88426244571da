import { describe, expect, it } from "vitest";
import { ruleForPath } from "@/lib/dashboard-sections";
import { areasOf, holdsScope, normalizeScopes, scopesFor } from "./scopes";
import { displayPrefix, hashApiToken, newApiToken, parseApiToken } from "./token";

describe("token scopes (record 0145)", () => {
  it("a route's scope comes from its permission: GET reads, anything else writes; a list is any of them", () => {
    expect(scopesFor("GET", "orders")).toEqual(["read_orders"]);
    expect(scopesFor("POST", "products")).toEqual(["write_products"]);
    expect(scopesFor("DELETE", ["staff", "orders", "products"])).toEqual(["write_orders", "write_products"]);
    for (const rule of ["member", "owner", "staff", "apps", undefined] as const) expect(scopesFor("GET", rule)).toEqual([]);
  });

  it("write_ implies read_, not the other way", () => {
    expect(holdsScope(["write_orders"], "read_orders")).toBe(true);
    expect(holdsScope(["read_orders"], "write_orders")).toBe(false);
    expect(holdsScope(["write_products"], "read_orders")).toBe(false);
    expect(normalizeScopes(["read_orders", "write_orders", "read_products", "bogus"])).toEqual(["read_products", "write_orders"]);
    expect(areasOf(["write_orders", "read_reports"])).toEqual(["orders", "reports"]);
  });

  it("the token names its store and is kept as a hash", () => {
    const store = "7f3c2a10-4b5e-4c6d-8e9f-0a1b2c3d4e5f";
    const t = newApiToken(store);
    expect(t.token).toMatch(/^sb_[A-Za-z0-9_-]{65}$/);
    expect(parseApiToken(t.token)).toEqual({ storeId: store });
    expect(t.hash).toBe(hashApiToken(t.token));
    expect(t.prefix).toBe(displayPrefix(t.token));
    expect(t.token.startsWith(t.prefix.slice(0, -1))).toBe(true);
    expect(parseApiToken("sb_short")).toBeNull();
    expect(parseApiToken(`xx_${t.token.slice(3)}`)).toBeNull();
    expect(newApiToken(store).token).not.toBe(t.token);
  });

  it("the Apps and API page needs `apps`", () => {
    expect(ruleForPath("/t/abc/apps-settings")).toBe("apps");
    expect(ruleForPath("/store/demo/apps-settings")).toBe("apps");
  });
});
