import { describe, expect, it } from "vitest";
import { ancestorsOf, categoryPath, resolveCategoryPath, subtreeIds, treeOrder, visibleCategories } from "./category-tree";

const cat = (id: string, slug: string, parentId: string | null, sortOrder = 0, isActive = true) => ({ id, slug, name: slug, parentId, sortOrder, isActive });

const all = [
  cat("a", "apparel", null, 0),
  cat("t", "t-shirts", "a", 1),
  cat("h", "hoodies", "a", 0),
  cat("z", "zip", "h", 0),
  cat("k", "kitchen", null, 1),
  cat("m", "mugs", "k", 0, false),
  cat("x", "orphan-child", "m", 0),
];
const byId = new Map(all.map((c) => [c.id, c]));

describe("category paths", () => {
  it("builds the path from the chain of parent slugs", () => {
    expect(categoryPath("a", byId)).toBe("apparel");
    expect(categoryPath("t", byId)).toBe("apparel/t-shirts");
    expect(categoryPath("z", byId)).toBe("apparel/hoodies/zip");
  });
  it("never loops on a corrupt parent chain", () => {
    const loop = new Map([
      ["p", cat("p", "p", "q")],
      ["q", cat("q", "q", "p")],
    ]);
    expect(ancestorsOf("p", loop).map((c) => c.id)).toEqual(["q"]);
    expect(categoryPath("p", loop)).toBe("q/p");
  });
});

describe("visibility and order", () => {
  it("hides inactive categories and everything below them", () => {
    expect(visibleCategories(all).map((c) => c.id)).toEqual(["a", "t", "h", "z", "k"]);
  });
  it("orders parents before their children, each level by sortOrder", () => {
    expect(treeOrder(visibleCategories(all)).map((c) => c.id)).toEqual(["a", "h", "z", "t", "k"]);
  });
  it("collects a subtree", () => {
    expect([...subtreeIds("a", all)].sort()).toEqual(["a", "h", "t", "z"]);
    expect([...subtreeIds("t", all)]).toEqual(["t"]);
  });
});

describe("resolveCategoryPath", () => {
  const withPaths = visibleCategories(all).map((c) => ({ ...c, path: categoryPath(c.id, byId) }));
  it("finds a nested category by its full path, with the trail above it", () => {
    const r = resolveCategoryPath(withPaths, ["apparel", "hoodies", "zip"]);
    expect(r.status).toBe("ok");
    if (r.status === "ok") {
      expect(r.category.id).toBe("z");
      expect(r.trail.map((c) => c.id)).toEqual(["a", "h"]);
    }
    expect(resolveCategoryPath(withPaths, ["APPAREL"]).status).toBe("ok");
  });
  it("calls a known slug under the wrong parents an invalid path", () => {
    expect(resolveCategoryPath(withPaths, ["t-shirts"])).toMatchObject({ status: "invalid", category: { id: "t" } });
    expect(resolveCategoryPath(withPaths, ["kitchen", "t-shirts"])).toMatchObject({ status: "invalid" });
    expect(resolveCategoryPath(withPaths, ["apparel", "zip"])).toMatchObject({ status: "invalid", category: { path: "apparel/hoodies/zip" } });
  });
  it("reports unknown (or hidden) categories as not found", () => {
    expect(resolveCategoryPath(withPaths, ["nope"]).status).toBe("not-found");
    expect(resolveCategoryPath(withPaths, ["kitchen", "mugs"]).status).toBe("not-found");
    expect(resolveCategoryPath(withPaths, []).status).toBe("not-found");
  });
});
