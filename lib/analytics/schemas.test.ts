import { describe, expect, it } from "vitest";
import { isBot } from "./bots";
import { funnelCsvRows, parseBeacon } from "./schemas";

const V = "0123456789abcdef0123456789abcdef";

describe("parseBeacon", () => {
  it("takes the script's body", () => {
    expect(parseBeacon(JSON.stringify({ s: "store", t: "add_to_cart", v: V }))).toEqual({ storeId: "store", type: "add_to_cart", visitorId: V });
    expect(parseBeacon(JSON.stringify({ s: "store", t: "page_view" }))).toEqual({ storeId: "store", type: "page_view", visitorId: null });
  });
  it("names what is wrong", () => {
    expect(parseBeacon("{")).toMatchObject({ field: "body" });
    expect(parseBeacon("[]")).toMatchObject({ field: "body" });
    expect(parseBeacon(JSON.stringify({ t: "page_view" }))).toMatchObject({ field: "s" });
    expect(parseBeacon(JSON.stringify({ s: "x", t: "purchase" }))).toMatchObject({ field: "t", error: "Unknown event type" });
    expect(parseBeacon(JSON.stringify({ s: "x", t: "page_view", v: "ABC" }))).toMatchObject({ field: "v" });
  });
});

describe("isBot", () => {
  it("leaves crawlers, headless browsers and HTTP libraries out, not browsers", () => {
    expect(isBot("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1")).toBe(false);
    expect(isBot("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(false);
    for (const ua of ["Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", "facebookexternalhit/1.1", "Mozilla/5.0 HeadlessChrome/142.0.0.0 Safari/537.36", "python-requests/2.32", "", null]) expect(isBot(ua)).toBe(true);
  });
});

describe("funnelCsvRows", () => {
  it("gives each step with its rates, empty where the base is zero", () => {
    const rows = funnelCsvRows({ from: "2026-11-01", to: "2026-11-30", sessions: 0, productViews: 0, addToCarts: 0, checkoutsStarted: 0, orders: 0, conversionRate: 0 });
    expect(rows.map((r) => r[0])).toEqual(["sessions", "product_views", "add_to_carts", "checkouts_started", "orders"]);
    expect(rows[4]).toEqual(["orders", "0", "", ""]);
  });
});
