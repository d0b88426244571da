import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteCategory, GET as getCategoryById, PATCH as patchCategory, PUT as putCategory } from "@/app/api/categories/[id]/route";
import { GET as listCategories, POST as createCategory } from "@/app/api/categories/route";
import { GET as getCategorySingle } from "@/app/api/categories/single/[id]/route";
import { GET as collectionProducts } from "@/app/api/collections/[id]/products/route";
import { DELETE as deleteCollection, GET as getCollection, PATCH as patchCollection, PUT as putCollection } from "@/app/api/collections/[id]/route";
import { GET as listCollections, POST as createCollection } from "@/app/api/collections/route";
import { GET as collectionBySlug } from "@/app/api/collections/slug/[slug]/route";
import { DELETE as deleteProduct, GET as getProduct, PATCH as patchProduct, PUT as putProduct } from "@/app/api/products/[id]/route";
import { GET as listProducts, POST as createProduct } from "@/app/api/products/route";
import { GET as taxRules } from "@/app/api/tax-rules/route";
import { setupTestDatabase } from "./helpers/db";
import { signInCustomer, signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

setupTestDatabase();

type Json = Record<string, unknown>;
type Product = { id: string; name: string; slug: string; status: string; price: string; description: string | null; categoryId: string | null; costPrice?: string | null; tags: string[] };
type Category = { id: string; name: string; slug: string; parentId: string | null; isActive: boolean; productCount: number; subCategories: Category[] };
type Collection = { id: string; name: string; slug: string; type: string; isActive: boolean; productCount: number; productIds: string[]; criteria: unknown; products?: Product[] };

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";

let owner: TestClient;
let anon: TestClient;
let customer: TestClient;
/** gadgets' owner signed in on the root host: path mode reaches /store/demo with the same cookie. */
let otherOwner: TestClient;
let gadgetsOwner: TestClient;

beforeAll(async () => {
  owner = await signInStaff(DEMO);
  anon = new TestClient(DEMO);
  customer = await signInCustomer(DEMO);
  otherOwner = await signInStaff("localhost:3000", "owner2@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
});

async function ownerProducts(c = owner, path = "/api/products") {
  const r = await c.call(listProducts, { path });
  expect(r.status).toBe(200);
  return r.json as unknown as Product[];
}

async function publicProducts(path = "/api/products") {
  const r = await anon.call(listProducts, { path });
  expect(r.status).toBe(200);
  return r.json as unknown as Product[];
}

describe("public product API (issue 3)", () => {
  it("shoppers see only active products of this store, without costPrice", async () => {
    const mine = await ownerProducts();
    const theirs = await ownerProducts(gadgetsOwner);
    const list = await publicProducts();
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((p) => p.status === "active")).toBe(true);
    expect(list.length).toBe(mine.filter((p) => p.status === "active").length);
    const theirIds = new Set(theirs.map((p) => p.id));
    expect(list.some((p) => theirIds.has(p.id))).toBe(false);
    expect(JSON.stringify(list)).not.toContain("costPrice");
    // Path mode answers the same.
    const viaPath = await new TestClient("localhost:3000").call(listProducts, { path: "/store/demo/api/products" });
    expect((viaPath.json as unknown as Product[]).map((p) => p.id)).toEqual(list.map((p) => p.id));
  });

  it("drafts and archived products are invisible to shoppers and customers, visible to the owner", async () => {
    const mine = await ownerProducts();
    const draft = mine.find((p) => p.status === "draft")!;
    const archived = mine.find((p) => p.status === "archived")!;
    expect(draft && archived).toBeTruthy();
    expect(mine.some((p) => p.costPrice !== undefined)).toBe(true);

    for (const status of ["draft", "archived"]) {
      expect(await publicProducts(`/api/products?status=${status}`)).toEqual([]);
      const cust = await customer.call(listProducts, { path: `/api/products?status=${status}` });
      expect(cust.json).toEqual([]);
    }
    for (const p of [draft, archived]) {
      const r = await anon.call(getProduct, { path: `/api/products/${p.id}`, params: { id: p.id } });
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ message: "Product Not Found" });
      const o = await owner.call(getProduct, { path: `/api/products/${p.id}`, params: { id: p.id } });
      expect(o.status).toBe(200);
      expect(o.json).toHaveProperty("costPrice");
    }
    const drafts = await ownerProducts(owner, "/api/products?status=draft");
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((p) => p.status === "draft")).toBe(true);
    // The other store's owner is a shopper here: no drafts.
    const sideways = await otherOwner.call(listProducts, { path: "/store/demo/api/products?status=draft" });
    expect(sideways.json).toEqual([]);
  });

  it("another store's product id answers 404, even to its own owner", async () => {
    const theirs = (await ownerProducts(gadgetsOwner))[0];
    expect((await anon.call(getProduct, { path: `/api/products/${theirs.id}`, params: { id: theirs.id } })).status).toBe(404);
    const viaDemo = await otherOwner.call(getProduct, { path: `/store/demo/api/products/${theirs.id}`, params: { id: theirs.id } });
    expect(viaDemo.status).toBe(404);
  });

  it("filters by category (with all=true its subcategories too) and by search", async () => {
    const cats = (await anon.call(listCategories, { path: "/api/categories" })).json as unknown as Category[];
    const apparel = cats.find((c) => c.slug === "apparel")!;
    const tees = cats.find((c) => c.slug === "t-shirts")!;
    expect(tees.parentId).toBe(apparel.id);
    const teeProducts = await publicProducts(`/api/products?category=${tees.id}`);
    expect(teeProducts.length).toBeGreaterThan(0);
    expect(teeProducts.every((p) => p.categoryId === tees.id)).toBe(true);
    const all = await publicProducts(`/api/products?category=${apparel.id}&all=true`);
    expect(all.length).toBe(apparel.productCount);
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining(teeProducts.map((p) => p.id)));
    const direct = await publicProducts(`/api/products?category=${apparel.id}`);
    expect(direct.every((p) => p.categoryId === apparel.id)).toBe(true);

    const found = await publicProducts("/api/products?search=HOODIE");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => /hoodie/i.test(p.name) || /hoodie/i.test(p.description ?? ""))).toBe(true);
    expect(await publicProducts("/api/products?search=%25%25nothing%25")).toEqual([]);

    const bad = await anon.call(listProducts, { path: "/api/products?category=not-an-id" });
    expect(bad.status).toBe(400);
    expect((await anon.call(listProducts, { path: "/api/products?status=weird" })).status).toBe(400);
  });
});

describe("product writes", () => {
  it("validates input with a message per field and never 500s on junk", async () => {
    const empty = await owner.call(createProduct, { path: "/api/products", body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toMatchObject({ name: "Name is required", price: "Price is required" });

    const cases: Json[] = [
      { name: "X", price: "abc" },
      { name: "X", price: -1 },
      { name: "X", price: "1.234" },
      { name: "X", price: 10, quantity: -1 },
      { name: "X", price: 10, quantity: 1.5 },
      { name: "X", price: 10, status: "published" },
      { name: "X", price: 10, images: ["javascript:alert(1)"] },
      { name: "X", price: 10, images: ["/uploads/../../etc/passwd"] },
      { name: "X", price: 10, categoryId: "nope" },
      { name: 42, price: 10 },
      { name: "X", price: 10, dimensions: { length: "long" } },
      { name: "X", price: 10, weightUnit: "stone" },
    ];
    for (const body of cases) {
      const r = await owner.call(createProduct, { path: "/api/products", body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.message).toEqual(expect.any(String));
    }
    const malformed = await owner.call(createProduct, { path: "/api/products", rawBody: "{nope", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
  });

  it("creates a product: sanitised description, derived unique slugs, tags from a string, tenantId ignored", async () => {
    const gadgetsTenant = (await ownerProducts(gadgetsOwner))[0];
    const evil =
      '<p>Soft <strong>cotton</strong></p><script>alert("x")</script><img src="https://example.com/a.png" onerror="alert(1)"><a href="javascript:alert(1)">click</a>';
    const r = await owner.call(createProduct, {
      path: "/api/products",
      body: {
        name: "Test Tee",
        price: "1299.5",
        compareAtPrice: "",
        costPrice: 400,
        description: evil,
        tags: "summer, cotton, , Summer",
        status: "active",
        quantity: "7",
        images: ["/uploads/abc/def.png", "https://cdn.example.com/x.jpg"],
        dimensions: { length: 10, width: "", height: 2, unit: "cm" },
        weight: "0.35",
        tenantId: "00000000-0000-4000-8000-000000000000",
      },
    });
    expect(r.status).toBe(201);
    const p = r.json as unknown as Product & Json;
    expect(p).toMatchObject({
      name: "Test Tee",
      slug: "test-tee",
      price: "1299.50",
      compareAtPrice: null,
      costPrice: "400.00",
      status: "active",
      quantity: 7,
      tags: ["summer", "cotton"],
      weight: "0.35",
      weightUnit: "kg",
      dimensions: { length: 10, width: null, height: 2, unit: "cm" },
      trackQuantity: true,
      requiresShipping: true,
    });
    for (const bad of ["<script", "onerror", "javascript:", "alert("]) expect(p.description).not.toContain(bad);
    expect(p.description).toContain("<strong>cotton</strong>");
    expect(gadgetsTenant).toBeTruthy();

    // The script never reaches shoppers either.
    const pub = await anon.call(getProduct, { path: `/api/products/${p.id}`, params: { id: p.id } });
    expect(pub.status).toBe(200);
    expect(pub.json).not.toHaveProperty("costPrice");
    expect(JSON.stringify(pub.json)).not.toMatch(/<script|onerror|javascript:/);
    expect(JSON.stringify(await publicProducts())).not.toMatch(/<script|onerror|javascript:/);

    // Slug collisions get -2, -3; the slug stays when the name does not change.
    const second = await owner.call(createProduct, { path: "/api/products", body: { name: "Test  Tee!", price: 1 } });
    expect(second.json).toMatchObject({ slug: "test-tee-2", status: "draft" });
    const third = await owner.call(createProduct, { path: "/api/products", body: { name: "test tee", price: 1 } });
    expect(third.json.slug).toBe("test-tee-3");
    const same = await owner.call(patchProduct, {
      method: "PATCH",
      path: `/api/products/${second.json.id}`,
      params: { id: String(second.json.id) },
      body: { name: "Test  Tee!", price: 2 },
    });
    expect(same.json).toMatchObject({ slug: "test-tee-2", price: "2.00" });
    const renamed = await owner.call(putProduct, {
      method: "PUT",
      path: `/api/products/${second.json.id}`,
      params: { id: String(second.json.id) },
      body: { name: "Renamed Tee" },
    });
    expect(renamed.json).toMatchObject({ slug: "renamed-tee", price: "2.00" });

    // The product belongs to demo, not to the tenantId in the body.
    const theirs = await ownerProducts(gadgetsOwner);
    expect(theirs.some((x) => x.name === "Test Tee")).toBe(false);
  });

  it("refuses a category or tax rule of another store, and accepts its own", async () => {
    const theirCats = (await gadgetsOwner.call(listCategories, { path: "/api/categories" })).json as unknown as Category[];
    const r = await owner.call(createProduct, { path: "/api/products", body: { name: "Cross", price: 1, categoryId: theirCats[0].id } });
    expect(r.status).toBe(400);
    expect(r.json.errors).toEqual({ categoryId: "Category not found" });
    const theirRules = (await gadgetsOwner.call(taxRules, { path: "/api/tax-rules" })).json as unknown as { id: string }[];
    const myRules = (await owner.call(taxRules, { path: "/api/tax-rules" })).json as unknown as { id: string; name: string }[];
    expect(myRules).toEqual([{ id: expect.any(String), name: "GST 18%" }]);
    if (theirRules.length) {
      const t = await owner.call(createProduct, { path: "/api/products", body: { name: "Cross", price: 1, taxRuleId: theirRules[0].id } });
      expect(t.status).toBe(400);
    }
    const myCats = (await owner.call(listCategories, { path: "/api/categories" })).json as unknown as Category[];
    const ok = await owner.call(createProduct, {
      path: "/api/products",
      body: { name: "Own refs", price: 1, categoryId: myCats[0].id, taxRuleId: myRules[0].id },
    });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ categoryId: myCats[0].id, taxRuleId: myRules[0].id });
    expect((await ownerProducts(owner, "/api/products?search=Cross")).filter((p) => p.name === "Cross")).toEqual([]);
  });
});

describe("categories", () => {
  it("lists active categories with subCategories and productCount; the owner sees inactive ones", async () => {
    const created = await owner.call(createCategory, { path: "/api/categories", body: { name: "Hidden Things", isActive: false } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ slug: "hidden-things", sortOrder: 0, parentId: null, isActive: false, productCount: 0, subCategories: [] });
    const pub = (await anon.call(listCategories, { path: "/api/categories" })).json as unknown as Category[];
    expect(pub.some((c) => c.slug === "hidden-things")).toBe(false);
    const mine = (await owner.call(listCategories, { path: "/api/categories" })).json as unknown as Category[];
    expect(mine.some((c) => c.slug === "hidden-things")).toBe(true);
    const id = String(created.json.id);
    expect((await anon.call(getCategorySingle, { path: `/api/categories/single/${id}`, params: { id } })).status).toBe(404);
    expect((await owner.call(getCategorySingle, { path: `/api/categories/single/${id}`, params: { id } })).status).toBe(200);

    const apparel = pub.find((c) => c.slug === "apparel")!;
    expect(apparel.subCategories.map((s) => s.slug)).toEqual(expect.arrayContaining(["t-shirts", "hoodies"]));
    const sum = apparel.subCategories.reduce((n, s) => n + s.productCount, 0);
    expect(apparel.productCount).toBeGreaterThanOrEqual(sum);
    // Another store's categories never appear.
    const theirs = (await gadgetsOwner.call(listCategories, { path: "/api/categories" })).json as unknown as Category[];
    expect(pub.some((c) => theirs.some((t) => t.id === c.id))).toBe(false);
    const single = await anon.call(getCategorySingle, { path: `/api/categories/single/${theirs[0].id}`, params: { id: theirs[0].id } });
    expect(single.status).toBe(404);
    expect(single.json).toEqual({ message: "Category Not Found" });
  });

  it("validates name, slug uniqueness and the two-level parent rule", async () => {
    const noName = await owner.call(createCategory, { path: "/api/categories", body: { name: "  " } });
    expect(noName.status).toBe(400);
    expect(noName.json.errors).toEqual({ name: "Name is required" });
    const dup = await owner.call(createCategory, { path: "/api/categories", body: { name: "Apparel" } });
    expect(dup.status).toBe(409);
    expect(dup.json.errors).toEqual({ slug: "A category with this slug already exists" });

    const cats = (await owner.call(listCategories, { path: "/api/categories" })).json as unknown as Category[];
    const apparel = cats.find((c) => c.slug === "apparel")!;
    const tees = cats.find((c) => c.slug === "t-shirts")!;
    const theirs = ((await gadgetsOwner.call(listCategories, { path: "/api/categories" })).json as unknown as Category[])[0];

    for (const parentId of [tees.id, theirs.id, "00000000-0000-4000-8000-000000000000"]) {
      const r = await owner.call(createCategory, { path: "/api/categories", body: { name: `Sub ${parentId.slice(0, 4)}`, parentId } });
      expect(r.status).toBe(400);
      expect(r.json.errors).toHaveProperty("parentId");
    }
    const sub = await owner.call(createCategory, {
      path: "/api/categories",
      body: { name: "Polo Shirts", parentId: apparel.id, sortOrder: "3", seoTitle: "Polos", tenantId: theirs.id },
    });
    expect(sub.status).toBe(201);
    expect(sub.json).toMatchObject({ slug: "polo-shirts", parentId: apparel.id, sortOrder: 3, seoTitle: "Polos" });
    const subId = String(sub.json.id);

    // Not its own parent; a category with subcategories cannot become one.
    const self = await owner.call(patchCategory, { method: "PATCH", path: `/api/categories/${subId}`, params: { id: subId }, body: { parentId: subId } });
    expect(self.status).toBe(400);
    const other = cats.find((c) => c.slug === "electronics")!;
    const nest = await owner.call(putCategory, { method: "PUT", path: `/api/categories/${apparel.id}`, params: { id: apparel.id }, body: { parentId: other.id } });
    expect(nest.status).toBe(400);

    const upd = await owner.call(putCategory, {
      method: "PUT",
      path: `/api/categories/${subId}`,
      params: { id: subId },
      body: { name: "Polo Tees", description: "", parentId: "" },
    });
    expect(upd.status).toBe(200);
    expect(upd.json).toMatchObject({ name: "Polo Tees", slug: "polo-tees", parentId: null, description: null });
    const byId = await anon.call(getCategoryById, { path: `/api/categories/${subId}`, params: { id: subId } });
    expect(byId.json).toMatchObject({ id: subId });

    const del = await owner.call(deleteCategory, { method: "DELETE", path: `/api/categories/${subId}`, params: { id: subId } });
    expect(del.status).toBe(200);
    expect(del.json).toEqual({ message: expect.any(String) });
    expect((await owner.call(deleteCategory, { method: "DELETE", path: `/api/categories/${subId}`, params: { id: subId } })).status).toBe(404);
  });
});

describe("collections", () => {
  it("a smart collection 'price greaterThan 1000' shows exactly the matching active products", async () => {
    const r = await owner.call(createCollection, {
      path: "/api/collections",
      body: {
        name: "Over a Thousand",
        type: "smart",
        criteria: { matchType: "all", conditions: [{ id: "c1", field: "price", operator: "greaterThan", value: "1000" }] },
        productIds: [(await ownerProducts())[0].id],
      },
    });
    expect(r.status).toBe(201);
    const c = r.json as unknown as Collection;
    expect(c).toMatchObject({ slug: "over-a-thousand", type: "smart", productIds: [] });

    const expected = (await publicProducts()).filter((p) => Number(p.price) > 1000).map((p) => p.id).sort();
    expect(expected.length).toBeGreaterThan(3);
    const got = await anon.call(collectionProducts, { path: `/api/collections/${c.id}/products`, params: { id: c.id } });
    expect(got.status).toBe(200);
    expect((got.json as unknown as Product[]).map((p) => p.id).sort()).toEqual(expected);
    expect((got.json as unknown as Product[]).every((p) => p.status === "active")).toBe(true);

    const list = (await anon.call(listCollections, { path: "/api/collections" })).json as unknown as Collection[];
    expect(list.find((x) => x.id === c.id)?.productCount).toBe(expected.length);
    const bySlug = await anon.call(collectionBySlug, { path: "/api/collections/slug/over-a-thousand", params: { slug: "over-a-thousand" } });
    expect(bySlug.status).toBe(200);
    expect((bySlug.json as unknown as Collection).products!.length).toBe(expected.length);

    // Any: price > 20000 or title contains "mug".
    const any = await owner.call(createCollection, {
      path: "/api/collections",
      body: {
        name: "Any",
        type: "smart",
        criteria: {
          matchType: "any",
          conditions: [
            { id: "a", field: "price", operator: "greaterThan", value: "20000" },
            { id: "b", field: "title", operator: "contains", value: "mug" },
          ],
        },
      },
    });
    const anyProducts = (await anon.call(collectionProducts, { path: `/api/collections/${any.json.id}/products`, params: { id: String(any.json.id) } }))
      .json as unknown as Product[];
    const wantAny = (await publicProducts()).filter((p) => Number(p.price) > 20000 || /mug/i.test(p.name));
    expect(anyProducts.map((p) => p.id).sort()).toEqual(wantAny.map((p) => p.id).sort());
  });

  it("validates smart conditions", async () => {
    for (const conditions of [
      [{ id: "x", field: "price", operator: "contains", value: "10" }],
      [{ id: "x", field: "colour", operator: "equals", value: "red" }],
      [{ id: "x", field: "price", operator: "greaterThan", value: "lots" }],
      [{ id: "x", field: "price", operator: "between", value: "10" }],
    ]) {
      const r = await owner.call(createCollection, { path: "/api/collections", body: { name: "Bad smart", type: "smart", criteria: { matchType: "all", conditions } } });
      expect(r.status, JSON.stringify(conditions)).toBe(400);
    }
    const noTitle = await owner.call(createCollection, { path: "/api/collections", body: { name: "" } });
    expect(noTitle.json.errors).toEqual({ name: "Title is required" });
  });

  it("manual collections keep product order, refuse foreign products, and changing type clears the other data", async () => {
    const mine = await ownerProducts();
    const active = mine.filter((p) => p.status === "active");
    const draft = mine.find((p) => p.status === "draft")!;
    const theirs = (await ownerProducts(gadgetsOwner))[0];

    const foreign = await owner.call(createCollection, {
      path: "/api/collections",
      body: { name: "Foreign", type: "manual", productIds: [active[0].id, theirs.id] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors).toHaveProperty("productIds");
    const all = (await owner.call(listCollections, { path: "/api/collections" })).json as unknown as Collection[];
    expect(all.some((c) => c.name === "Foreign")).toBe(false);

    const ids = [active[2].id, draft.id, active[0].id, active[1].id];
    const r = await owner.call(createCollection, {
      path: "/api/collections",
      body: { name: "Hand Picked", slug: "Hand Picked!!", description: "Ours", sortOrder: 5, productIds: ids, criteria: null },
    });
    expect(r.status).toBe(201);
    const c = r.json as unknown as Collection;
    expect(c).toMatchObject({ slug: "hand-picked", type: "manual", productIds: ids, productCount: 3, criteria: null });
    // Owner sees every linked product (editor), shoppers the active ones, in order.
    expect(c.products!.map((p) => p.id)).toEqual(ids);
    const shown = (await anon.call(collectionProducts, { path: `/api/collections/${c.id}/products`, params: { id: c.id } })).json as unknown as Product[];
    expect(shown.map((p) => p.id)).toEqual([active[2].id, active[0].id, active[1].id]);
    const pubOne = (await anon.call(getCollection, { path: `/api/collections/${c.id}`, params: { id: c.id } })).json as unknown as Collection;
    expect(pubOne.products!.map((p) => p.id)).toEqual(shown.map((p) => p.id));

    const dupSlug = await owner.call(createCollection, { path: "/api/collections", body: { name: "Other", slug: "hand-picked" } });
    expect(dupSlug.status).toBe(409);
    expect(dupSlug.json.errors).toEqual({ slug: "A collection with this slug already exists" });

    const reordered = await owner.call(patchCollection, {
      method: "PATCH",
      path: `/api/collections/${c.id}`,
      params: { id: c.id },
      body: { productIds: [active[1].id, active[2].id] },
    });
    expect(reordered.json).toMatchObject({ productIds: [active[1].id, active[2].id], productCount: 2, sortOrder: 5 });

    const toSmart = await owner.call(putCollection, {
      method: "PUT",
      path: `/api/collections/${c.id}`,
      params: { id: c.id },
      body: { type: "smart", productIds: [active[0].id] },
    });
    expect(toSmart.json).toMatchObject({ type: "smart", productIds: [], criteria: { matchType: "all", conditions: [] }, productCount: 0 });
    const toManual = await owner.call(patchCollection, { method: "PATCH", path: `/api/collections/${c.id}`, params: { id: c.id }, body: { type: "manual" } });
    expect(toManual.json).toMatchObject({ type: "manual", productIds: [], criteria: null });

    // Inactive collections are hidden from shoppers.
    await owner.call(patchCollection, { method: "PATCH", path: `/api/collections/${c.id}`, params: { id: c.id }, body: { isActive: false } });
    const pub = (await anon.call(listCollections, { path: "/api/collections" })).json as unknown as Collection[];
    expect(pub.some((x) => x.id === c.id)).toBe(false);
    expect((await anon.call(getCollection, { path: `/api/collections/${c.id}`, params: { id: c.id } })).status).toBe(404);
    expect((await anon.call(collectionProducts, { path: `/api/collections/${c.id}/products`, params: { id: c.id } })).status).toBe(404);
    const sorted = pub.map((x) => (x as unknown as { sortOrder: number }).sortOrder);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    const del = await owner.call(deleteCollection, { method: "DELETE", path: `/api/collections/${c.id}`, params: { id: c.id } });
    expect(del.json).toEqual({ message: expect.any(String) });
    expect((await owner.call(getCollection, { path: `/api/collections/${c.id}`, params: { id: c.id } })).status).toBe(404);
  });

  it("never shows another store's collections", async () => {
    const theirs = (await gadgetsOwner.call(listCollections, { path: "/api/collections" })).json as unknown as Collection[];
    expect(theirs.length).toBeGreaterThan(0);
    const mine = (await anon.call(listCollections, { path: "/api/collections" })).json as unknown as Collection[];
    expect(mine.some((c) => theirs.some((t) => t.id === c.id))).toBe(false);
    const t = theirs[0];
    expect((await anon.call(getCollection, { path: `/api/collections/${t.id}`, params: { id: t.id } })).status).toBe(404);
    expect((await anon.call(collectionBySlug, { path: `/api/collections/slug/${t.slug}`, params: { slug: t.slug } })).status).toBe(404);
  });
});

describe("every catalogue write refuses anonymous callers, customers and the other store's owner", () => {
  it("401 / 403 / 403 (path mode) / 404 (own store, foreign id), and the data is unchanged", async () => {
    const product = (await ownerProducts())[0];
    const category = ((await owner.call(listCategories, { path: "/api/categories" })).json as unknown as Category[])[0];
    const collection = ((await owner.call(listCollections, { path: "/api/collections" })).json as unknown as Collection[])[0];
    const before = JSON.stringify([await ownerProducts(), (await owner.call(listCategories, { path: "/api/categories" })).json, (await owner.call(listCollections, { path: "/api/collections" })).json]);

    type Case = { name: string; handler: Parameters<TestClient["call"]>[0]; method: string; path: string; id?: string; body?: Json };
    const cases: Case[] = [
      { name: "create product", handler: createProduct, method: "POST", path: "/api/products", body: { name: "Hack", price: 1 } },
      { name: "patch product", handler: patchProduct, method: "PATCH", path: "/api/products/:id", id: product.id, body: { name: "Hack" } },
      { name: "put product", handler: putProduct, method: "PUT", path: "/api/products/:id", id: product.id, body: { name: "Hack" } },
      { name: "delete product", handler: deleteProduct, method: "DELETE", path: "/api/products/:id", id: product.id },
      { name: "create category", handler: createCategory, method: "POST", path: "/api/categories", body: { name: "Hack" } },
      { name: "patch category", handler: patchCategory, method: "PATCH", path: "/api/categories/:id", id: category.id, body: { name: "Hack" } },
      { name: "put category", handler: putCategory, method: "PUT", path: "/api/categories/:id", id: category.id, body: { name: "Hack" } },
      { name: "delete category", handler: deleteCategory, method: "DELETE", path: "/api/categories/:id", id: category.id },
      { name: "create collection", handler: createCollection, method: "POST", path: "/api/collections", body: { name: "Hack" } },
      { name: "patch collection", handler: patchCollection, method: "PATCH", path: "/api/collections/:id", id: collection.id, body: { name: "Hack" } },
      { name: "put collection", handler: putCollection, method: "PUT", path: "/api/collections/:id", id: collection.id, body: { name: "Hack" } },
      { name: "delete collection", handler: deleteCollection, method: "DELETE", path: "/api/collections/:id", id: collection.id },
      { name: "tax rules", handler: taxRules, method: "GET", path: "/api/tax-rules" },
    ];
    for (const k of cases) {
      const path = k.path.replace(":id", k.id ?? "");
      const params = k.id ? { id: k.id } : undefined;
      const a = await anon.call(k.handler, { method: k.method, path, params, body: k.body });
      expect(a.status, `${k.name} anonymous`).toBe(401);
      const cu = await customer.call(k.handler, { method: k.method, path, params, body: k.body });
      expect(cu.status, `${k.name} customer`).toBe(403);
      const o = await otherOwner.call(k.handler, { method: k.method, path: `/store/demo${path}`, params, body: k.body });
      expect(o.status, `${k.name} other owner (path mode)`).toBe(403);
      if (k.id) {
        const sideways = await gadgetsOwner.call(k.handler, { method: k.method, path, params, body: k.body });
        expect(sideways.status, `${k.name} other owner naming demo's id`).toBe(404);
      }
    }
    const after = JSON.stringify([await ownerProducts(), (await owner.call(listCategories, { path: "/api/categories" })).json, (await owner.call(listCollections, { path: "/api/collections" })).json]);
    expect(after).toBe(before);
    // gadgets got nothing named Hack either.
    expect((await ownerProducts(gadgetsOwner)).some((p) => p.name === "Hack")).toBe(false);
  });

  it("cross-origin writes are refused even for the owner", async () => {
    const r = await owner.call(createProduct, { path: "/api/products", body: { name: "CSRF", price: 1 }, headers: { origin: "http://evil.example" } });
    expect(r.status).toBe(403);
  });
});
