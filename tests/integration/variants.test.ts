import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { POST as orderQuote } from "@/app/api/checkout/quote/route";
import { GET as customerOrders } from "@/app/api/customers/orders/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { GET as getCollection } from "@/app/api/collections/[id]/route";
import { POST as createCollection } from "@/app/api/collections/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { GET as listOrders, POST as createOrder } from "@/app/api/orders/route";
import { DELETE as deleteProduct, GET as getProduct, PATCH as patchProduct } from "@/app/api/products/[id]/route";
import { GET as listProducts, POST as createProduct } from "@/app/api/products/route";
import { orderItems, products, productVariants, tenants } from "@/db/schema";
import { setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Options and variants through the API: the model (default variant, summary columns), edits that keep
 * variant ids and stock, bad input (400 naming the field, nothing written), orders per variant (stock
 * taken per variant, 50 concurrent orders for a variant with 5), another store's variants, smart rules.
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
let owner: TestClient;
let gadgetsOwner: TestClient;

async function shopper(host = DEMO) {
  const c = new TestClient(host);
  const email = `v-${Math.random().toString(36).slice(2)}@example.com`;
  const r = await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Vee", lastName: "Shopper", email, password: "secret123" } });
  expect(r.status).toBe(201);
  return c;
}

const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

type Variant = { id: string; title: string; options: string[]; price: string; quantity: number; sku: string | null; available: boolean; costPrice?: string | null };
type Product = { id: string; price: string; priceMax: string; quantity: number; sku: string | null; options: { name: string; values: string[] }[]; variants: Variant[] };

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
});

async function create(body: Record<string, unknown>, c = owner) {
  return c.call(createProduct, { path: "/api/products", body: { status: "active", ...body } });
}
async function patch(id: string, body: Record<string, unknown>, c = owner) {
  return c.call(patchProduct, { method: "PATCH", path: `/api/products/${id}`, params: { id }, body });
}
async function read(id: string, c = owner) {
  const r = await c.call(getProduct, { path: `/api/products/${id}`, params: { id } });
  return r.json as unknown as Product;
}
const row = async (id: string) => (await ctx.db.select().from(products).where(eq(products.id, id)))[0];

describe("the data model", () => {
  it("every seeded product without options has exactly one default variant with its price, stock and SKU", async () => {
    const all = await ctx.db.select().from(products);
    const variants = await ctx.db.select().from(productVariants);
    expect(all.filter((p) => p.options.length === 0).length).toBeGreaterThan(0);
    for (const p of all) {
      const mine = variants.filter((v) => v.productId === p.id);
      if (p.options.length > 0) continue;
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ title: "Default Title", option1: null, price: p.price, quantity: p.quantity, sku: p.sku, tenantId: p.tenantId });
    }
  });

  it("seeded apparel has one variant per combination, and the product summarises them", async () => {
    const all = await ctx.db.select().from(products);
    const withOptions = all.filter((p) => p.options.length > 0);
    expect(withOptions.length).toBeGreaterThanOrEqual(5);
    const variants = await ctx.db.select().from(productVariants);
    for (const p of withOptions) {
      const mine = variants.filter((v) => v.productId === p.id).sort((a, b) => a.position - b.position);
      expect(mine).toHaveLength(p.options.reduce((n, o) => n * o.values.length, 1));
      expect(p.quantity).toBe(mine.reduce((n, v) => n + v.quantity, 0));
      expect(Number(p.price)).toBe(Math.min(...mine.map((v) => Number(v.price))));
      expect(p.sku).toBe(mine[0].sku);
    }
    // The journey of tests/e2e/variants-shop.spec.ts: Size S/M/L with M sold out.
    const pocket = withOptions.find((p) => p.slug === "oversized-pocket-tee-olive")!;
    expect(pocket.options).toEqual([{ name: "Size", values: ["S", "M", "L"] }]);
    expect(variants.filter((v) => v.productId === pocket.id).map((v) => [v.title, v.quantity > 0])).toEqual([
      ["S", true],
      ["M", false],
      ["L", true],
    ]);
  });

  it("a product without options reads as before, plus options [] and its one variant", async () => {
    const r = await create({ name: "Plain Mug", price: "299", quantity: 7, sku: "MUG-1" });
    expect(r.status).toBe(201);
    const p = r.json as unknown as Product;
    expect(p).toMatchObject({ price: "299.00", priceMax: "299.00", quantity: 7, sku: "MUG-1", options: [] });
    expect(p.variants).toEqual([expect.objectContaining({ title: "Default Title", options: [], price: "299.00", quantity: 7, sku: "MUG-1", available: true, costPrice: null })]);
    // The spec's fields write through to the one variant.
    const u = await patch(p.id, { price: "349.50", quantity: 3 });
    expect(u.status).toBe(200);
    expect(u.json).toMatchObject({ price: "349.50", quantity: 3 });
    expect((u.json as unknown as Product).variants[0]).toMatchObject({ id: p.variants[0].id, price: "349.50", quantity: 3 });
    expect(await row(p.id)).toMatchObject({ price: "349.50", quantity: 3 });
  });
});

describe("options and variants", () => {
  let tee: Product;

  it("creates a product with Size and Colour: one variant per combination, price the lowest", async () => {
    const r = await create({
      name: "Classic Tee",
      options: [
        { name: "Size", values: ["S", "M", "L"] },
        { name: "Colour", values: ["Navy", "Grey"] },
      ],
      variants: [
        { options: ["S", "Navy"], price: "499", quantity: 4, sku: "TEE-S-N" },
        { options: ["S", "Grey"], price: "499", quantity: 0, sku: "TEE-S-G" },
        { options: ["M", "Navy"], price: "549", quantity: 0, sku: "TEE-M-N" },
        { options: ["M", "Grey"], price: "549", quantity: 2, sku: "TEE-M-G", costPrice: "200" },
        { options: ["l", "navy"], price: "599", quantity: 9, sku: "TEE-L-N" },
      ],
    });
    expect(r.status).toBe(201);
    tee = r.json as unknown as Product;
    expect(tee.options).toEqual([
      { name: "Size", values: ["S", "M", "L"] },
      { name: "Colour", values: ["Navy", "Grey"] },
    ]);
    expect(tee.variants.map((v) => v.title)).toEqual(["S / Navy", "S / Grey", "M / Navy", "M / Grey", "L / Navy"]);
    // Values are stored as the options spell them.
    expect(tee.variants[4].options).toEqual(["L", "Navy"]);
    expect(tee).toMatchObject({ price: "499.00", priceMax: "599.00", sku: "TEE-S-N", quantity: 4 });
    expect(tee.variants[1].available).toBe(false);
    expect(tee.variants[3].costPrice).toBe("200.00");
    // The summary the listings read: lowest price, stock of all tracked variants.
    expect(await row(tee.id)).toMatchObject({ price: "499.00", priceMax: "599.00", quantity: 15, trackQuantity: true });
    // Shoppers never see cost prices.
    const pub = await read(tee.id, new TestClient(DEMO));
    expect(pub.variants[3]).not.toHaveProperty("costPrice");
  });

  it("an edit matches variants by their values: ids and stock stay, swaps and removals apply", async () => {
    const byTitle = new Map(tee.variants.map((v) => [v.title, v]));
    const r = await patch(tee.id, {
      variants: [
        { options: ["S", "Navy"], price: "479" },
        { options: ["M", "Grey"], quantity: 5 },
        { options: ["L", "Navy"] },
        { options: ["L", "Grey"], price: "599", quantity: 1 },
      ],
    });
    expect(r.status).toBe(200);
    const p = r.json as unknown as Product;
    expect(p.variants.map((v) => v.title)).toEqual(["S / Navy", "M / Grey", "L / Navy", "L / Grey"]);
    expect(p.variants[0]).toMatchObject({ id: byTitle.get("S / Navy")!.id, price: "479.00", quantity: 4 });
    expect(p.variants[1]).toMatchObject({ id: byTitle.get("M / Grey")!.id, price: "549.00", quantity: 5 });
    expect(p.variants[2]).toMatchObject({ id: byTitle.get("L / Navy")!.id, quantity: 9 });
    expect(p.variants[3].id).not.toBe(byTitle.get("S / Grey")!.id);
    expect(p.price).toBe("479.00");
    tee = p;
  });

  it("options alone generate every combination, keeping the ones that exist", async () => {
    const r = await patch(tee.id, { options: [{ name: "Size", values: ["S", "M", "L"] }, { name: "Colour", values: ["Navy", "Grey"] }] });
    expect(r.status).toBe(200);
    const p = r.json as unknown as Product;
    expect(p.variants).toHaveLength(6);
    expect(p.variants.find((v) => v.title === "M / Grey")).toMatchObject({ id: tee.variants[1].id, quantity: 5 });
    // New combinations copy the first variant's price, with nothing in stock.
    expect(p.variants.find((v) => v.title === "S / Grey")).toMatchObject({ price: "479.00", quantity: 0 });
    tee = p;
  });

  it("a plain product gaining options keeps its variant (and its stock) as the first combination; losing them, as the default", async () => {
    const plain = (await create({ name: "Hoodie", price: "999", quantity: 6 })).json as unknown as Product;
    const r = await patch(plain.id, { options: [{ name: "Size", values: ["M", "L"] }] });
    expect(r.status).toBe(200);
    const p = r.json as unknown as Product;
    expect(p.variants[0]).toMatchObject({ id: plain.variants[0].id, title: "M", quantity: 6, price: "999.00" });
    expect(p.variants[1]).toMatchObject({ title: "L", quantity: 0, price: "999.00" });
    const back = (await patch(plain.id, { options: [] })).json as unknown as Product;
    expect(back.variants).toEqual([expect.objectContaining({ id: plain.variants[0].id, title: "Default Title", options: [], quantity: 6 })]);
  });

  it("the spec's single-variant fields are refused on a product with several variants", async () => {
    const r = await patch(tee.id, { price: "100", quantity: 4 });
    expect(r.status).toBe(400);
    expect(r.json.errors).toMatchObject({ price: expect.stringContaining("variants"), quantity: expect.stringContaining("variants") });
    expect((await read(tee.id)).price).toBe("479.00");
  });

  it("bad input is a 400 naming the field, and nothing is written", async () => {
    const before = await read(tee.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ options: [{ name: "Size", values: ["S", "s"] }] }, "options.0.values.1"],
      [{ options: [{ name: "A", values: ["1"] }, { name: "B", values: ["1"] }, { name: "C", values: ["1"] }, { name: "D", values: ["1"] }] }, "options"],
      [{ options: [{ name: "Size", values: ["S"] }, { name: "size", values: ["X"] }] }, "options.1.name"],
      [{ variants: [{ options: ["XL", "Navy"], price: "10" }] }, "variants.0.options"],
      [{ variants: [{ options: ["S"], price: "10" }] }, "variants.0.options"],
      [{ variants: [{ options: ["S", "Navy"], price: "-1" }] }, "variants.0.price"],
      [{ variants: [{ options: ["S", "Navy"], quantity: -3 }] }, "variants.0.quantity"],
      [{ variants: [{ options: ["S", "Navy"] }, { options: ["s", "navy"] }] }, "variants.1.options"],
      [{ options: [{ name: "Size", values: ["S", "XL"] }, { name: "Colour", values: ["Navy"] }], variants: [{ options: ["XL", "Navy"] }] }, "variants.0.price"],
      [{ variants: [{ options: ["S", "Navy"], image: "https://example.com/not-mine.jpg" }] }, "variants.0.image"],
      [{ variants: [{ id: "00000000-0000-4000-8000-000000000000", options: ["S", "Navy"] }] }, "variants.0.id"],
      [{ variants: [] }, "variants"],
      [{ options: [{ name: "Size", values: Array.from({ length: 11 }, (_, i) => `S${i}`) }, { name: "Colour", values: Array.from({ length: 10 }, (_, i) => `C${i}`) }] }, "options"],
    ];
    for (const [body, field] of cases) {
      const r = await patch(tee.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.json.errors as object), JSON.stringify(body)).toContain(field);
    }
    // A variant id of another of this store's products is refused too.
    const other = (await create({ name: "Other", price: "5" })).json as unknown as Product;
    const foreign = await patch(tee.id, { variants: [{ id: other.variants[0].id, options: ["S", "Navy"] }] });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors).toHaveProperty(["variants.0.id"]);
    expect(await read(tee.id)).toEqual(before);
  });

  it("another store's owner can neither read nor change the variants", async () => {
    const r = await gadgetsOwner.call(getProduct, { path: `/api/products/${tee.id}`, params: { id: tee.id } });
    expect(r.status).toBe(404);
    const w = await patch(tee.id, { variants: [{ options: ["S", "Navy"], price: "1" }] }, gadgetsOwner);
    expect(w.status).toBe(404);
    expect((await read(tee.id)).variants[0].price).toBe("479.00");
  });
});

describe("orders per variant", () => {
  let tee: Product;
  const v = (title: string) => tee.variants.find((x) => x.title === title)!;

  beforeAll(async () => {
    const r = await create({
      name: "Order Tee",
      options: [{ name: "Size", values: ["S", "M", "L"] }],
      variants: [
        { options: ["S"], price: "400", quantity: 3, sku: "OT-S" },
        { options: ["M"], price: "450", quantity: 0, sku: "OT-M" },
        { options: ["L"], price: "500", quantity: 5, sku: "OT-L" },
      ],
    });
    tee = r.json as unknown as Product;
  });

  it("a product with several variants needs a variantId; another product's variant is refused", async () => {
    const c = await shopper();
    const none = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: tee.id, quantity: 1 }] } });
    expect(none.status).toBe(400);
    expect(none.json.errors).toHaveProperty(["items.0.variantId"]);
    const plain = (await create({ name: "Plain Cap", price: "50", quantity: 5 })).json as unknown as Product;
    const wrong = await c.call(createOrder, {
      path: "/api/orders",
      body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: tee.id, variantId: plain.variants[0].id, quantity: 1 }] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toHaveProperty(["items.0.variantId"]);
    const out = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: tee.id, variantId: v("M").id, quantity: 1 }] } });
    expect(out.status).toBe(422);
    expect(out.json.message).toBe("Order Tee — M is out of stock");
  });

  it("an order takes the chosen variant's stock at its price, and its items carry variantId, variantTitle and sku", async () => {
    const c = await shopper();
    const q = await c.call(orderQuote, {
      path: "/api/checkout/quote",
      body: { buyerLocation: { country: "IN", state: "Karnataka" }, items: [{ productId: tee.id, variantId: v("L").id, quantity: 2 }], paymentMethod: "cod" },
    });
    expect(q.status).toBe(200);
    expect(q.json.lines).toEqual([{ productId: tee.id, variantId: v("L").id, quantity: 2, unitPrice: "500.00", lineTotal: "1000.00", discount: "0.00" }]);
    const r = await c.call(createOrder, {
      path: "/api/orders",
      body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: tee.id, variantId: v("L").id, quantity: 1 }, { productId: tee.id, variantId: v("L").id, quantity: 1 }] },
    });
    expect(r.status).toBe(201);
    expect(r.json.subtotal).toBe("1000.00");
    expect(r.json.total).toBe(q.json.total);
    expect((await read(tee.id)).variants.map((x) => x.quantity)).toEqual([3, 0, 3]);
    expect((await row(tee.id)).quantity).toBe(6);
    const mine = (await c.call(customerOrders, { path: "/api/customers/orders" })).json as unknown as { id: string; items: Record<string, unknown>[] }[];
    expect(mine.find((o) => o.id === r.json.id)!.items).toEqual([
      expect.objectContaining({ productId: tee.id, variantId: v("L").id, variantTitle: "L", sku: "OT-L", price: "500.00", quantity: 2 }),
    ]);
    const all = (await owner.call(listOrders, { path: "/api/orders" })).json as unknown as { id: string; items: Record<string, unknown>[] }[];
    expect(all.find((o) => o.id === r.json.id)!.items[0]).toMatchObject({ variantTitle: "L", sku: "OT-L" });
    // Cancelling gives the stock back to that variant, once.
    const id = String(r.json.id);
    expect((await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status: "cancelled" } })).status).toBe(200);
    await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status: "cancelled" } });
    expect((await read(tee.id)).variants.map((x) => x.quantity)).toEqual([3, 0, 5]);
  });

  it("a product without options needs no variantId, and its items have variantTitle null", async () => {
    const plain = (await create({ name: "Plain Bag", price: "80", quantity: 5, sku: "BAG" })).json as unknown as Product;
    const c = await shopper();
    const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: plain.id, quantity: 2 }] } });
    expect(r.status).toBe(201);
    const [item] = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, String(r.json.id)));
    expect(item).toMatchObject({ variantId: plain.variants[0].id, variantTitle: null, sku: "BAG", quantity: 2 });
  });

  it("50 concurrent orders for a variant with stock 5: exactly 5 orders, that variant at 0, the others untouched", async () => {
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => shopper()));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        shoppers[i % 5].call(createOrder, {
          path: "/api/orders",
          body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: tee.id, variantId: v("L").id, quantity: 1 }] },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(45);
    expect((await read(tee.id)).variants.map((x) => x.quantity)).toEqual([3, 0, 0]);
    expect((await row(tee.id)).quantity).toBe(3);
  });

  it("another store's shopper cannot buy this store's variant", async () => {
    const c = await shopper(GADGETS);
    const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: tee.id, variantId: v("S").id, quantity: 1 }] } });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect((await read(tee.id)).variants[0].quantity).toBe(3);
  });

  it("deleting the product keeps past orders readable (variant gone, title and SKU kept)", async () => {
    const c = await shopper();
    const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: tee.id, variantId: v("S").id, quantity: 1 }] } });
    expect(r.status).toBe(201);
    expect((await owner.call(deleteProduct, { method: "DELETE", path: `/api/products/${tee.id}`, params: { id: tee.id } })).status).toBe(200);
    const mine = (await c.call(customerOrders, { path: "/api/customers/orders" })).json as unknown as { id: string; items: Record<string, unknown>[] }[];
    expect(mine.find((o) => o.id === r.json.id)!.items[0]).toMatchObject({ productId: null, variantId: null, variantTitle: "S", sku: "OT-S" });
  });
});

describe("smart collections on variants", () => {
  it("variantTitle and inventoryStock rules match on variants, in the API and in SQL alike", async () => {
    const p = (
      await create({
        name: "Rule Socks",
        options: [{ name: "Colour", values: ["Crimson Red", "Blue"] }],
        variants: [
          { options: ["Crimson Red"], price: "99", quantity: 1 },
          { options: ["Blue"], price: "99", quantity: 40 },
        ],
      })
    ).json as unknown as Product;
    const make = async (field: string, operator: string, value: string) => {
      const r = await owner.call(createCollection, {
        path: "/api/collections",
        body: { name: `${field} ${operator} ${value} ${Math.random()}`, type: "smart", isActive: true, criteria: { matchType: "all", conditions: [{ id: "c1", field, operator, value }] } },
      });
      expect(r.status).toBe(201);
      const id = String(r.json.id);
      const got = await owner.call(getCollection, { path: `/api/collections/${id}`, params: { id } });
      return (got.json.products as { id: string }[]).map((x) => x.id);
    };
    expect(await make("variantTitle", "contains", "crimson")).toContain(p.id);
    expect(await make("variantTitle", "equals", "blue")).toContain(p.id);
    expect(await make("variantTitle", "equals", "green")).not.toContain(p.id);
    expect(await make("inventoryStock", "lessThan", "2")).toContain(p.id);
    expect(await make("inventoryStock", "greaterThan", "39")).toContain(p.id);
    expect(await make("inventoryStock", "greaterThan", "40")).not.toContain(p.id);

    // The storefront's SQL twin agrees.
    const { smartCriteriaSql } = await import("@/lib/catalog/smart-sql");
    const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
    const hit = async (field: string, operator: string, value: string) =>
      (
        await ctx.db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.tenantId, t.id), eq(products.id, p.id), smartCriteriaSql({ matchType: "all", conditions: [{ id: "c", field, operator, value }] }, new Map())))
      ).length === 1;
    expect(await hit("variantTitle", "contains", "crimson")).toBe(true);
    expect(await hit("variantTitle", "equals", "green")).toBe(false);
    expect(await hit("inventoryStock", "lessThan", "2")).toBe(true);
    expect(await hit("inventoryStock", "greaterThan", "40")).toBe(false);
  });

  it("GET /api/products lists options and variants for every product", async () => {
    const r = await owner.call(listProducts, { path: "/api/products" });
    const list = r.json as unknown as Product[];
    expect(list.every((p) => Array.isArray(p.options) && p.variants.length >= 1)).toBe(true);
  });
});
