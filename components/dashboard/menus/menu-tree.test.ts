import { describe, expect, it } from "vitest";
import type { MenuItem } from "@/lib/content/schemas";
import { buildTree, flattenIds, itemMarkers, moveItem, parentChoices } from "./menu-tree";

const item = (id: string, sortOrder: number, parentId: string | null = null, menuId = "m1"): MenuItem => ({
  id,
  menuId,
  parentId,
  label: id,
  linkType: "internal",
  linkTarget: "/",
  sortOrder,
  isActive: true,
  openInNewTab: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const items = [item("home", 0), item("shop", 1), item("about", 2), item("tees", 1, "shop"), item("mugs", 0, "shop")];

describe("menu tree", () => {
  it("nests two levels by sortOrder and flattens parents before their children", () => {
    const tree = buildTree(items);
    expect(tree.map((t) => t.id)).toEqual(["home", "shop", "about"]);
    expect(tree[1].children.map((c) => c.id)).toEqual(["mugs", "tees"]);
    expect(flattenIds(tree)).toEqual(["home", "shop", "mugs", "tees", "about"]);
  });
  it("moves an item among its siblings and sends every id", () => {
    const tree = buildTree(items);
    expect(flattenIds(moveItem(tree, "about", "home")!)).toEqual(["about", "home", "shop", "mugs", "tees"]);
    expect(flattenIds(moveItem(tree, "home", "about")!)).toEqual(["shop", "mugs", "tees", "about", "home"]);
    expect(flattenIds(moveItem(tree, "tees", "mugs")!)).toEqual(["home", "shop", "tees", "mugs", "about"]);
  });
  it("refuses moves across levels and no-op moves", () => {
    const tree = buildTree(items);
    expect(moveItem(tree, "tees", "home")).toBeNull();
    expect(moveItem(tree, "home", "home")).toBeNull();
  });
  it("offers top-level items of the same menu, not the item itself, as parents", () => {
    const all = [...items, item("other", 0, null, "m2")];
    expect(parentChoices(all, "m1", "shop").map((i) => i.id)).toEqual(["home", "about"]);
    expect(parentChoices(all, "m1").map((i) => i.id)).toEqual(["home", "shop", "about"]);
  });
  it("marks inactive and new-tab items", () => {
    expect(itemMarkers({ isActive: false, openInNewTab: true })).toEqual(["(inactive)", "(new tab)"]);
    expect(itemMarkers({ isActive: true, openInNewTab: false })).toEqual([]);
  });
});
