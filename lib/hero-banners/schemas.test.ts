import { describe, expect, it } from "vitest";
import { heroBannerInputSchema, heroBannerUpdateSchema, IMAGE_LIMIT_MESSAGE } from "./schemas";

describe("hero banner inputs", () => {
  it("accepts the three layouts with up to six images per device type", () => {
    const six = Array.from({ length: 6 }, (_, i) => `/uploads/t/${i}.png`);
    for (const layout of ["full-rectangular", "half-rectangular", "half-square"]) {
      expect(heroBannerInputSchema.safeParse({ layout, desktopImages: six, mobileImages: six }).success).toBe(true);
    }
    expect(heroBannerInputSchema.safeParse({ layout: "half-square-left" }).success).toBe(false);
  });

  it("refuses a seventh image with the shoppers' message, and unsafe image URLs", () => {
    const seven = Array.from({ length: 7 }, (_, i) => `/uploads/t/${i}.png`);
    const r = heroBannerUpdateSchema.safeParse({ mobileImages: seven });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(IMAGE_LIMIT_MESSAGE);
    for (const url of ["javascript:alert(1)", "//evil.example/x.png", "/../etc/passwd", "data:image/png;base64,AAAA"]) {
      expect(heroBannerUpdateSchema.safeParse({ desktopImages: [url] }).success, url).toBe(false);
    }
  });

  it("drops unknown keys (a layout change or a tenant id) on update", () => {
    const r = heroBannerUpdateSchema.parse({ isActive: true, layout: "half-square", tenantId: "x" });
    expect(r).toEqual({ isActive: true });
  });

  it("takes store paths and http(s) URLs as the button link, nothing else", () => {
    expect(heroBannerUpdateSchema.safeParse({ buttonUrl: "/collections/new" }).success).toBe(true);
    expect(heroBannerUpdateSchema.safeParse({ buttonUrl: "https://example.com/sale" }).success).toBe(true);
    expect(heroBannerUpdateSchema.safeParse({ buttonUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(heroBannerUpdateSchema.safeParse({ buttonUrl: "//evil.example" }).success).toBe(false);
  });
});
