import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteMenuItem, PUT as putMenuItem } from "@/app/api/menu-items/[id]/route";
import { GET as listMenuItems, POST as createMenuItem } from "@/app/api/menu-items/route";
import { GET as menuItemsOf } from "@/app/api/menus/[id]/items/route";
import { PUT as reorderMenu } from "@/app/api/menus/[id]/reorder/route";
import { DELETE as deleteMenu, GET as getMenu, PUT as putMenu } from "@/app/api/menus/[id]/route";
import { GET as listMenus, POST as createMenu } from "@/app/api/menus/route";
import { DELETE as deletePage, GET as getPage, PATCH as patchPage } from "@/app/api/pages/[id]/route";
import { GET as listPages, POST as createPage } from "@/app/api/pages/route";
import { loadMenus } from "@/lib/storefront/service";
import type { TenantId } from "@/lib/tenancy/store";
import { setupTestDatabase } from "./helpers/db";
import { signInCustomer, signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

setupTestDatabase();

type Json = Record<string, unknown>;
type Item = { id: string; menuId: string; parentId: string | null; label: string; linkType: string; linkTarget: string | null; sortOrder: number; isActive: boolean; openInNewTab: boolean };
type Menu = { id: string; name: string; handle: string; location: string; isActive: boolean; sortOrder: number; items: (Item & { children: Item[] })[] };
type Page = { id: string; title: string; slug: string; content: string; isPublished: boolean; sortOrder: number };

const DEMO = "demo.localhost:3000";

let owner: TestClient;
let anon: TestClient;
let customer: TestClient;
let otherOwner: TestClient;
let gadgetsOwner: TestClient;

beforeAll(async () => {
  owner = await signInStaff(DEMO);
  anon = new TestClient(DEMO);
  customer = await signInCustomer(DEMO);
  otherOwner = await signInStaff("localhost:3000", "owner2@example.com");
  gadgetsOwner = await signInStaff("gadgets.localhost:3000", "owner2@example.com");
});

const menus = async (c: TestClient) => (await c.call(listMenus, { path: "/api/menus" })).json as unknown as Menu[];
const itemsOf = async (c: TestClient, id: string) => (await c.call(menuItemsOf, { path: `/api/menus/${id}/items`, params: { id } })).json as unknown as Item[];

describe("menus", () => {
  it("lists active menus with active items nested two levels; the owner sees everything", async () => {
    const pub = await menus(anon);
    const main = pub.find((m) => m.name === "Main Menu")!;
    expect(main.location).toBe("header");
    expect(main.handle).toBe("main-menu");
    expect(main.items.map((i) => i.label)).toEqual(["Home", "Shop", "Collections", "About"]);
    expect(main.items[1].children.map((i) => i.label)).toEqual(["Apparel", "Home & Kitchen", "Electronics"]);

    // Hide an item and a whole menu: shoppers stop seeing them, the owner still does.
    const shop = main.items[1];
    const apparel = shop.children[0];
    const hideItem = await owner.call(putMenuItem, { method: "PUT", path: `/api/menu-items/${apparel.id}`, params: { id: apparel.id }, body: { isActive: false } });
    expect(hideItem.status).toBe(200);
    const help = pub.find((m) => m.name === "Help")!;
    expect((await owner.call(putMenu, { method: "PUT", path: `/api/menus/${help.id}`, params: { id: help.id }, body: { isActive: false } })).status).toBe(200);

    const pub2 = await menus(anon);
    expect(pub2.some((m) => m.id === help.id)).toBe(false);
    expect(pub2.find((m) => m.id === main.id)!.items[1].children.map((i) => i.label)).toEqual(["Home & Kitchen", "Electronics"]);
    const flat = (await anon.call(listMenuItems, { path: "/api/menu-items" })).json as unknown as Item[];
    expect(flat.some((i) => i.id === apparel.id || i.menuId === help.id)).toBe(false);
    expect((await anon.call(getMenu, { path: `/api/menus/${help.id}`, params: { id: help.id } })).status).toBe(404);
    expect((await anon.call(menuItemsOf, { path: `/api/menus/${help.id}/items`, params: { id: help.id } })).status).toBe(404);

    const own = await menus(owner);
    expect(own.some((m) => m.id === help.id)).toBe(true);
    expect(own.find((m) => m.id === main.id)!.items[1].children.some((i) => i.id === apparel.id && !i.isActive)).toBe(true);
    const ownFlat = (await owner.call(listMenuItems, { path: "/api/menu-items" })).json as unknown as Item[];
    expect(ownFlat.some((i) => i.id === apparel.id)).toBe(true);

    // The store header's reader agrees.
    const { header } = await loadMenus(await tenantIdOf(owner));
    expect(header[0].items[1].children.map((i) => i.label)).toEqual(["Home & Kitchen", "Electronics"]);

    // Another store's menus never show.
    const theirs = await menus(gadgetsOwner);
    expect(pub2.some((m) => theirs.some((t) => t.id === m.id))).toBe(false);
    expect((await anon.call(getMenu, { path: `/api/menus/${theirs[0].id}`, params: { id: theirs[0].id } })).status).toBe(404);
  });

  it("creates a menu with a derived handle and validates link type and target", async () => {
    const r = await owner.call(createMenu, { path: "/api/menus", body: { name: "Footer Links!", location: "footer", tenantId: "x" } });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ name: "Footer Links!", handle: "footer-links", location: "footer", isActive: true, sortOrder: 0, linkType: null });
    const again = await owner.call(createMenu, { path: "/api/menus", body: { name: "Footer links" } });
    expect(again.json).toMatchObject({ handle: "footer-links-2", location: "header" });

    for (const body of [
      { name: "" },
      { name: "X", location: "top" },
      { name: "X", linkType: "external", linkTarget: "javascript:alert(1)" },
      { name: "X", linkType: "internal", linkTarget: "https://elsewhere.example" },
      { name: "X", sortOrder: "first" },
    ]) {
      const bad = await owner.call(createMenu, { path: "/api/menus", body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const id = String(r.json.id);
    const dropdown = await owner.call(putMenu, { method: "PUT", path: `/api/menus/${id}`, params: { id }, body: { linkType: "dropdown", linkTarget: "/x" } });
    expect(dropdown.json).toMatchObject({ linkType: "dropdown", linkTarget: null });
    const ext = await owner.call(putMenu, { method: "PUT", path: `/api/menus/${id}`, params: { id }, body: { linkType: "external" , linkTarget: "/local" } });
    expect(ext.status).toBe(400);
    const renamed = await owner.call(putMenu, { method: "PUT", path: `/api/menus/${id}`, params: { id }, body: { name: "Legal" } });
    expect(renamed.json).toMatchObject({ name: "Legal", handle: "legal" });
    const del = await owner.call(deleteMenu, { method: "DELETE", path: `/api/menus/${id}`, params: { id } });
    expect(del.json).toEqual({ message: expect.any(String) });
    expect((await owner.call(getMenu, { path: `/api/menus/${id}`, params: { id } })).status).toBe(404);
  });

  it("menu items: one nesting level inside the same menu, safe links, appended at the end", async () => {
    const all = await menus(owner);
    const main = all.find((m) => m.name === "Main Menu")!;
    const shopFooter = all.find((m) => m.name === "Shop")!;
    const child = main.items[1].children[1];

    const created = await owner.call(createMenuItem, {
      path: "/api/menu-items",
      body: { menuId: main.id, label: "Sale", linkTarget: "/collections/sale" },
    });
    expect(created.status).toBe(201);
    const maxBefore = Math.max(...(await itemsOf(owner, main.id)).filter((i) => i.id !== created.json.id).map((i) => i.sortOrder));
    expect(created.json).toMatchObject({ menuId: main.id, parentId: null, linkType: "internal", isActive: true, openInNewTab: false, sortOrder: maxBefore + 1 });
    const saleId = String(created.json.id);

    const cases: [Json, string][] = [
      [{ menuId: main.id, label: "x", parentId: child.id }, "parentId"],
      [{ menuId: main.id, label: "x", parentId: shopFooter.items[0].id }, "parentId"],
      [{ menuId: (await menus(gadgetsOwner))[0].id, label: "x" }, "menuId"],
      [{ menuId: main.id, label: "x", linkType: "external", linkTarget: "javascript:alert(1)" }, "linkTarget"],
      [{ menuId: main.id, label: "x", linkTarget: "//evil.example" }, "linkTarget"],
      [{ menuId: main.id, label: "" }, "label"],
      [{ menuId: "nope", label: "x" }, "menuId"],
    ];
    for (const [body, field] of cases) {
      const r = await owner.call(createMenuItem, { path: "/api/menu-items", body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.errors, JSON.stringify(body)).toHaveProperty(field);
    }

    const self = await owner.call(putMenuItem, { method: "PUT", path: `/api/menu-items/${saleId}`, params: { id: saleId }, body: { parentId: saleId } });
    expect(self.status).toBe(400);
    // An item with children cannot be nested.
    const shop = main.items[1];
    const nest = await owner.call(putMenuItem, { method: "PUT", path: `/api/menu-items/${shop.id}`, params: { id: shop.id }, body: { parentId: main.items[0].id } });
    expect(nest.status).toBe(400);
    const ok = await owner.call(putMenuItem, {
      method: "PUT",
      path: `/api/menu-items/${saleId}`,
      params: { id: saleId },
      body: { parentId: shop.id, label: "On Sale", linkType: "external", linkTarget: "https://sale.example.com", openInNewTab: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ parentId: shop.id, label: "On Sale", linkType: "external", openInNewTab: true });
    const switchType = await owner.call(putMenuItem, { method: "PUT", path: `/api/menu-items/${saleId}`, params: { id: saleId }, body: { linkType: "internal" } });
    expect(switchType.status).toBe(400);

    const del = await owner.call(deleteMenuItem, { method: "DELETE", path: `/api/menu-items/${saleId}`, params: { id: saleId } });
    expect(del.json).toEqual({ message: expect.any(String) });
    expect((await owner.call(deleteMenuItem, { method: "DELETE", path: `/api/menu-items/${saleId}`, params: { id: saleId } })).status).toBe(404);
  });

  it("reorder needs exactly the menu's items: foreign, missing or repeated ids are refused", async () => {
    const all = await menus(owner);
    const main = all.find((m) => m.name === "Main Menu")!;
    const other = all.find((m) => m.name === "Shop")!;
    const ids = (await itemsOf(owner, main.id)).map((i) => i.id);
    const before = JSON.stringify(await itemsOf(owner, main.id));
    const theirItem = (await itemsOf(gadgetsOwner, (await menus(gadgetsOwner))[0].id))[0].id;

    const bad: unknown[] = [
      ids.slice(1),
      [...ids, other.items[0].id],
      [...ids.slice(1), other.items[0].id],
      [...ids.slice(1), theirItem],
      [...ids, ids[0]],
      ["not-a-uuid"],
      "nope",
    ];
    for (const itemIds of bad) {
      const r = await owner.call(reorderMenu, { method: "PUT", path: `/api/menus/${main.id}/reorder`, params: { id: main.id }, body: { itemIds } });
      expect(r.status, JSON.stringify(itemIds)).toBe(400);
    }
    expect(JSON.stringify(await itemsOf(owner, main.id))).toBe(before);

    // Move "About" (last top-level item) to the front.
    const tops = (await menus(owner)).find((m) => m.id === main.id)!.items;
    const about = tops.find((i) => i.label === "About")!;
    const order = [about.id, ...ids.filter((id) => id !== about.id)];
    const ok = await owner.call(reorderMenu, { method: "PUT", path: `/api/menus/${main.id}/reorder`, params: { id: main.id }, body: { itemIds: order } });
    expect(ok.status).toBe(200);
    expect((ok.json as unknown as Item[]).map((i) => i.id)).toEqual(order);
    const pubMain = (await menus(anon)).find((m) => m.id === main.id)!;
    expect(pubMain.items[0].label).toBe("About");
    expect((await itemsOf(owner, main.id)).map((i) => i.sortOrder)).toEqual(order.map((_, i) => i));

    // The other store's owner cannot reorder demo's menu, by path or by id.
    const sideways = await gadgetsOwner.call(reorderMenu, { method: "PUT", path: `/api/menus/${main.id}/reorder`, params: { id: main.id }, body: { itemIds: ids } });
    expect(sideways.status).toBe(404);
  });
});

describe("pages", () => {
  it("shoppers see published pages only; the owner all", async () => {
    const created = await owner.call(createPage, {
      path: "/api/pages",
      body: { title: "Returns Policy", content: "<h2>Returns</h2><p onclick=\"x()\">30 days</p><script>alert(1)</script><a href=\"javascript:alert(1)\">x</a>", isPublished: false, sortOrder: "4" },
    });
    expect(created.status).toBe(201);
    const p = created.json as unknown as Page;
    expect(p).toMatchObject({ title: "Returns Policy", slug: "returns-policy", isPublished: false, sortOrder: 4 });
    expect(p.content).toContain("<h2>Returns</h2>");
    expect(p.content).not.toMatch(/<script|onclick|javascript:/);

    const pub = (await anon.call(listPages, { path: "/api/pages" })).json as unknown as Page[];
    expect(pub.map((x) => x.slug)).toEqual(expect.arrayContaining(["about-us", "shipping-policy", "contact-us"]));
    expect(pub.some((x) => x.id === p.id)).toBe(false);
    expect((await anon.call(getPage, { path: `/api/pages/${p.id}`, params: { id: p.id } })).status).toBe(404);
    const mine = (await owner.call(listPages, { path: "/api/pages" })).json as unknown as Page[];
    expect(mine.some((x) => x.id === p.id)).toBe(true);

    const publish = await owner.call(patchPage, { method: "PATCH", path: `/api/pages/${p.id}`, params: { id: p.id }, body: { isPublished: true, content: "<p>ok</p><img src=x onerror=alert(1)>" } });
    expect(publish.json).toMatchObject({ isPublished: true });
    expect(String(publish.json.content)).not.toContain("onerror");
    expect(((await anon.call(listPages, { path: "/api/pages" })).json as unknown as Page[]).some((x) => x.id === p.id)).toBe(true);

    // gadgets has no pages and never sees demo's.
    const g = new TestClient("gadgets.localhost:3000");
    expect((await g.call(listPages, { path: "/api/pages" })).json).toEqual([]);
    expect((await g.call(getPage, { path: `/api/pages/${p.id}`, params: { id: p.id } })).status).toBe(404);
  });

  it("validates title and slug; slug unique per store (409)", async () => {
    const noTitle = await owner.call(createPage, { path: "/api/pages", body: { title: "", slug: "x" } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.errors).toEqual({ title: "Title is required" });
    const dup = await owner.call(createPage, { path: "/api/pages", body: { title: "About again", slug: "About Us" } });
    expect(dup.status).toBe(409);
    expect(dup.json.errors).toEqual({ slug: "A page with this slug already exists" });
    const badSlug = await owner.call(createPage, { path: "/api/pages", body: { title: "T", slug: "***" } });
    expect(badSlug.status).toBe(400);
    // The same slug is fine in another store.
    const g = await gadgetsOwner.call(createPage, { path: "/api/pages", body: { title: "About Us" } });
    expect(g.status).toBe(201);
    expect(g.json.slug).toBe("about-us");

    const pages = (await owner.call(listPages, { path: "/api/pages" })).json as unknown as Page[];
    const contact = pages.find((x) => x.slug === "contact-us")!;
    const taken = await owner.call(patchPage, { method: "PATCH", path: `/api/pages/${contact.id}`, params: { id: contact.id }, body: { slug: "about-us" } });
    expect(taken.status).toBe(409);
    const del = await owner.call(deletePage, { method: "DELETE", path: `/api/pages/${contact.id}`, params: { id: contact.id } });
    expect(del.json).toEqual({ message: expect.any(String) });
  });
});

async function tenantIdOf(c: TestClient) {
  const { GET } = await import("@/app/api/tenant/route");
  return String((await c.call(GET, { path: "/api/tenant" })).json.id) as TenantId;
}

describe("every content write refuses anonymous callers, customers and the other store's owner", () => {
  it("401 / 403 / 403 (path mode) / 404 (own store, foreign id), and the data is unchanged", async () => {
    const all = await menus(owner);
    const menu = all[0];
    const item = menu.items[0];
    const page = ((await owner.call(listPages, { path: "/api/pages" })).json as unknown as Page[])[0];
    const snapshot = async () =>
      JSON.stringify([await menus(owner), (await owner.call(listMenuItems, { path: "/api/menu-items" })).json, (await owner.call(listPages, { path: "/api/pages" })).json]);
    const before = await snapshot();

    type Case = { name: string; handler: Parameters<TestClient["call"]>[0]; method: string; path: string; id?: string; body?: Json };
    const cases: Case[] = [
      { name: "create menu", handler: createMenu, method: "POST", path: "/api/menus", body: { name: "Hack" } },
      { name: "update menu", handler: putMenu, method: "PUT", path: "/api/menus/:id", id: menu.id, body: { name: "Hack" } },
      { name: "delete menu", handler: deleteMenu, method: "DELETE", path: "/api/menus/:id", id: menu.id },
      { name: "reorder menu", handler: reorderMenu, method: "PUT", path: "/api/menus/:id/reorder", id: menu.id, body: { itemIds: [] } },
      { name: "create item", handler: createMenuItem, method: "POST", path: "/api/menu-items", body: { menuId: menu.id, label: "Hack" } },
      { name: "update item", handler: putMenuItem, method: "PUT", path: "/api/menu-items/:id", id: item.id, body: { label: "Hack" } },
      { name: "delete item", handler: deleteMenuItem, method: "DELETE", path: "/api/menu-items/:id", id: item.id },
      { name: "create page", handler: createPage, method: "POST", path: "/api/pages", body: { title: "Hack" } },
      { name: "update page", handler: patchPage, method: "PATCH", path: "/api/pages/:id", id: page.id, body: { title: "Hack" } },
      { name: "delete page", handler: deletePage, method: "DELETE", path: "/api/pages/:id", id: page.id },
    ];
    for (const k of cases) {
      const path = k.path.replace(":id", k.id ?? "");
      const params = k.id ? { id: k.id } : undefined;
      expect((await anon.call(k.handler, { method: k.method, path, params, body: k.body })).status, `${k.name} anonymous`).toBe(401);
      expect((await customer.call(k.handler, { method: k.method, path, params, body: k.body })).status, `${k.name} customer`).toBe(403);
      expect((await otherOwner.call(k.handler, { method: k.method, path: `/store/demo${path}`, params, body: k.body })).status, `${k.name} other owner`).toBe(403);
      if (k.id) {
        const sideways = await gadgetsOwner.call(k.handler, { method: k.method, path, params, body: k.body });
        expect(sideways.status, `${k.name} other owner naming demo's id`).toBe(404);
      }
    }
    // Naming demo's menu from gadgets' own store is refused as unknown.
    const cross = await gadgetsOwner.call(createMenuItem, { path: "/api/menu-items", body: { menuId: menu.id, label: "Hack" } });
    expect(cross.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});
