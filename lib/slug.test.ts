import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify } from "./slug";

describe("slugify", () => {
  it("lowercases and joins words with one hyphen", () => {
    expect(slugify("Classic Cotton T-Shirt")).toBe("classic-cotton-t-shirt");
  });
  it("collapses runs of non-alphanumerics and trims edge hyphens", () => {
    expect(slugify("  --Hello,   World!!  ")).toBe("hello-world");
    expect(slugify("50% off & more")).toBe("50-off-more");
  });
  it("strips accents", () => {
    expect(slugify("Crème Brûlée")).toBe("creme-brulee");
  });
  it("produces slugs that match the slug pattern", () => {
    expect(SLUG_PATTERN.test(slugify("A b C 1 2 3"))).toBe(true);
    expect(slugify("!!!")).toBe("");
  });
});
