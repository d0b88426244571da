import { and, eq, isNull, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchCategory } from "@/app/api/categories/[id]/route";
import { PATCH as patchCollection } from "@/app/api/collections/[id]/route";
import { PATCH as patchPage } from "@/app/api/pages/[id]/route";
import { POST as createPage } from "@/app/api/pages/route";
import { PATCH as patchProduct } from "@/app/api/products/[id]/route";
import { DELETE as deleteRedirect } from "@/app/api/redirects/[id]/route";
import { GET as exportRedirects } from "@/app/api/redirects/export/route";
import { POST as importRedirects } from "@/app/api/redirects/import/route";
import { GET as listRedirects, POST as createRedirect } from "@/app/api/redirects/route";
import { activityEntries, categories, collections, pages, products, redirects, tenants } from "@/db/schema";
import { MAX_REDIRECTS_PER_STORE } from "@/lib/redirects/paths";
import { proxy } from "@/proxy";
import { signInStaff } from "./helpers/auth";
import { setupTestDatabase } from "./helpers/db";
import type { TestClient } from "./helpers/http";

/**
 * Redirects (issue 45, record 0149): slug changes of products, categories, collections and pages answer 301 from
 * the old path in path, subdomain and custom-domain mode; chains collapse, loops are refused; the owner's own
 * redirects (list, add, delete, CSV import/export) with their bad inputs and the store's limit; another store's
 * owner reaches none of them.
 */

const ctx = setupTestDatabase();
const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
let owner: TestClient;
let other: TestClient;
let demoId: string;
let gadgetsId: string;

type RedirectDto = { id: string; from: string; to: string; kind: string };

/** What a browser gets from the proxy for this URL: the status and where a redirect goes (path and query). */
async function visit(url: string): Promise<{ status: number; location: string | null }> {
  const u = new URL(url);
  const res = await proxy(new NextRequest(url, { headers: { host: u.host } }));
  const loc = res.headers.get("location");
  return { status: res.status, location: loc ? (new URL(loc).host === u.host ? new URL(loc).pathname + new URL(loc).search : loc) : null };
}

async function add(from: string, to: string, client = owner, host = DEMO) {
  return client.call(createRedirect, { path: "/api/redirects", host, body: { from, to } });
}

async function demoProduct(n = 0) {
  const rows = await ctx.db.select().from(products).where(eq(products.tenantId, demoId)).orderBy(products.slug);
  return rows[n];
}

beforeAll(async () => {
  owner = await signInStaff(DEMO);
  other = await signInStaff(GADGETS, "owner2@example.com");
  const [d] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const [g] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
  demoId = d.id;
  gadgetsId = g.id;
  await ctx.db.update(tenants).set({ customDomain: "shop.demo-example.com", customDomainVerifiedAt: new Date() }).where(eq(tenants.id, demoId));
});

describe("automatic redirects from slug changes", () => {
  it("a product's new slug: the old path answers 301 in path, subdomain and custom-domain mode; a taken slug is 409", async () => {
    const p = await demoProduct(0);
    const old = p.slug;
    const res = await owner.call(patchProduct, { method: "PATCH", path: `/api/products/${p.id}`, params: { id: p.id }, body: { slug: "Renamed Mug" } });
    expect(res.status).toBe(200);
    expect((res.json as { slug: string }).slug).toBe("renamed-mug");

    expect(await visit(`http://${DEMO}/product/${old}`)).toEqual({ status: 301, location: "/product/renamed-mug" });
    expect(await visit(`http://localhost:3000/store/demo/product/${old}?utm_source=x`)).toEqual({ status: 301, location: "/store/demo/product/renamed-mug?utm_source=x" });
    expect(await visit(`http://shop.demo-example.com/product/${old.toUpperCase()}/`)).toEqual({ status: 301, location: "/product/renamed-mug" });
    // The new path and another store's same path are pages, not redirects.
    expect((await visit(`http://${DEMO}/product/renamed-mug`)).status).toBe(200);
    expect((await visit(`http://${GADGETS}/product/${old}`)).status).toBe(200);

    const q = await demoProduct(1);
    const taken = await owner.call(patchProduct, { method: "PATCH", path: `/api/products/${q.id}`, params: { id: q.id }, body: { slug: "renamed-mug" } });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ errors: { slug: expect.any(String) } });
    // Another store may use the same slug.
    const g = (await ctx.db.select().from(products).where(eq(products.tenantId, gadgetsId)))[0];
    expect((await other.call(patchProduct, { method: "PATCH", path: `/api/products/${g.id}`, host: GADGETS, params: { id: g.id }, body: { slug: "renamed-mug" } })).status).toBe(200);
  });

  it("chains collapse (A→B→C: A answers C), and renaming back makes the old path live again without a loop", async () => {
    const p = await demoProduct(2);
    const a = p.slug;
    const patch = (slug: string) => owner.call(patchProduct, { method: "PATCH", path: `/api/products/${p.id}`, params: { id: p.id }, body: { slug } });
    expect((await patch("chain-b")).status).toBe(200);
    expect((await patch("chain-c")).status).toBe(200);
    expect(await visit(`http://${DEMO}/product/${a}`)).toEqual({ status: 301, location: "/product/chain-c" });
    expect(await visit(`http://${DEMO}/product/chain-b`)).toEqual({ status: 301, location: "/product/chain-c" });
    const stored = await ctx.db.select().from(redirects).where(and(eq(redirects.tenantId, demoId), eq(redirects.fromPath, `/product/${a}`)));
    expect(stored.map((r) => r.toTarget)).toEqual(["/product/chain-c"]);

    expect((await patch(a)).status).toBe(200);
    expect((await visit(`http://${DEMO}/product/${a}`)).status).toBe(200);
    expect(await visit(`http://${DEMO}/product/chain-b`)).toEqual({ status: 301, location: `/product/${a}` });
    expect(await visit(`http://${DEMO}/product/chain-c`)).toEqual({ status: 301, location: `/product/${a}` });
  });

  it("categories (with their subcategories' paths), collections and pages redirect their old paths", async () => {
    const [parent] = await ctx.db.select().from(categories).where(and(eq(categories.tenantId, demoId), isNull(categories.parentId), sql`exists (select 1 from categories c where c.tenant_id = ${categories.tenantId} and c.parent_id = ${categories.id})`)).limit(1);
    const [child] = await ctx.db.select().from(categories).where(and(eq(categories.tenantId, demoId), eq(categories.parentId, parent.id))).limit(1);
    const res = await owner.call(patchCategory, { method: "PATCH", path: `/api/categories/${parent.id}`, params: { id: parent.id }, body: { slug: "moved-parent" } });
    expect(res.status).toBe(200);
    expect(await visit(`http://${DEMO}/category/${parent.slug}`)).toMatchObject({ status: 301, location: "/category/moved-parent" });
    expect(await visit(`http://${DEMO}/category/${parent.slug}/${child.slug}`)).toMatchObject({ status: 301, location: `/category/moved-parent/${child.slug}` });

    const [col] = await ctx.db.select().from(collections).where(eq(collections.tenantId, demoId)).limit(1);
    expect((await owner.call(patchCollection, { method: "PATCH", path: `/api/collections/${col.id}`, params: { id: col.id }, body: { slug: "new-collection" } })).status).toBe(200);
    expect(await visit(`http://${DEMO}/collections/${col.slug}`)).toEqual({ status: 301, location: "/collections/new-collection" });

    const [page] = await ctx.db.select().from(pages).where(eq(pages.tenantId, demoId)).limit(1);
    expect((await owner.call(patchPage, { method: "PATCH", path: `/api/pages/${page.id}`, params: { id: page.id }, body: { slug: "new-page" } })).status).toBe(200);
    expect(await visit(`http://localhost:3000/store/demo/pages/${page.slug}`)).toEqual({ status: 301, location: "/store/demo/pages/new-page" });
  });
});

describe("speed: the proxy answers from memory", () => {
  it("reads no redirect per request: rows changed behind its back (no version bump) are not seen; a change through the service is", async () => {
    const made = (await add("/memory-old", "/")).json as RedirectDto;
    expect((await visit(`http://${DEMO}/memory-old`)).status).toBe(301);
    // Deleted directly (the version unchanged): the map in memory still answers, so no request read the table.
    await ctx.db.delete(redirects).where(eq(redirects.id, made.id));
    for (let i = 0; i < 20; i++) expect((await visit(`http://${DEMO}/memory-old`)).status).toBe(301);
    // A store with no redirects: a row slipped in directly is not read by its requests either.
    const anyStore = (await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets")))[0];
    expect((await visit(`http://${GADGETS}/sneaky`)).status).toBe(200);
    await ctx.db.insert(redirects).values({ tenantId: anyStore.id, fromPath: "/sneaky", toTarget: "/" });
    for (let i = 0; i < 20; i++) expect((await visit(`http://${GADGETS}/sneaky`)).status).toBe(200);
    await ctx.db.delete(redirects).where(and(eq(redirects.tenantId, anyStore.id), eq(redirects.fromPath, "/sneaky")));
    // Through the service (the version moves): seen at once on this instance.
    expect((await add("/memory-new", "/")).status).toBe(201);
    expect((await visit(`http://${DEMO}/memory-new`)).status).toBe(301);
    expect((await visit(`http://${DEMO}/memory-old`)).status).toBe(200);
  });
});

describe("the owner's redirects", () => {
  it("adds, lists with search, and deletes; the old path answers 301 then stops; each write is in the activity log", async () => {
    const created = await add("/old-summer-sale", "https://shop.demo-example.com/collections/new-collection?ref=old");
    expect(created.status).toBe(201);
    const dto = created.json as RedirectDto;
    expect(dto).toMatchObject({ from: "/old-summer-sale", to: "/collections/new-collection?ref=old", kind: "manual" });
    expect(await visit(`http://${DEMO}/old-summer-sale`)).toEqual({ status: 301, location: "/collections/new-collection?ref=old" });

    const list = await owner.call(listRedirects, { path: "/api/redirects?search=summer" });
    expect(list.status).toBe(200);
    expect((list.json as { items: RedirectDto[]; total: number }).items.map((r) => r.from)).toEqual(["/old-summer-sale"]);

    expect((await add("/old-summer-sale", "/")).status).toBe(409);

    const del = await owner.call(deleteRedirect, { method: "DELETE", path: `/api/redirects/${dto.id}`, params: { id: dto.id } });
    expect(del.status).toBe(200);
    expect((await visit(`http://${DEMO}/old-summer-sale`)).status).toBe(200);
    const log = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.tenantId, demoId), eq(activityEntries.resourceType, "redirect"), eq(activityEntries.resourceId, dto.id)));
    expect(log.map((e) => e.action).sort()).toEqual(["redirect.created", "redirect.deleted"]);
  });

  it("a new product, collection or page at a redirected path is live: the redirect goes", async () => {
    expect((await add("/pages/coming-soon", "/")).status).toBe(201);
    expect((await visit(`http://${DEMO}/pages/coming-soon`)).status).toBe(301);
    expect((await owner.call(createPage, { path: "/api/pages", body: { title: "Coming soon", slug: "coming-soon", content: "<p>Soon</p>" } })).status).toBe(201);
    expect((await visit(`http://${DEMO}/pages/coming-soon`)).status).toBe(200);
  });

  it("refuses /api/…, /_next/…, another host, a path to itself and loops with 400", async () => {
    for (const [from, to] of [
      ["/api/products", "/"],
      ["/_next/static/chunk.js", "/"],
      ["/x-old", "https://evil.example.com/"],
      ["https://other.example.com/x", "/"],
      ["/same", "/same/"],
    ]) {
      const r = await add(from, to);
      expect([from, to, r.status]).toEqual([from, to, 400]);
      expect(r.json).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect((await add("/loop-a", "/loop-b")).status).toBe(201);
    expect((await add("/loop-c", "/loop-a")).status).toBe(201);
    // /loop-b → /loop-c would make b → c → a → b.
    const loop = await add("/loop-b", "/loop-c");
    expect(loop.status).toBe(400);
    expect(loop.json).toMatchObject({ errors: { to: expect.stringMatching(/loop/) } });
    // c → a → b is stored collapsed: c answers b in one hop.
    expect(await visit(`http://${DEMO}/loop-c`)).toEqual({ status: 301, location: "/loop-b" });
  });

  it("another store's owner can neither list nor delete this store's redirects", async () => {
    const mine = (await add("/private-old", "/")).json as RedirectDto;
    const listed = await other.call(listRedirects, { path: "/api/redirects", host: GADGETS });
    expect(listed.status).toBe(200);
    expect((listed.json as { items: RedirectDto[] }).items.map((r) => r.from)).not.toContain("/private-old");
    // Signed in on the root host, gadgets' owner names demo's store in the path: not a member of demo.
    const root = await signInStaff("localhost:3000", "owner2@example.com");
    expect((await root.call(listRedirects, { path: "/store/demo/api/redirects" })).status).toBe(403);
    expect((await root.call(deleteRedirect, { method: "DELETE", path: `/store/demo/api/redirects/${mine.id}`, params: { id: mine.id } })).status).toBe(403);
    const sideways = await other.call(deleteRedirect, { method: "DELETE", path: `/api/redirects/${mine.id}`, host: GADGETS, params: { id: mine.id } });
    expect(sideways.status).toBe(404);
    expect((await visit(`http://${DEMO}/private-old`)).status).toBe(301);
    expect((await visit(`http://${GADGETS}/private-old`)).status).toBe(200);
  });

  it("imports a CSV (bad rows answered by line) and exports what it holds: a round trip", async () => {
    const csv = "from,to\n/csv-one,/product/renamed-mug\n/api/nope,/\n/csv-two,\"/pages/new-page?a=1,2\"\n/csv-three,https://evil.example/\n";
    const form = new FormData();
    form.set("file", new File([csv], "redirects.csv", { type: "text/csv" }));
    const imported = await owner.call(importRedirects, { path: "/api/redirects/import", form });
    expect(imported.status).toBe(200);
    expect(imported.json).toMatchObject({ created: 2, replaced: 0, errors: [{ line: 3 }, { line: 5 }] });
    expect(await visit(`http://${DEMO}/csv-two`)).toEqual({ status: 301, location: "/pages/new-page?a=1,2" });

    const exported = await owner.call(exportRedirects, { path: "/api/redirects/export" });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toContain("text/csv");
    const rows = parse(exported.text, { bom: true, columns: true }) as { from: string; to: string }[];
    const db = await ctx.db.select().from(redirects).where(eq(redirects.tenantId, demoId));
    expect(rows.map((r) => `${r.from} ${r.to}`).sort()).toEqual(db.map((r) => `${r.fromPath} ${r.toTarget}`).sort());

    // The export imports back unchanged (each from replaced by itself).
    const again = new FormData();
    again.set("file", new File([exported.text], "back.csv", { type: "text/csv" }));
    const back = await owner.call(importRedirects, { path: "/api/redirects/import", form: again });
    expect(back.json).toMatchObject({ created: 0, replaced: rows.length, errors: [] });
    const after = await ctx.db.select().from(redirects).where(eq(redirects.tenantId, demoId));
    expect(after.map((r) => `${r.fromPath} ${r.toTarget}`).sort()).toEqual(db.map((r) => `${r.fromPath} ${r.toTarget}`).sort());
  });

  it(`holds ${MAX_REDIRECTS_PER_STORE.toLocaleString("en")} redirects per store, also under concurrent adds`, async () => {
    // Gadgets already has its renamed product's redirect: filled up to two short of the limit.
    const count = async () => ((await ctx.db.execute(sql`select count(*)::int as n from redirects where tenant_id = ${gadgetsId}`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    const had = await count();
    await ctx.db.execute(sql`
      insert into redirects (tenant_id, from_path, to_target)
      select ${gadgetsId}::uuid, '/bulk-' || g, '/' from generate_series(1, ${MAX_REDIRECTS_PER_STORE - 2 - had}) g`);
    // Five at once with room for two: two are added, three refused (one change of a store's redirects at a time).
    const racing = await Promise.all([1, 2, 3, 4, 5].map((i) => add(`/race-${i}`, "/", other, GADGETS)));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 400, 400, 400]);
    expect(await count()).toBe(MAX_REDIRECTS_PER_STORE);
    const over = await add("/one-too-many", "/", other, GADGETS);
    expect(over.status).toBe(400);
    expect((await ctx.db.select().from(redirects).where(and(eq(redirects.tenantId, gadgetsId), eq(redirects.fromPath, "/one-too-many")))).length).toBe(0);
    // Demo is not affected by gadgets' count.
    expect((await add("/demo-still-fine", "/")).status).toBe(201);
  });
});
