import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listCategoriesApi } from "@/app/api/categories/route";
import { GET as listMenusApi } from "@/app/api/menus/route";
import { GET as listProductsApi } from "@/app/api/products/route";
import { GET as productApi } from "@/app/api/products/[id]/route";
import { GET as pageApi } from "@/app/api/pages/[id]/route";
import { closeDb } from "@/db/client";
import { categories, heroBanners, menuItems, pages, products, tenants, translations } from "@/db/schema";
import { listingFilter, loadCards, loadCategoryTree, loadCollections, loadHero, loadListingPage, loadMenus, loadPage, loadPageLinks, loadProductPage, loadStoreShell } from "@/lib/storefront/service";
import type { ListingQuery } from "@/lib/storefront/schemas";
import type { ContentLang } from "@/lib/storefront/translate";
import { tenantIdOf, type TenantId } from "@/lib/tenancy/store";
import { encodeTenantKey, TENANT_HEADER, withVariant } from "@/lib/tenancy/tenant-key";
import { setupTestDatabase } from "./helpers/db";

// Count the SQL statements the reads issue (db/client.ts logs one line per statement with SB_QUERY_LOG=1).
const sqlLog = vi.hoisted(() => {
  process.env.SB_QUERY_LOG = "1";
  const lines: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].startsWith("[sb-sql]")) lines.push(args[0]);
    else log(...args);
  };
  return { lines };
});

/**
 * The merchant's content in the page's language (issue 44 §3, record 0164): the storefront's loaders and its public
 * API in "hi" give the translated fields, each falling back to the default text field by field; the default language
 * reads no translation (not one statement more, none naming the table); in a language the loaders issue the
 * statements they issue in the default one; the search finds a product by its Hindi name in "hi" and not in "en";
 * `?lang=xx` is a 400 naming it; another store's translations never appear.
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const HI_NAME = "नीला प्याला";
const HI_DESCRIPTION = "<p>हाथ से बना <script>alert(1)</script>प्याला</p>";
const HI_CATEGORY = "कपड़े";
const HI_LABEL = "दुकान";
const HI_BANNER = "रोज़ की ज़रूरतें";
const HI_PAGE = "हमारे बारे में";
const OTHER_STORE = "दूसरी दुकान का नाम";

let demo: TenantId;
let gadgets: TenantId;
let product: typeof products.$inferSelect;
let category: typeof categories.$inferSelect;
let item: typeof menuItems.$inferSelect;
let banner: typeof heroBanners.$inferSelect;
let page: typeof pages.$inferSelect;
let gadget: typeof products.$inferSelect;

const log = () => {
  const start = sqlLog.lines.length;
  return () => sqlLog.lines.slice(start);
};

beforeAll(async () => {
  const [d] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const [g] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
  demo = tenantIdOf(d);
  gadgets = tenantIdOf(g);
  await ctx.db.update(tenants).set({ languages: ["en", "hi"] }).where(eq(tenants.id, demo));
  await ctx.db.update(tenants).set({ languages: ["en", "hi"] }).where(eq(tenants.id, gadgets));
  product = (await ctx.db.select().from(products).where(and(eq(products.tenantId, demo), eq(products.status, "active")))).find((p) => p.options.length > 0 && !!p.categoryId)!;
  [category] = await ctx.db.select().from(categories).where(and(eq(categories.tenantId, demo), eq(categories.isActive, true), eq(categories.id, product.categoryId!)));
  [item] = await ctx.db.select().from(menuItems).where(and(eq(menuItems.tenantId, demo), eq(menuItems.label, "Shop")));
  [banner] = await ctx.db.select().from(heroBanners).where(and(eq(heroBanners.tenantId, demo), eq(heroBanners.isActive, true))).orderBy(heroBanners.sortOrder);
  [page] = await ctx.db.select().from(pages).where(and(eq(pages.tenantId, demo), eq(pages.slug, "about-us")));
  [gadget] = await ctx.db.select().from(products).where(and(eq(products.tenantId, gadgets), eq(products.status, "active"))).limit(1);
  expect(product && category && item && banner && page && gadget).toBeTruthy();
  const opt = product.options[0];
  const row = (tenantId: TenantId, resourceType: string, resourceId: string, field: string, value: string, language = "hi") => ({ tenantId, resourceType, language, resourceId, field, value });
  await ctx.db.insert(translations).values([
    row(demo, "product", product.id, "name", HI_NAME),
    row(demo, "product", product.id, "description", HI_DESCRIPTION),
    row(demo, "product", product.id, `options.${opt.name}`, "आकार"),
    row(demo, "product", product.id, `options.${opt.name}.${opt.values[0]}`, "पहला"),
    // Another language's text never shows in "hi".
    row(demo, "product", product.id, "shortDescription", "Texto corto", "es"),
    row(demo, "category", category.id, "name", HI_CATEGORY),
    row(demo, "menu-item", item.id, "label", HI_LABEL),
    row(demo, "hero-banner", banner.id, "title", HI_BANNER),
    row(demo, "page", page.id, "title", HI_PAGE),
    // Another store's translations: of its own product, and a row of it naming this store's product.
    row(gadgets, "product", gadget.id, "name", OTHER_STORE),
    row(gadgets, "product", product.id, "shortDescription", OTHER_STORE),
    row(gadgets, "category", category.id, "description", OTHER_STORE),
    row(gadgets, "menu-item", item.id, "label", OTHER_STORE),
  ]);
});

async function listing(tenantId: TenantId, search: string, lang: ContentLang) {
  const [tree, collections] = await Promise.all([loadCategoryTree(tenantId), loadCollections(tenantId)]);
  const q: ListingQuery = { scope: { kind: "all" }, search, min: "", max: "", sort: "relevance", page: 1, pageSize: 48 };
  const result = await loadListingPage(tenantId, q, listingFilter(q, tree, collections, lang));
  return { ...result, cards: await loadCards(tenantId, result.ids, lang) };
}

describe("the storefront's loaders in a language", () => {
  it("a product in hi: translated fields, the others the default's, options and variants together; the default untouched", async () => {
    const hi = (await loadProductPage(demo, product.id, [], "hi"))!.product;
    const en = (await loadProductPage(demo, product.id, []))!.product;
    expect(en.name).toBe(product.name);
    expect(hi.name).toBe(HI_NAME);
    expect(hi.description).toContain("हाथ से बना");
    expect(hi.description).not.toContain("script");
    expect(hi.descriptionText).toContain("प्याला");
    // Not translated: the default's text, field by field (and never another language's or another store's).
    expect(hi.shortDescription).toBe(en.shortDescription);
    expect(hi.seoTitle).toBe(en.seoTitle);
    expect(hi.price).toBe(en.price);
    const opt = product.options[0];
    expect(hi.options[0].name).toBe("आकार");
    expect(hi.options[0].values[0]).toBe("पहला");
    expect(hi.options[0].values.slice(1)).toEqual(opt.values.slice(1));
    // Each variant's values follow the options' so the picker still finds them.
    for (const v of hi.variants) for (const [i, value] of v.options.entries()) expect(hi.options[i].values).toContain(value);
    expect(hi.variants.map((v) => v.id)).toEqual(en.variants.map((v) => v.id));
  });

  it("cards in hi: the translated name, the short description falls back", async () => {
    const [hi] = await loadCards(demo, [product.id], "hi");
    const [en] = await loadCards(demo, [product.id]);
    expect(hi.name).toBe(HI_NAME);
    expect(en.name).toBe(product.name);
    expect(hi.shortDescription).toBe(en.shortDescription);
  });

  it("category, menu item and hero banner in hi, falling back field by field; page title", async () => {
    const tree = await loadCategoryTree(demo, "hi");
    const cat = tree.categories.find((c) => c.id === category.id)!;
    expect(cat.name).toBe(HI_CATEGORY);
    expect(cat.description).toBe(category.description);
    expect(cat.slug).toBe(category.slug);
    // Smart-collection rules match categories by their default names: the nodes keep them.
    expect(tree.nodes.find((n) => n.id === category.id)!.name).toBe(category.name);
    expect((await loadCategoryTree(demo)).categories.find((c) => c.id === category.id)!.name).toBe(category.name);

    const menus = await loadMenus(demo, "hi");
    const labels = menus.header.flatMap((m) => m.items.map((i) => i.label));
    expect(labels).toContain(HI_LABEL);
    expect(labels).not.toContain("Shop");
    expect(labels).toContain("Home");
    expect(JSON.stringify(menus)).not.toContain(OTHER_STORE);

    const shell = await loadStoreShell(demo, "hi");
    const b = shell.banners.find((x) => x.id === banner.id)!;
    expect(b.title).toBe(HI_BANNER);
    expect(b.subtitle).toBe(banner.subtitle);
    expect(b.buttonLabel).toBe(banner.buttonLabel);
    if (shell.banners[0].id === banner.id) expect((await loadHero(demo, "sellure", "hi")).title).toBe(HI_BANNER);
    expect(JSON.stringify(shell)).not.toContain(OTHER_STORE);

    const p = (await loadPage(demo, "about-us", "hi"))!;
    expect(p.title).toBe(HI_PAGE);
    expect(p.content).toBe((await loadPage(demo, "about-us"))!.content);
    expect((await loadPageLinks(demo, "hi")).find((l) => l.slug === "about-us")!.title).toBe(HI_PAGE);
  });

  it("the default language issues no translations statement; a language issues the same number of statements", async () => {
    const count = async (read: () => Promise<unknown>) => {
      const done = log();
      await read();
      return done();
    };
    const reads = (lang: ContentLang) => [
      () => loadStoreShell(demo, lang),
      () => loadCards(demo, [product.id], lang),
      () => loadProductPage(demo, product.id, [], lang),
      () => loadPage(demo, "about-us", lang),
      () => loadPageLinks(demo, lang),
    ];
    const en = reads(null);
    const hi = reads("hi");
    for (let i = 0; i < en.length; i++) {
      const a = await count(en[i]);
      const b = await count(hi[i]);
      expect(a.length, a.join("\n")).toBe(1);
      expect(a.some((s) => /translations/.test(s)), a.join("\n")).toBe(false);
      expect(b.length, b.join("\n")).toBe(1);
      expect(b.some((s) => /"translations"/.test(s)), b.join("\n")).toBe(true);
    }
  });

  it("search: a Hindi name finds the product in hi and not in en; the default name still finds it in hi", async () => {
    const hi = await listing(demo, "प्याला", "hi");
    expect(hi.ids).toContain(product.id);
    expect(hi.cards.find((c) => c.id === product.id)!.name).toBe(HI_NAME);
    const en = await listing(demo, "प्याला", null);
    expect(en.ids).not.toContain(product.id);
    expect(en.total).toBe(0);
    expect((await listing(demo, product.name, "hi")).ids).toContain(product.id);
    // Another store's Hindi names are its own.
    expect((await listing(demo, "दूसरी", "hi")).total).toBe(0);
    expect((await listing(gadgets, "दूसरी", "hi")).ids).toEqual([gadget.id]);
  });
});

const demoKey = encodeTenantKey({ mode: "subdomain", slug: "demo" });
async function api(handler: (req: NextRequest, seg: { params: Promise<Record<string, string>> }) => Promise<Response>, path: string, opts: { params?: Record<string, string>; lang?: string } = {}) {
  const key = opts.lang ? withVariant(demoKey, { currency: null, lang: opts.lang }) : demoKey;
  const req = new NextRequest(new URL(`http://demo.localhost:3000${path}`), { headers: { host: "demo.localhost:3000", [TENANT_HEADER]: key } });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { message?: string; errors?: Record<string, string> } };
}

describe("the public API's reads with lang", () => {
  it("GET /api/products?lang=hi and /api/products/{id}?lang=hi: translated with fallback; the search by the Hindi name", async () => {
    const list = await api(listProductsApi, "/api/products?lang=hi");
    expect(list.status, JSON.stringify(list.json)).toBe(200);
    const rows = list.json as unknown as { id: string; name: string; shortDescription: string | null }[];
    expect(rows.find((p) => p.id === product.id)!.name).toBe(HI_NAME);
    expect(rows.find((p) => p.id === product.id)!.shortDescription).toBe(product.shortDescription);
    expect(JSON.stringify(rows)).not.toContain(OTHER_STORE);
    const en = (await api(listProductsApi, "/api/products")).json as unknown as { id: string; name: string }[];
    expect(en.find((p) => p.id === product.id)!.name).toBe(product.name);

    const found = (await api(listProductsApi, `/api/products?lang=hi&search=${encodeURIComponent("प्याला")}`)).json as unknown as { id: string }[];
    expect(found.map((p) => p.id)).toEqual([product.id]);
    expect((await api(listProductsApi, `/api/products?search=${encodeURIComponent("प्याला")}`)).json).toEqual([]);

    const one = await api(productApi, `/api/products/${product.id}?lang=hi`, { params: { id: product.id } });
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ id: product.id, name: HI_NAME });
    expect(String(one.json.description)).not.toContain("script");
  });

  it("an unknown or disabled language is a 400 naming it; the default language is the default text", async () => {
    const bad = await api(listProductsApi, "/api/products?lang=xx");
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain("xx");
    expect(bad.json.errors).toMatchObject({ lang: expect.stringContaining("xx") });
    const disabled = await api(listMenusApi, "/api/menus?lang=ta");
    expect(disabled.status).toBe(400);
    expect(disabled.json.message).toContain("ta");
    const en = await api(listProductsApi, "/api/products?lang=en");
    expect(en.status).toBe(200);
    expect((en.json as unknown as { id: string; name: string }[]).find((p) => p.id === product.id)!.name).toBe(product.name);
  });

  it("menus, categories and pages in hi; a call through the /hi/ prefix reads in hi without lang", async () => {
    const menus = await api(listMenusApi, "/api/menus?lang=hi");
    expect(menus.status).toBe(200);
    const labels = JSON.stringify(menus.json);
    expect(labels).toContain(HI_LABEL);
    expect(labels).not.toContain(OTHER_STORE);
    const cats = await api(listCategoriesApi, "/api/categories?lang=hi");
    expect(JSON.stringify(cats.json)).toContain(HI_CATEGORY);
    expect(JSON.stringify(cats.json)).not.toContain(OTHER_STORE);
    const p = await api(pageApi, `/api/pages/${page.id}?lang=hi`, { params: { id: page.id } });
    expect(p.json).toMatchObject({ title: HI_PAGE, content: page.content });

    const prefixed = await api(productApi, `/api/products/${product.id}`, { params: { id: product.id }, lang: "hi" });
    expect(prefixed.status).toBe(200);
    expect(prefixed.json.name).toBe(HI_NAME);
  });
});
