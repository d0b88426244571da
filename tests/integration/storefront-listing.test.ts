import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products, productVariants, type CollectionCriteria, type SmartCondition } from "@/db/schema";
import { listProducts } from "@/lib/catalog/products/service";
import { matchesCriteria } from "@/lib/catalog/smart";
import { smartCriteriaSql } from "@/lib/catalog/smart-sql";
import * as repo from "@/lib/storefront/repository";
import { listingFilter, loadCards, loadCategoryTree, loadCollections, loadListingIdsMany, loadListingPage, loadProductPage, loadProductRef } from "@/lib/storefront/service";
import { listingQuery, parseProductsQuery } from "@/lib/storefront/filter";
import { listingRoute, tokenParams } from "@/lib/storefront/listing-url";
import type { ListingQuery } from "@/lib/storefront/schemas";
import { findTenantByRef } from "@/lib/tenancy/repository";
import { tenantIdOf, type TenantId } from "@/lib/tenancy/store";
import { setupTestDatabase } from "./helpers/db";

/**
 * Listings at size: the demo store plus 300 generated products, and the gadgets store with 300 products
 * of the very same names, SKUs and tags, whose rows must never show up in the demo store's pages,
 * counts or searches. Filtering, sorting, search and pagination all run in the database.
 */
const ctx = setupTestDatabase();
const N = 300;
let demo = "" as TenantId;
let gadgets = "" as TenantId;
let gadgetIds = new Set<string>();

async function storeId(slug: string) {
  const t = await findTenantByRef({ mode: "subdomain", slug });
  if (!t) throw new Error(`no store ${slug}`);
  return tenantIdOf(t);
}

/** Generated products: names "Bulk Gizmo {g}", tags bulk + tag{g%10}, SKU BULK-{g}, HTML descriptions. */
async function insertBulk(tenantId: TenantId) {
  await ctx.db.execute(sql`
    insert into products (tenant_id, category_id, name, slug, description, sku, price, compare_at_price, quantity, weight, status, tags, created_at)
    select ${tenantId}::uuid,
      (select id from categories c where c.tenant_id = ${tenantId}::uuid order by c.slug offset (g % 4) limit 1),
      'Bulk Gizmo ' || g, 'bulk-gizmo-' || g,
      '<p>Generated <strong>item</strong> number ' || g || case when g = 7 then ' made of zirconium' else '' end || '</p>',
      'BULK-' || g, (g * 7 % 500) + 1, case when g % 3 = 0 then (g * 7 % 500) + 50 end, g % 25, (g % 30)::numeric / 10,
      case when g % 50 = 0 then 'draft' else 'active' end,
      array['bulk', 'tag' || (g % 10)],
      now() - make_interval(mins => g)
    from generate_series(1, ${N}) g`);
}

/** The store's active products with their variants' titles and stock (stock rules read each variant). */
async function activeRows(tenantId: TenantId) {
  const variants = await ctx.db
    .select({ productId: productVariants.productId, title: productVariants.title, quantity: productVariants.quantity })
    .from(productVariants)
    .where(eq(productVariants.tenantId, tenantId));
  const rows = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      createdAt: products.createdAt,
      categoryId: products.categoryId,
      tags: products.tags,
      compareAtPrice: products.compareAtPrice,
      weight: products.weight,
      quantity: products.quantity,
    })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.status, "active")));
  return rows.map((r) => ({ ...r, variants: variants.filter((v) => v.productId === r.id) }));
}

async function page(tenantId: TenantId, over: Partial<ListingQuery> = {}) {
  const [tree, collections] = await Promise.all([loadCategoryTree(tenantId), loadCollections(tenantId)]);
  const q: ListingQuery = { scope: { kind: "all" }, search: "", min: "", max: "", sort: "name-asc", page: 1, pageSize: 24, ...over };
  return loadListingPage(tenantId, q, listingFilter(q, tree, collections));
}

/** Every page of a listing, followed as a shopper would until the last. */
async function allPages(tenantId: TenantId, over: Partial<ListingQuery> = {}) {
  const ids: string[] = [];
  let total = 0;
  for (let n = 1; n < 100; n++) {
    const p = await page(tenantId, { ...over, page: n });
    total = p.total;
    ids.push(...p.ids);
    if (p.ids.length < 24) break;
  }
  return { ids, total };
}

beforeAll(async () => {
  demo = await storeId("demo");
  gadgets = await storeId("gadgets");
  await insertBulk(demo);
  await insertBulk(gadgets);
  gadgetIds = new Set((await ctx.db.select({ id: products.id }).from(products).where(eq(products.tenantId, gadgets))).map((r) => r.id));
});

describe("pagination", () => {
  it("pages through every active product of the store once, 24 at a time, and none of another store", async () => {
    const rows = await activeRows(demo);
    expect(rows.length).toBeGreaterThan(N);
    const first = await page(demo);
    expect(first.ids).toHaveLength(24);
    expect(first.total).toBe(rows.length);
    const all = await allPages(demo);
    expect(all.total).toBe(rows.length);
    expect(all.ids).toHaveLength(rows.length);
    expect(new Set(all.ids).size).toBe(rows.length);
    expect(new Set(all.ids)).toEqual(new Set(rows.map((r) => r.id)));
    for (const id of all.ids) expect(gadgetIds.has(id)).toBe(false);
  });

  it("past the last page: no products, but still the count", async () => {
    const rows = await activeRows(demo);
    const p = await page(demo, { page: 200 });
    expect(p.ids).toEqual([]);
    expect(p.total).toBe(rows.length);
  });
});

describe("sorting", () => {
  it("orders by name, price and date in the database, ties broken by name", async () => {
    const rows = await activeRows(demo);
    const byName = [...rows].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), "en") || a.name.localeCompare(b.name));
    const names = (await loadCards(demo, (await page(demo, { pageSize: 1000 })).ids)).map((c) => c.name.toLowerCase());
    expect(names).toHaveLength(rows.length);
    // The database's collation and JavaScript agree on plain names; compare the generated ones.
    const gen = (list: string[]) => list.filter((n) => n.startsWith("bulk gizmo"));
    expect(gen(names)).toEqual(gen(byName.map((r) => r.name.toLowerCase())));

    const priceAsc = (await page(demo, { sort: "price-asc", pageSize: 1000 })).ids;
    const prices = new Map(rows.map((r) => [r.id, Number(r.price)]));
    const asc = priceAsc.map((id) => prices.get(id)!);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const priceDesc = (await page(demo, { sort: "price-desc", pageSize: 1000 })).ids.map((id) => prices.get(id)!);
    expect(priceDesc).toEqual([...asc].sort((a, b) => b - a));

    const created = new Map(rows.map((r) => [r.id, new Date(r.createdAt).getTime()]));
    const newest = (await page(demo, { sort: "newest", pageSize: 1000 })).ids.map((id) => created.get(id)!);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const oldest = (await page(demo, { sort: "oldest", pageSize: 1000 })).ids.map((id) => created.get(id)!);
    expect(oldest).toEqual([...newest].reverse());
  });

  it("page 2 of a sort continues page 1", async () => {
    const whole = (await page(demo, { sort: "price-desc", pageSize: 48 })).ids;
    const p1 = (await page(demo, { sort: "price-desc", page: 1 })).ids;
    const p2 = (await page(demo, { sort: "price-desc", page: 2 })).ids;
    expect([...p1, ...p2]).toEqual(whole);
  });
});

describe("filters", () => {
  it("price bounds are inclusive and counted in SQL", async () => {
    const rows = await activeRows(demo);
    const expected = rows.filter((r) => Number(r.price) >= 100 && Number(r.price) <= 200);
    const p = await allPages(demo, { min: "100", max: "200" });
    expect(p.total).toBe(expected.length);
    expect(new Set(p.ids)).toEqual(new Set(expected.map((r) => r.id)));
  });

  it("a category includes its subcategories; an unknown one matches nothing", async () => {
    const tree = await loadCategoryTree(demo);
    const apparel = tree.categories.find((c) => c.slug === "apparel")!;
    const ids = new Set(tree.categories.filter((c) => c.id === apparel.id || c.parentId === apparel.id).map((c) => c.id));
    const rows = (await activeRows(demo)).filter((r) => r.categoryId && ids.has(r.categoryId));
    const p = await allPages(demo, { scope: { kind: "category", categoryId: apparel.id } });
    expect(p.total).toBe(rows.length);
    expect(p.total).toBe(apparel.productCount);
    expect(new Set(p.ids)).toEqual(new Set(rows.map((r) => r.id)));
    // Another store's category id is unknown here.
    const gadgetTree = await loadCategoryTree(gadgets);
    expect((await page(demo, { scope: { kind: "category", categoryId: gadgetTree.categories[0].id } })).total).toBe(0);
  });

  it("a shopper's status=draft is not read: the listing is the plain one, with no draft in it", async () => {
    // The drafts of the bulk set are "Bulk Gizmo 50", "…100", …: search for one, as a URL would.
    const draftIds = new Set(
      (await ctx.db.select({ id: products.id }).from(products).where(and(eq(products.tenantId, demo), eq(products.status, "draft")))).map((r) => r.id),
    );
    expect(draftIds.size).toBeGreaterThan(0);
    const fromUrl = async (search: string) => {
      const r = listingRoute("products", search);
      if (r.kind !== "token") throw new Error(`redirected to ${r.search}`);
      const query = parseProductsQuery(tokenParams(r.token)!);
      return { token: r.token, page: await allPages(demo, listingQuery({ kind: "all" }, query, "relevance")) };
    };
    for (const status of ["draft", "archived", "all", "active"]) {
      const asked = await fromUrl(`?search=bulk+gizmo&status=${status}`);
      const plain = await fromUrl("?search=bulk+gizmo");
      // One cache entry: the parameter does not even reach the page.
      expect(asked.token).toBe(plain.token);
      expect(asked.page).toEqual(plain.page);
      expect(asked.page.total).toBe(N - N / 50);
      for (const id of asked.page.ids) expect(draftIds.has(id)).toBe(false);
    }
  });

  it("category counts come from one grouped query and add up to the store's active products", async () => {
    const tree = await loadCategoryTree(demo);
    const rows = await activeRows(demo);
    expect(tree.activeProducts).toBe(rows.length);
    for (const c of tree.categories) {
      const ids = new Set(tree.categories.filter((x) => x.id === c.id || x.parentId === c.id || tree.categories.find((p) => p.id === x.parentId)?.parentId === c.id).map((x) => x.id));
      expect(c.productCount).toBe(rows.filter((r) => r.categoryId && ids.has(r.categoryId)).length);
    }
  });
});

describe("search", () => {
  const search = async (tenantId: TenantId, q: string, over: Partial<ListingQuery> = {}) => {
    const p = await page(tenantId, { search: q, sort: "relevance", pageSize: 1000, ...over });
    return { ...p, names: (await loadCards(tenantId, p.ids)).map((c) => c.name) };
  };

  it("matches names, SKUs, tags and description text (not HTML tags), within the store", async () => {
    const byName = await search(demo, "gizmo 12");
    expect(byName.names[0]).toBe("Bulk Gizmo 12"); // the name starting with the query ranks first
    expect(byName.names).toEqual(expect.arrayContaining(["Bulk Gizmo 12", "Bulk Gizmo 120", "Bulk Gizmo 121"]));
    expect((await search(demo, "bulk-77")).names).toEqual(["Bulk Gizmo 77"]);
    const tagged = await search(demo, "tag3");
    expect(tagged.total).toBe((await activeRows(demo)).filter((r) => r.tags.includes("tag3")).length);
    expect((await search(demo, "zirconium")).names).toEqual(["Bulk Gizmo 7"]);
    expect((await search(demo, "strong")).total).toBe(0); // markup is not text
    for (const id of (await search(demo, "bulk")).ids) expect(gadgetIds.has(id)).toBe(false);
  });

  it("needs every word, in any order, and treats LIKE wildcards as text", async () => {
    expect((await search(demo, "zirconium gizmo")).names).toEqual(["Bulk Gizmo 7"]);
    expect((await search(demo, "gizmo zirconium bulk")).names).toEqual(["Bulk Gizmo 7"]);
    expect((await search(demo, "zirconium zebra")).total).toBe(0);
    // As wildcards these would match every product; as text, only the few that contain them.
    const all = (await activeRows(demo)).length;
    expect((await search(demo, "%")).total).toBeLessThan(5);
    expect((await search(demo, "_")).total).toBeLessThan(5);
    expect(all).toBeGreaterThan(N);
  });

  it("tolerates a typo when nothing matches exactly, and ranks the closest name first", async () => {
    const typo = await search(demo, "zirconiun");
    expect(typo.names).toContain("Bulk Gizmo 7");
    const gizmo = await search(demo, "gizmmo");
    expect(gizmo.total).toBeGreaterThan(0);
    for (const id of gizmo.ids) expect(gadgetIds.has(id)).toBe(false);
    expect((await search(demo, "qqqqxz")).total).toBe(0);
  });

  it("combines with filters, sort and pages", async () => {
    const rows = (await activeRows(demo)).filter((r) => r.name.startsWith("Bulk Gizmo") && Number(r.price) <= 100);
    const p = await allPages(demo, { search: "gizmo", max: "100", sort: "price-asc" });
    expect(p.total).toBe(rows.length);
    expect(new Set(p.ids)).toEqual(new Set(rows.map((r) => r.id)));
  });

  it("GET /api/products?search= finds what the storefront finds, for shoppers only among active products", async () => {
    const shopper = await listProducts({ tenantId: demo, manager: false }, { search: "zirconiun" });
    expect(shopper.map((p) => p.name)).toEqual(["Bulk Gizmo 7"]);
    const sku = await listProducts({ tenantId: demo, manager: false }, { search: "BULK-50" });
    expect(sku).toEqual([]); // product 50 is a draft
    const owner = await listProducts({ tenantId: demo, manager: true }, { search: "BULK-50" });
    expect(owner.map((p) => p.name)).toContain("Bulk Gizmo 50");
    for (const p of owner) expect(gadgetIds.has(p.id)).toBe(false);
  });
});

describe("smart collections in SQL", () => {
  const cond = (field: string, operator: string, value: string): SmartCondition => ({ id: `${field}-${operator}-${value}`, field, operator, value });
  const CASES: CollectionCriteria[] = [
    ...[
      cond("title", "contains", "gizmo 1"),
      cond("title", "notContains", "gizmo"),
      cond("title", "equals", "BULK GIZMO 5"),
      cond("title", "notEquals", "bulk gizmo 5"),
      cond("title", "startsWith", "bulk"),
      cond("title", "endsWith", "7"),
      cond("title", "contains", ""),
      cond("type", "equals", "apparel"),
      cond("type", "notEquals", "Electronics"),
      cond("category", "equals", "t-shirts"),
      cond("category", "equals", "Apparel"),
      cond("category", "notEquals", "apparel"),
      cond("tag", "contains", "TAG3"),
      cond("tag", "notContains", "bulk"),
      cond("price", "greaterThan", "250"),
      cond("price", "lessThan", "100"),
      cond("price", "equals", "599"),
      cond("price", "between", "200-100"),
      cond("price", "between", "150"),
      cond("compareAtPrice", "greaterThan", "300"),
      cond("weight", "lessThan", "1.5"),
      cond("weight", "equals", "2"),
      cond("inventoryStock", "equals", "0"),
      cond("inventoryStock", "greaterThan", "20.5"),
      cond("inventoryStock", "lessThan", "abc"),
      cond("vendor", "equals", "acme"),
      cond("price", "contains", "5"),
    ].map((c) => ({ matchType: "all" as const, conditions: [c] })),
    { matchType: "all", conditions: [cond("tag", "contains", "tag3"), cond("price", "lessThan", "300")] },
    { matchType: "any", conditions: [cond("category", "equals", "mugs"), cond("title", "endsWith", "99")] },
    { matchType: "any", conditions: [] },
  ];

  it("selects exactly the products the in-memory rules select", async () => {
    const tree = await loadCategoryTree(demo);
    const nodes = new Map(tree.nodes.map((n) => [n.id, n]));
    const rows = await activeRows(demo);
    for (const criteria of CASES) {
      const expected = rows.filter((r) => matchesCriteria(r, criteria, nodes)).map((r) => r.id);
      const got = await repo.listProductPage(demo, { condition: smartCriteriaSql(criteria, nodes) }, "newest", 10_000, 0);
      expect({ criteria, ids: new Set(got.ids) }).toEqual({ criteria, ids: new Set(expected) });
      expect(got.total).toBe(expected.length);
    }
    // The cases are not vacuous: some select many, some none.
    const sizes = await Promise.all(CASES.map(async (c) => (await repo.listProductPage(demo, { condition: smartCriteriaSql(c, nodes) }, "newest", 1, 0)).total));
    expect(Math.max(...sizes)).toBeGreaterThan(100);
    expect(sizes.filter((n) => n === 0).length).toBeGreaterThan(0);
  });
});

describe("several listings in one read (home sections)", () => {
  it("gives each listing the same first products as its own listing page, and nothing of another store", async () => {
    const [tree, collections] = await Promise.all([loadCategoryTree(demo), loadCollections(demo)]);
    expect(collections.some((c) => c.type === "manual")).toBe(true);
    expect(collections.some((c) => c.type === "smart")).toBe(true);
    const base = { search: "", min: "", max: "", page: 1 } as const;
    const qs: ListingQuery[] = [
      ...tree.categories.map((c): ListingQuery => ({ ...base, scope: { kind: "category", categoryId: c.id }, sort: "newest", pageSize: 8 })),
      ...collections.map((c): ListingQuery => ({ ...base, scope: { kind: "collection", collectionId: c.id }, sort: c.type === "manual" ? "manual" : "newest", pageSize: 12 })),
      { ...base, scope: { kind: "all" }, sort: "price-desc", pageSize: 5 },
      // Another store's category matches nothing here.
      { ...base, scope: { kind: "category", categoryId: (await loadCategoryTree(gadgets)).categories[0].id }, sort: "newest", pageSize: 8 },
    ];
    const filters = qs.map((q) => listingFilter(q, tree, collections));
    const batch = await loadListingIdsMany(demo, qs, filters);
    expect(batch).toHaveLength(qs.length);
    for (const [i, q] of qs.entries()) {
      const own = await loadListingPage(demo, q, filters[i]);
      expect({ i, ids: batch[i] }).toEqual({ i, ids: own.ids });
    }
    expect(batch.flat().length).toBeGreaterThan(50);
    expect(batch.at(-1)).toEqual([]);
    for (const id of batch.flat()) expect(gadgetIds.has(id)).toBe(false);
    // The same listings asked for the other store: its own products for "all", nothing for this store's categories.
    const other = await loadListingIdsMany(gadgets, qs, filters);
    expect(other.slice(0, -2).flat()).toEqual([]);
    expect(other.at(-2)?.length).toBe(5);
    for (const id of other.flat()) expect(gadgetIds.has(id)).toBe(true);
  });
});

describe("a product page in two reads", () => {
  it("finds the product by slug with its newest related products, and their cards in order", async () => {
    const rows = await activeRows(demo);
    const target = rows.find((r) => r.name.startsWith("Bulk Gizmo") && r.categoryId && rows.filter((o) => o.categoryId === r.categoryId).length > 6)!;
    const slug = (await loadCards(demo, [target.id]))[0].slug;
    const ref = await loadProductRef(demo, slug, 4);
    expect(ref?.id).toBe(target.id);
    // The related products: four others of its category, none older than any left out.
    const sameCategory = rows.filter((r) => r.categoryId === target.categoryId && r.id !== target.id);
    const related = ref!.relatedIds;
    expect(related).toHaveLength(4);
    expect(new Set(related).size).toBe(4);
    const time = (id: string) => new Date(sameCategory.find((r) => r.id === id)!.createdAt).getTime();
    for (const id of related) expect(sameCategory.some((r) => r.id === id)).toBe(true);
    const oldestShown = Math.min(...related.map(time));
    for (const r of sameCategory) if (!related.includes(r.id)) expect(new Date(r.createdAt).getTime()).toBeLessThanOrEqual(oldestShown);
    const pageData = await loadProductPage(demo, ref!.id, ref!.relatedIds);
    expect(pageData?.product.id).toBe(target.id);
    expect(pageData?.related).toEqual(await loadCards(demo, ref!.relatedIds));
    // The other store has a product of the same slug: each store finds its own, with its own related products.
    const theirs = await loadProductRef(gadgets, slug, 4);
    expect(theirs && gadgetIds.has(theirs.id)).toBe(true);
    expect(theirs!.relatedIds.every((id) => gadgetIds.has(id))).toBe(true);
    expect(await loadProductPage(gadgets, target.id, [])).toBeNull();
    expect((await loadProductPage(demo, target.id, [...gadgetIds].slice(0, 4)))?.related).toEqual([]);
  });
});
