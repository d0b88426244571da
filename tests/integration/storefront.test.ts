import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { menuItems, menus, pages, products } from "@/db/schema";
import { resolveCategoryPath } from "@/lib/storefront/category-tree";
import { loadCatalog, loadHero, loadMenus, loadPage, loadPageLinks, loadProduct } from "@/lib/storefront/service";
import { findTenantByRef } from "@/lib/tenancy/repository";
import { setupTestDatabase } from "./helpers/db";

/**
 * The storefront's read layer (what every store page renders) on the seeded database with both demo
 * stores: only the store's own active products, active categories/collections/menus and published
 * pages ever reach a page.
 */
const ctx = setupTestDatabase();

async function storeId(slug: string) {
  const t = await findTenantByRef({ mode: "subdomain", slug });
  if (!t) throw new Error(`no store ${slug}`);
  return t.id;
}

async function productRows(tenantId: string) {
  return ctx.db.select({ id: products.id, slug: products.slug, status: products.status, tenantId: products.tenantId }).from(products).where(eq(products.tenantId, tenantId));
}

describe("catalogue of a store", () => {
  it("lists only the store's own active products", async () => {
    const demo = await storeId("demo");
    const gadgets = await storeId("gadgets");
    const demoRows = await productRows(demo);
    const gadgetRows = await productRows(gadgets);
    const catalog = await loadCatalog(demo);

    const shown = new Set(catalog.products.map((p) => p.id));
    const drafts = demoRows.filter((r) => r.status !== "active");
    expect(drafts.length).toBeGreaterThanOrEqual(3); // the seed has drafts and an archived product
    for (const d of drafts) expect(shown.has(d.id)).toBe(false);
    expect(shown.size).toBe(demoRows.filter((r) => r.status === "active").length);
    for (const g of gadgetRows) expect(shown.has(g.id)).toBe(false);
    expect(catalog.products.every((p) => p.status === "active")).toBe(true);
    // Shoppers never get cost prices.
    expect(JSON.stringify(catalog)).not.toContain("costPrice");
  });

  it("keeps each store's catalogue to itself", async () => {
    const gadgets = await loadCatalog(await storeId("gadgets"));
    const names = gadgets.products.map((p) => p.name);
    expect(names).toContain("Nova X Pro Smartphone");
    expect(names).not.toContain("Classic Crew Neck Tee - Navy");
    expect(gadgets.categories.map((c) => c.path)).toContain("phones-tablets/smartphones");
    expect(gadgets.collections.map((c) => c.slug)).toEqual(["staff-picks"]);
  });

  it("finds a product page by slug only among the store's active products", async () => {
    const demo = await storeId("demo");
    const gadgets = await storeId("gadgets");
    const tee = await loadProduct(demo, "classic-crew-neck-tee-navy");
    expect(tee).toMatchObject({ name: "Classic Crew Neck Tee - Navy", price: "599.00", compareAtPrice: "799.00", sku: "DEMO-TS-001" });
    expect(tee!.description).toContain("<ul>");
    expect(tee!.descriptionText).toContain("every wash. Regular fit, ribbed crew neck Pre-shrunk");
    expect(await loadProduct(gadgets, "classic-crew-neck-tee-navy")).toBeNull();
    expect(await loadProduct(demo, "nova-x-pro-smartphone")).toBeNull();
    expect(await loadProduct(demo, "v-neck-essential-tee-charcoal")).toBeNull(); // draft
    expect(await loadProduct(demo, "colour-block-hoodie-2023-edition")).toBeNull(); // archived
  });

  it("hides a product as soon as it is no longer active", async () => {
    const demo = await storeId("demo");
    await ctx.db.update(products).set({ status: "draft" }).where(and(eq(products.tenantId, demo), eq(products.slug, "nordic-table-lamp")));
    try {
      expect(await loadProduct(demo, "nordic-table-lamp")).toBeNull();
      const catalog = await loadCatalog(demo);
      expect(catalog.products.some((p) => p.slug === "nordic-table-lamp")).toBe(false);
      const best = catalog.collections.find((c) => c.slug === "best-sellers")!;
      expect(best.productIds).toHaveLength(6);
    } finally {
      await ctx.db.update(products).set({ status: "active" }).where(and(eq(products.tenantId, demo), eq(products.slug, "nordic-table-lamp")));
    }
  });

  it("builds nested category paths with product counts including subcategories", async () => {
    const catalog = await loadCatalog(await storeId("demo"));
    const apparel = catalog.categories.find((c) => c.slug === "apparel")!;
    const tees = catalog.categories.find((c) => c.slug === "t-shirts")!;
    expect(tees.path).toBe("apparel/t-shirts");
    expect(tees.productCount).toBe(catalog.products.filter((p) => p.categoryId === tees.id).length);
    expect(apparel.productCount).toBeGreaterThan(tees.productCount);
    // Parents come before their children.
    expect(catalog.categories.indexOf(apparel)).toBeLessThan(catalog.categories.indexOf(tees));
    expect(resolveCategoryPath(catalog.categories, ["apparel", "t-shirts"]).status).toBe("ok");
    expect(resolveCategoryPath(catalog.categories, ["t-shirts"]).status).toBe("invalid");
    expect(resolveCategoryPath(catalog.categories, ["electronics", "t-shirts"]).status).toBe("invalid");
    expect(resolveCategoryPath(catalog.categories, ["no-such-category"]).status).toBe("not-found");
  });

  it("fills manual collections in the owner's order and smart ones by their rules", async () => {
    const catalog = await loadCatalog(await storeId("demo"));
    const byId = new Map(catalog.products.map((p) => [p.id, p]));
    const best = catalog.collections.find((c) => c.slug === "best-sellers")!;
    expect(best.type).toBe("manual");
    expect(best.productIds.map((id) => byId.get(id)!.name).slice(0, 2)).toEqual(["Everyday Pullover Hoodie - Heather Grey", "Classic Crew Neck Tee - Navy"]);
    const premium = catalog.collections.find((c) => c.slug === "premium-picks")!;
    expect(premium.type).toBe("smart");
    expect(premium.productIds.length).toBeGreaterThan(0);
    for (const id of premium.productIds) expect(Number(byId.get(id)!.price)).toBeGreaterThan(2000);
    const expensive = catalog.products.filter((p) => Number(p.price) > 2000).map((p) => p.id);
    expect([...premium.productIds].sort()).toEqual([...expensive].sort());
    expect(catalog.collections.map((c) => c.sortOrder)).toEqual([...catalog.collections.map((c) => c.sortOrder)].sort((a, b) => a - b));
  });
});

describe("menus, hero and pages", () => {
  it("shows active header menus and at most two footer menus, without inactive items", async () => {
    const demo = await storeId("demo");
    const before = await loadMenus(demo);
    expect(before.header.flatMap((m) => m.items.map((i) => i.label))).toEqual(["Home", "Shop", "Collections", "About"]);
    expect(before.footer.map((m) => m.name)).toEqual(["Shop", "Help"]);

    const [shop] = await ctx.db.select().from(menuItems).where(and(eq(menuItems.tenantId, demo), eq(menuItems.label, "Shop")));
    await ctx.db.update(menuItems).set({ isActive: false }).where(eq(menuItems.id, shop.id));
    const [extra] = await ctx.db.insert(menus).values({ tenantId: demo, name: "Third", handle: "third", location: "footer", sortOrder: 9 }).returning();
    try {
      const after = await loadMenus(demo);
      const labels = after.header.flatMap((m) => m.items.flatMap((i) => [i.label, ...i.children.map((c) => c.label)]));
      expect(labels).not.toContain("Shop");
      expect(labels).not.toContain("Apparel"); // a child of the hidden item
      expect(after.footer).toHaveLength(2);
    } finally {
      await ctx.db.update(menuItems).set({ isActive: true }).where(eq(menuItems.id, shop.id));
      await ctx.db.delete(menus).where(eq(menus.id, extra.id));
    }
    // The other store's menus are its own.
    const gadgets = await loadMenus(await storeId("gadgets"));
    expect(gadgets.header.flatMap((m) => m.items.map((i) => i.label))).toContain("Staff Picks");
    expect(gadgets.header.flatMap((m) => m.items.map((i) => i.label))).not.toContain("About");
  });

  it("takes the hero from the active banner", async () => {
    const hero = await loadHero(await storeId("demo"), "sellure");
    expect(hero).toMatchObject({ title: "Everyday essentials, beautifully made", buttonLabel: "Shop Now", buttonUrl: "/products" });
    expect(hero.image).toMatch(/^\/assets\/demo\//);
  });

  it("serves only published pages, sanitised, and only the store's own", async () => {
    const demo = await storeId("demo");
    const gadgets = await storeId("gadgets");
    expect((await loadPage(demo, "about-us"))?.title).toBe("About Us");
    expect(await loadPage(gadgets, "about-us")).toBeNull();
    await ctx.db.insert(pages).values([
      { tenantId: demo, title: "Secret", slug: "secret", content: "<p>hidden</p>", isPublished: false },
      { tenantId: demo, title: "Unsafe", slug: "unsafe", content: '<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' },
    ]);
    expect(await loadPage(demo, "secret")).toBeNull();
    const unsafe = await loadPage(demo, "unsafe");
    expect(unsafe!.content).toContain("<p>Hi</p>");
    expect(unsafe!.content).not.toMatch(/script|onclick|javascript:/);
    const links = (await loadPageLinks(demo)).map((p) => p.slug);
    expect(links).toEqual(expect.arrayContaining(["about-us", "shipping-policy", "contact-us", "unsafe"]));
    expect(links).not.toContain("secret");
    expect(await loadPageLinks(gadgets)).toEqual([]);
  });
});
