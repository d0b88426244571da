import { describe, expect, it } from "vitest";
import { linkTargetError, menuInputSchema, menuItemInputSchema, menuItemUpdateSchema, menuReorderSchema, pageInputSchema } from "./schemas";

describe("linkTargetError", () => {
  it("internal links are paths on the store", () => {
    expect(linkTargetError("internal", "/products")).toBeNull();
    expect(linkTargetError("internal", "//evil.example")).not.toBeNull();
    expect(linkTargetError("internal", "products")).not.toBeNull();
  });
  it("external links are http(s) only", () => {
    expect(linkTargetError("external", "https://instagram.com/x")).toBeNull();
    expect(linkTargetError("external", "javascript:alert(1)")).not.toBeNull();
    expect(linkTargetError("external", "ftp://x")).not.toBeNull();
    expect(linkTargetError("external", "/local")).not.toBeNull();
  });
  it("an empty target is allowed", () => {
    expect(linkTargetError("internal", null)).toBeNull();
    expect(linkTargetError("dropdown", "")).toBeNull();
  });
});

describe("menu schemas", () => {
  it("menu: name required, link pair checked", () => {
    expect(menuInputSchema.safeParse({ name: "" }).error?.issues[0].message).toBe("Name is required");
    expect(menuInputSchema.safeParse({ name: "Main", location: "top" }).success).toBe(false);
    expect(menuInputSchema.safeParse({ name: "Main", linkType: "external", linkTarget: "javascript:x" }).success).toBe(false);
    expect(menuInputSchema.parse({ name: "Main", linkType: "" })).toMatchObject({ linkType: null });
  });
  it("menu item: label and menu required; link target checked against the link type", () => {
    const r = menuItemInputSchema.safeParse({});
    const msgs = Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(msgs).toMatchObject({ menuId: "Menu is required", label: "Label is required" });
    const menuId = "5b0c0c53-3a43-4d8c-9b7a-0c5f2b5f7f11";
    expect(menuItemInputSchema.safeParse({ menuId, label: "x", linkTarget: "https://x.com" }).success).toBe(false);
    expect(menuItemInputSchema.safeParse({ menuId, label: "x", linkType: "external", linkTarget: "https://x.com" }).success).toBe(true);
    expect(menuItemUpdateSchema.parse({})).toEqual({});
  });
  it("reorder: uuids, no duplicates", () => {
    const id = "5b0c0c53-3a43-4d8c-9b7a-0c5f2b5f7f11";
    expect(menuReorderSchema.safeParse({ itemIds: [id, id] }).success).toBe(false);
    expect(menuReorderSchema.safeParse({ itemIds: ["x"] }).success).toBe(false);
    expect(menuReorderSchema.safeParse({}).success).toBe(false);
  });
});

describe("pageInputSchema", () => {
  it("needs a title; isPublished and slug optional", () => {
    expect(pageInputSchema.safeParse({ title: "" }).error?.issues[0].message).toBe("Title is required");
    expect(pageInputSchema.parse({ title: "About", sortOrder: "2" })).toMatchObject({ title: "About", sortOrder: 2 });
  });
});
