import { describe, expect, it } from "vitest";
import { storeHref } from "./store-link";

describe("storeHref", () => {
  it("prefixes store paths in path mode", () => {
    expect(storeHref("/store/demo", "/products")).toBe("/store/demo/products");
    expect(storeHref("/store/demo", "/")).toBe("/store/demo");
    expect(storeHref("/store/demo", "pages/about")).toBe("/store/demo/pages/about");
  });
  it("keeps host-root links on a subdomain", () => {
    expect(storeHref("", "/products")).toBe("/products");
    expect(storeHref("", null)).toBe("/");
  });
  it("leaves absolute and special links alone", () => {
    expect(storeHref("/store/demo", "https://instagram.com")).toBe("https://instagram.com");
    expect(storeHref("/store/demo", "mailto:a@b.c")).toBe("mailto:a@b.c");
    expect(storeHref("/store/demo", "#top")).toBe("#top");
  });
  it("refuses script URLs", () => {
    expect(storeHref("", "javascript:alert(1)")).toBe("#");
    expect(storeHref("", " JavaScript:alert(1)")).toBe("#");
    expect(storeHref("", "data:text/html,x")).toBe("#");
  });
});
