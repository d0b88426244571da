import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { heroBanners, menuItems, menus, pages, products } from "@/db/schema";
import { resolveCategoryPath } from "@/lib/storefront/category-tree";
import {
  listingFilter,
  loadCards,
  loadCategoryTree,
  loadCollections,
  loadHero,
  loadListingPage,
  loadMenus,
  loadPage,
  loadPageLinks,
  loadProduct,
  loadProductIdBySlug,
  loadStoreShell,
} from "@/lib/storefront/service";
import type { ListingQuery } from "@/lib/storefront/schemas";
import { findTenantByRef } from "@/lib/tenancy/repository";
import { tenantIdOf, type TenantId } from "@/lib/tenancy/store";
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
  return tenantIdOf(t);
}

async function productRows(tenantId: TenantId) {
  return ctx.db.select({ id: products.id, slug: products.slug, status: products.status, tenantId: products.tenantId }).from(products).where(eq(products.tenantId, tenantId));
}

/** A whole listing (one big page) with its cards, as the pages read it. */
async function listing(tenantId: TenantId, scope: ListingQuery["scope"] = { kind: "all" }, over: Partial<ListingQuery> = {}) {
  const [tree, collections] = await Promise.all([loadCategoryTree(tenantId), loadCollections(tenantId)]);
  const q: ListingQuery = { scope, search: "", min: "", max: "", sort: "newest", page: 1, pageSize: 1000, ...over };
  const page = await loadListingPage(tenantId, q, listingFilter(q, tree, collections));
  return { ...page, cards: await loadCards(tenantId, page.ids), tree, collections };
}

async function productBySlug(tenantId: TenantId, slug: string) {
  const id = await loadProductIdBySlug(tenantId, slug);
  return id ? loadProduct(tenantId, id) : null;
}

describe("catalogue of a store", () => {
  it("lists only the store's own active products", async () => {
    const demo = await storeId("demo");
    const gadgets = await storeId("gadgets");
    const demoRows = await productRows(demo);
    const gadgetRows = await productRows(gadgets);
    const all = await listing(demo);

    const shown = new Set(all.ids);
    const drafts = demoRows.filter((r) => r.status !== "active");
    expect(drafts.length).toBeGreaterThanOrEqual(3); // the seed has drafts and an archived product
    for (const d of drafts) expect(shown.has(d.id)).toBe(false);
    expect(shown.size).toBe(demoRows.filter((r) => r.status === "active").length);
    expect(all.total).toBe(shown.size);
    expect(all.tree.activeProducts).toBe(shown.size);
    for (const g of gadgetRows) expect(shown.has(g.id)).toBe(false);
    // Another store's ids asked for by name still give no cards.
    expect(await loadCards(demo, gadgetRows.map((g) => g.id))).toEqual([]);
    // Shoppers never get cost prices.
    expect(JSON.stringify(all.cards)).not.toContain("costPrice");
  });

  it("keeps each store's catalogue to itself", async () => {
    const gadgets = await listing(await storeId("gadgets"));
    const names = gadgets.cards.map((p) => p.name);
    expect(names).toContain("Nova X Pro Smartphone");
    expect(names).not.toContain("Classic Crew Neck Tee - Navy");
    expect(gadgets.tree.categories.map((c) => c.path)).toContain("phones-tablets/smartphones");
    expect(gadgets.collections.map((c) => c.slug)).toEqual(["staff-picks"]);
  });

  it("finds a product page by slug only among the store's active products", async () => {
    const demo = await storeId("demo");
    const gadgets = await storeId("gadgets");
    const tee = await productBySlug(demo, "classic-crew-neck-tee-navy");
    expect(tee).toMatchObject({ name: "Classic Crew Neck Tee - Navy", price: "599.00", compareAtPrice: "799.00", sku: "DEMO-TS-001-S-NAV" });
    expect(tee!.description).toContain("<ul>");
    expect(tee!.descriptionText).toContain("every wash. Regular fit, ribbed crew neck Pre-shrunk");
    // Its options and variants come with it (position order, no cost price), for the buying box.
    expect(tee!.options).toEqual([
      { name: "Size", values: ["S", "M", "L", "XL"] },
      { name: "Colour", values: ["Navy", "White", "Black"] },
    ]);
    expect(tee!.priceMax).toBe("649.00");
    expect(tee!.variants.map((v) => v.title).slice(0, 4)).toEqual(["S / Navy", "S / White", "S / Black", "M / Navy"]);
    expect(tee!.variants[0]).toEqual({
      id: expect.any(String),
      title: "S / Navy",
      options: ["S", "Navy"],
      price: "599.00",
      compareAtPrice: "799.00",
      sku: "DEMO-TS-001-S-NAV",
      trackQuantity: true,
      quantity: 10,
      image: null,
    });
    expect(tee!.variants.find((v) => v.title === "M / White")?.quantity).toBe(0);
    expect(tee!.variants.find((v) => v.title === "XL / Navy")?.price).toBe("649.00");
    expect(JSON.stringify(tee)).not.toContain("costPrice");
    expect(await productBySlug(gadgets, "classic-crew-neck-tee-navy")).toBeNull();
    expect(await loadProduct(gadgets, tee!.id)).toBeNull();
    expect(await productBySlug(demo, "nova-x-pro-smartphone")).toBeNull();
    expect(await productBySlug(demo, "v-neck-essential-tee-charcoal")).toBeNull(); // draft
    expect(await productBySlug(demo, "colour-block-hoodie-2023-edition")).toBeNull(); // archived
  });

  it("hides a product as soon as it is no longer active", async () => {
    const demo = await storeId("demo");
    const best = (await loadCollections(demo)).find((c) => c.slug === "best-sellers")!;
    const before = await listing(demo, { kind: "collection", collectionId: best.id }, { sort: "manual" });
    await ctx.db.update(products).set({ status: "draft" }).where(and(eq(products.tenantId, demo), eq(products.slug, "nordic-table-lamp")));
    try {
      expect(await productBySlug(demo, "nordic-table-lamp")).toBeNull();
      expect((await listing(demo)).cards.some((p) => p.slug === "nordic-table-lamp")).toBe(false);
      const after = await listing(demo, { kind: "collection", collectionId: best.id }, { sort: "manual" });
      expect(after.total).toBe(before.total - 1);
      expect(after.total).toBe(6);
    } finally {
      await ctx.db.update(products).set({ status: "active" }).where(and(eq(products.tenantId, demo), eq(products.slug, "nordic-table-lamp")));
    }
  });

  it("builds nested category paths with product counts including subcategories", async () => {
    const demo = await storeId("demo");
    const { categories } = await loadCategoryTree(demo);
    const apparel = categories.find((c) => c.slug === "apparel")!;
    const tees = categories.find((c) => c.slug === "t-shirts")!;
    expect(tees.path).toBe("apparel/t-shirts");
    const teeRows = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, demo), eq(products.categoryId, tees.id), eq(products.status, "active")));
    expect(tees.productCount).toBe(teeRows.length);
    expect((await listing(demo, { kind: "category", categoryId: tees.id })).total).toBe(teeRows.length);
    expect(apparel.productCount).toBeGreaterThan(tees.productCount);
    expect((await listing(demo, { kind: "category", categoryId: apparel.id })).total).toBe(apparel.productCount);
    // Parents come before their children.
    expect(categories.indexOf(apparel)).toBeLessThan(categories.indexOf(tees));
    expect(resolveCategoryPath(categories, ["apparel", "t-shirts"]).status).toBe("ok");
    expect(resolveCategoryPath(categories, ["t-shirts"]).status).toBe("invalid");
    expect(resolveCategoryPath(categories, ["electronics", "t-shirts"]).status).toBe("invalid");
    expect(resolveCategoryPath(categories, ["no-such-category"]).status).toBe("not-found");
  });

  it("fills manual collections in the owner's order and smart ones by their rules", async () => {
    const demo = await storeId("demo");
    const collections = await loadCollections(demo);
    const best = collections.find((c) => c.slug === "best-sellers")!;
    expect(best.type).toBe("manual");
    const bestList = await listing(demo, { kind: "collection", collectionId: best.id }, { sort: "manual" });
    expect(bestList.cards.map((p) => p.name).slice(0, 2)).toEqual(["Everyday Pullover Hoodie - Heather Grey", "Classic Crew Neck Tee - Navy"]);
    const premium = collections.find((c) => c.slug === "premium-picks")!;
    expect(premium.type).toBe("smart");
    const premiumList = await listing(demo, { kind: "collection", collectionId: premium.id });
    expect(premiumList.total).toBeGreaterThan(0);
    for (const p of premiumList.cards) expect(Number(p.price)).toBeGreaterThan(2000);
    const expensive = (await listing(demo)).cards.filter((p) => Number(p.price) > 2000).map((p) => p.id);
    expect([...premiumList.ids].sort()).toEqual([...expensive].sort());
    expect(collections.map((c) => c.sortOrder)).toEqual([...collections.map((c) => c.sortOrder)].sort((a, b) => a - b));
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

  it("reads the store's shell in one statement: only its own active rows, banners in display order", async () => {
    const demo = await storeId("demo");
    const gadgets = await storeId("gadgets");
    const [a, b] = await Promise.all([loadStoreShell(demo), loadStoreShell(gadgets)]);
    const ids = (s: typeof a) => [
      ...s.tree.nodes.map((n) => n.id),
      ...s.collections.map((c) => c.id),
      ...s.banners.map((x) => x.id),
      ...[...s.menus.header, ...s.menus.footer].flatMap((m) => [m.id, ...m.items.flatMap((i) => [i.id, ...i.children.map((c) => c.id)])]),
    ];
    expect(ids(a).length).toBeGreaterThan(20);
    const theirs = new Set(ids(b));
    for (const id of ids(a)) expect(theirs.has(id)).toBe(false);
    // Banners: active ones only, by sort order then newest.
    const rows = await ctx.db.select().from(heroBanners).where(eq(heroBanners.tenantId, demo));
    const expected = rows
      .filter((r) => r.isActive)
      .sort((x, y) => x.sortOrder - y.sortOrder || y.createdAt.getTime() - x.createdAt.getTime())
      .map((r) => r.id);
    expect(a.banners.map((x) => x.id)).toEqual(expected);
    expect(a.banners.every((x) => x.isActive && typeof x.createdAt === "string")).toBe(true);
    // Counts roll up the tree and add up to the active products.
    const active = await ctx.db.select({ id: products.id }).from(products).where(and(eq(products.tenantId, demo), eq(products.status, "active")));
    expect(a.tree.activeProducts).toBe(active.length);
    // The theme rows are this store's.
    expect(a.themes.every((t) => typeof t.themeId === "string")).toBe(true);
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
