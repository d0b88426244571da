import { describe, expect, it } from "vitest";
import { categoryCounts, deriveSlug, isExactPermutation, parentProblem, uniqueSlug } from "./rules";

describe("uniqueSlug", () => {
  it("keeps a free base and numbers collisions from 2", () => {
    expect(uniqueSlug("tee", [])).toBe("tee");
    expect(uniqueSlug("tee", ["tee"])).toBe("tee-2");
    expect(uniqueSlug("tee", ["tee", "tee-2", "tee-3"])).toBe("tee-4");
    expect(uniqueSlug("tee", ["tee-2"])).toBe("tee");
  });
});

describe("deriveSlug", () => {
  it("prefers an explicit slug, slugified", () => {
    expect(deriveSlug("Hand Picked!!", "Ignored", "x")).toBe("hand-picked");
    expect(deriveSlug("!!!", "Name", "x")).toBeNull();
  });
  it("falls back to the name, then to the fallback", () => {
    expect(deriveSlug("", "Summer Sale 2025", "x")).toBe("summer-sale-2025");
    expect(deriveSlug(null, "Crème brûlée", "x")).toBe("creme-brulee");
    expect(deriveSlug(undefined, "★★★", "fallback")).toBe("fallback");
  });
});

describe("parentProblem (two-level categories)", () => {
  const all = [
    { id: "a", parentId: null },
    { id: "a1", parentId: "a" },
    { id: "b", parentId: null },
  ];
  it("accepts a top-level parent", () => {
    expect(parentProblem(all, null, "a")).toBeNull();
    expect(parentProblem(all, "b", "a")).toBeNull();
  });
  it("refuses itself, unknown ids, subcategories, and nesting a category that has children", () => {
    expect(parentProblem(all, "b", "b")).toMatch(/own parent/);
    expect(parentProblem(all, null, "zzz")).toMatch(/not found/);
    expect(parentProblem(all, null, "a1")).toMatch(/top-level/);
    expect(parentProblem(all, "a", "b")).toMatch(/subcategories/);
  });
});

describe("categoryCounts", () => {
  it("adds subcategory products to the parent's count", () => {
    const direct = new Map([
      ["a", 1],
      ["a1", 2],
      ["a2", 3],
    ]);
    const children = new Map([["a", ["a1", "a2"]]]);
    const out = categoryCounts(["a", "a1", "a2", "b"], direct, children);
    expect(Object.fromEntries(out)).toEqual({ a: 6, a1: 2, a2: 3, b: 0 });
  });
});

describe("isExactPermutation", () => {
  it("needs every id exactly once", () => {
    expect(isExactPermutation(["b", "a"], ["a", "b"])).toBe(true);
    expect(isExactPermutation(["a"], ["a", "b"])).toBe(false);
    expect(isExactPermutation(["a", "a"], ["a", "b"])).toBe(false);
    expect(isExactPermutation(["a", "c"], ["a", "b"])).toBe(false);
    expect(isExactPermutation(["a", "b", "c"], ["a", "b"])).toBe(false);
    expect(isExactPermutation([], [])).toBe(true);
  });
});
