import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { POST as orderQuote } from "@/app/api/checkout/quote/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { DELETE as deleteDiscount, GET as getDiscount, PATCH as patchDiscount } from "@/app/api/discounts/[id]/route";
import { GET as listDiscounts, POST as createDiscount } from "@/app/api/discounts/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { collections, discounts, orders, products, tenants } from "@/db/schema";
import { fromMinor, toMinor } from "@/lib/money";
import { setStock, setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Discounts through the API: the owner's CRUD and its bad input, another store's owner, the quote and the
 * order agreeing, uses counted atomically (50 concurrent orders, 10 uses), given back once on cancel.
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
let product: typeof products.$inferSelect;

const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

async function shopper(host = DEMO) {
  const c = new TestClient(host);
  const email = `d-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Dee", lastName: "Shopper", email, password: "secret123" } })).status).toBe(201);
  return c;
}
const create = (body: Record<string, unknown>, c = owner) => c.call(createDiscount, { path: "/api/discounts", body });
const order = (c: TestClient, extra: Record<string, unknown> = {}, quantity = 1) =>
  c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: product.id, quantity }], ...extra } });

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  // A product without options, taxed, priced over ₹500 so one unit meets the minimum.
  const rows = await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")));
  product = rows.find((p) => p.taxRuleId && toMinor(p.price) >= 50000 && (p.options as unknown[]).length === 0)!;
  expect(product).toBeTruthy();
  await setStock(ctx.db, product.id, { quantity: 1000, trackQuantity: true });
});

describe("the owner's discounts", () => {
  it("creates, lists, reads, deactivates and deletes; codes are unique per store whatever the case", async () => {
    const r = await create({ code: "Welcome10", type: "percentage", value: 10 });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ code: "Welcome10", type: "percentage", value: "10.00", automatic: false, isActive: true, timesUsed: 0, status: "active" });
    const id = String(r.json.id);
    expect((await create({ code: "WELCOME10", type: "fixed", value: 5 })).status).toBe(409);
    // Another store may use the same code.
    expect((await create({ code: "WELCOME10", type: "fixed", value: 5 }, gadgetsOwner)).status).toBe(201);
    const list = (await owner.call(listDiscounts, { path: "/api/discounts" })).json as unknown as { id: string }[];
    expect(list.map((d) => d.id)).toContain(id);
    const off = await owner.call(patchDiscount, { method: "PATCH", path: `/api/discounts/${id}`, params: { id }, body: { isActive: false } });
    expect(off.json).toMatchObject({ isActive: false, status: "inactive" });
    const scheduled = await create({ code: "LATER", type: "percentage", value: 5, startsAt: "2099-01-01T00:00:00Z" });
    expect(scheduled.json.status).toBe("scheduled");
    expect((await owner.call(deleteDiscount, { method: "DELETE", path: `/api/discounts/${id}`, params: { id } })).status).toBe(200);
    expect((await owner.call(getDiscount, { path: `/api/discounts/${id}`, params: { id } })).status).toBe(404);
  });

  it("bad input is a 400 naming the field, never a 5xx, and nothing is written", async () => {
    const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
    const [foreignCollection] = await ctx.db.select().from(collections).where(eq(collections.tenantId, t.id)).limit(1);
    const before = (await ctx.db.select().from(discounts)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ code: "PCT150", type: "percentage", value: 150 }, "value"],
      [{ code: "PCT0", type: "percentage", value: 0 }, "value"],
      [{ code: "NEG", type: "fixed", value: -5 }, "value"],
      [{ code: "TEXT", type: "fixed", value: "ten" }, "value"],
      [{ code: "DATES", type: "fixed", value: 5, startsAt: "2026-12-10T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" }, "endsAt"],
      [{ code: "PROD", type: "fixed", value: 5, appliesTo: { productIds: ["00000000-0000-4000-8000-000000000000"] } }, "appliesTo.productIds"],
      [{ code: "COLL", type: "fixed", value: 5, appliesTo: { collectionIds: [foreignCollection?.id ?? "00000000-0000-4000-8000-000000000001"] } }, "appliesTo.collectionIds"],
      [{ code: "x".repeat(1_000_000), type: "fixed", value: 5 }, "code"],
      [{ code: "ÇØDÉ\u202e", type: "fixed", value: 5 }, "code"],
      [{ type: "fixed", value: 5 }, "code"],
      [{ automatic: true, code: "AUTO", type: "fixed", value: 5, title: "Sale" }, "code"],
      [{ automatic: true, type: "fixed", value: 5 }, "title"],
      [{ code: "TYPE", type: "bogo", value: 5 }, "type"],
      [{ code: "LIMIT", type: "fixed", value: 5, usageLimit: -1 }, "usageLimit"],
    ];
    for (const [body, field] of cases) {
      const r = await create(body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(r.json.errors as object), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expect((await ctx.db.select().from(discounts)).length).toBe(before);
  });

  it("another store's owner and shoppers can neither read nor change them", async () => {
    const id = String((await create({ code: "MINE", type: "fixed", value: 5 })).json.id);
    expect((await gadgetsOwner.call(getDiscount, { path: `/api/discounts/${id}`, params: { id } })).status).toBe(404);
    expect((await gadgetsOwner.call(patchDiscount, { method: "PATCH", path: `/api/discounts/${id}`, params: { id }, body: { value: 99 } })).status).toBe(404);
    expect((await gadgetsOwner.call(deleteDiscount, { method: "DELETE", path: `/api/discounts/${id}`, params: { id } })).status).toBe(404);
    const gl = (await gadgetsOwner.call(listDiscounts, { path: "/api/discounts" })).json as unknown as { id: string }[];
    expect(gl.map((d) => d.id)).not.toContain(id);
    const c = await shopper();
    expect((await c.call(listDiscounts, { path: "/api/discounts" })).status).toBeGreaterThanOrEqual(401);
    expect((await owner.call(getDiscount, { path: `/api/discounts/${id}`, params: { id } })).json.value).toBe("5.00");
    // A shopper of the other store cannot use this store's code.
    const other = await shopper(GADGETS);
    const q = await other.call(orderQuote, { path: "/api/checkout/quote", body: { buyerLocation: { country: "IN" }, items: [], discountCode: "MINE" } });
    expect(q.json.discountError).toBe("This code is not valid");
  });
});

describe("at checkout", () => {
  it("SAVE10 (10 %, minimum ₹500, 3 uses): the quote and the order agree, the fourth use is refused", async () => {
    expect((await create({ code: "SAVE10", type: "percentage", value: 10, minSubtotal: 500, usageLimit: 3 })).status).toBe(201);
    const c = await shopper();
    const body = { buyerLocation: { country: "IN", state: "Karnataka" }, items: [{ productId: product.id, quantity: 1 }], paymentMethod: "cod", discountCode: "save10" };
    const q = await c.call(orderQuote, { path: "/api/checkout/quote", body });
    expect(q.status).toBe(200);
    const sub = toMinor(product.price);
    expect(q.json).toMatchObject({ discountCode: "SAVE10", discountError: null, discountTotal: fromMinor(Math.round(sub / 10)) });
    const q0 = (await c.call(orderQuote, { path: "/api/checkout/quote", body: { ...body, discountCode: undefined } })).json;
    // The discount comes off before tax: the tax is on 90 % of the price.
    expect(toMinor(String(q.json.tax))).toBeLessThan(toMinor(String(q0.tax)));
    const total = toMinor(String(q.json.subtotal)) - toMinor(String(q.json.discountTotal)) + toMinor(String(q.json.shipping)) + toMinor(String(q.json.tax)) + toMinor(String(q.json.codCharges));
    expect(q.json.total).toBe(fromMinor(total));

    const placed = await order(c, { discountCode: "save10" });
    expect(placed.status).toBe(201);
    expect(placed.json).toMatchObject({ discountCode: "SAVE10", discountTotal: q.json.discountTotal, total: q.json.total });
    for (let i = 0; i < 2; i++) expect((await order(await shopper(), { discountCode: "SAVE10" })).status).toBe(201);
    const fourth = await order(await shopper(), { discountCode: "SAVE10" });
    expect(fourth.status).toBe(422);
    expect(fourth.json).toMatchObject({ message: "This code has been used up", errors: { discountCode: "This code has been used up" } });
    const quoteAfter = await c.call(orderQuote, { path: "/api/checkout/quote", body });
    expect(quoteAfter.json).toMatchObject({ discountError: "This code has been used up", discountTotal: "0.00" });
  });

  it("reasons: unknown, expired, under the minimum; no order is written", async () => {
    await create({ code: "OLD", type: "percentage", value: 10, endsAt: "2020-01-01T00:00:00Z" });
    await create({ code: "BIG", type: "fixed", value: 100, minSubtotal: 99999 });
    const c = await shopper();
    const n = (await ctx.db.select().from(orders)).length;
    expect((await order(c, { discountCode: "NOPE" })).json).toMatchObject({ errors: { discountCode: "This code is not valid" } });
    expect((await order(c, { discountCode: "OLD" })).json).toMatchObject({ errors: { discountCode: "This code has expired" } });
    expect((await order(c, { discountCode: "BIG" })).json.errors).toMatchObject({ discountCode: expect.stringMatching(/^Spend .*99,999.00 or more to use this code$/) });
    expect((await ctx.db.select().from(orders)).length).toBe(n);
  });

  it("50 concurrent orders with a code limited to 10 uses: exactly 10 discounted orders, the rest a 422 and no order", async () => {
    const id = String((await create({ code: "RUSH10", type: "fixed", value: 10, usageLimit: 10 })).json.id);
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopper()));
    const n = (await ctx.db.select().from(orders)).length;
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => order(shoppers[i % 10], { discountCode: "RUSH10" })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(40);
    expect(statuses.some((s) => s >= 500)).toBe(false);
    expect((await ctx.db.select().from(orders)).length).toBe(n + 10);
    expect((await owner.call(getDiscount, { path: `/api/discounts/${id}`, params: { id } })).json).toMatchObject({ timesUsed: 10, status: "used_up" });

    // A cancelled order gives its use back, exactly once however often it is cancelled.
    const oid = String(results.find((r) => r.status === 201)!.json.id);
    const cancel = await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${oid}/status`, params: { id: oid }, body: { status: "cancelled" } });
    expect(cancel.status).toBeLessThan(500);
    await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${oid}/status`, params: { id: oid }, body: { status: "cancelled" } });
    expect((await owner.call(getDiscount, { path: `/api/discounts/${id}`, params: { id } })).json).toMatchObject({ timesUsed: 9, status: "active" });
    expect((await order(shoppers[0], { discountCode: "RUSH10" })).status).toBe(201);
    expect((await order(shoppers[1], { discountCode: "RUSH10" })).status).toBe(422);
  });

  it("10 concurrent orders of one new shopper with a first-order-only code: exactly one is placed with it, the rest 422 and no order", async () => {
    const id = String((await create({ code: "FIRST15", type: "fixed", value: 15, firstOrderOnly: true })).json.id);
    const c = await shopper();
    const n = (await ctx.db.select().from(orders)).length;
    // Before the per-customer claim all ten saw "no earlier order" and all ten were discounted.
    const results = await Promise.all(Array.from({ length: 10 }, () => order(c, { discountCode: "FIRST15" })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(422)]);
    for (const r of results.filter((x) => x.status === 422)) {
      expect(r.json).toMatchObject({ errors: { discountCode: "This code is for a first order only" } });
    }
    const placed = await ctx.db.select().from(orders);
    expect(placed.length).toBe(n + 1);
    expect(placed.filter((o) => o.discountCode === "FIRST15")).toHaveLength(1);
    expect((await owner.call(getDiscount, { path: `/api/discounts/${id}`, params: { id } })).json).toMatchObject({ timesUsed: 1 });
    // Another new shopper still gets it: the claim is per customer, not per code.
    expect((await order(await shopper(), { discountCode: "FIRST15" })).status).toBe(201);
  });

  it("once per customer, and an automatic discount applies without a code", async () => {
    await create({ code: "ONCE", type: "fixed", value: 20, oncePerCustomer: true });
    const c = await shopper();
    expect((await order(c, { discountCode: "ONCE" })).status).toBe(201);
    expect((await order(c, { discountCode: "ONCE" })).json).toMatchObject({ errors: { discountCode: "You have already used this code" } });
    const auto = await create({ automatic: true, title: "Launch week", type: "fixed", value: 1, appliesTo: { productIds: [product.id] } });
    expect(auto.status).toBe(201);
    const placed = await order(await shopper());
    expect(placed.json).toMatchObject({ discountCode: null, discountTotal: "1.00" });
    // The cart drawer asks before any address is known: the store's own country stands in.
    const drawer = await new TestClient(DEMO).call(orderQuote, { path: "/api/checkout/quote", body: { items: [{ productId: product.id, quantity: 1 }] } });
    expect(drawer.status).toBe(200);
    expect(drawer.json.discounts).toEqual([expect.objectContaining({ code: null, title: "Launch week", amount: "1.00" })]);
    await owner.call(patchDiscount, { method: "PATCH", path: `/api/discounts/${String(auto.json.id)}`, params: { id: String(auto.json.id) }, body: { isActive: false } });
  });
});
