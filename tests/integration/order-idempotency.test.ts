import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { closeDb } from "@/db/client";
import { orderRequests, orders, products, tenants } from "@/db/schema";
import { purgeExpiredOrderKeys } from "@/lib/orders/idempotency/service";
import { setStock, setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

/**
 * POST /api/orders with an Idempotency-Key (docs/decisions/0040-order-and-payment-idempotency.md): a repeat
 * answers the same order, never a second one, whether it comes after the first or at the same time.
 */
const ctx = setupTestDatabase();

afterAll(async () => {
  await closeDb();
});

const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

async function shopper(host = "demo.localhost:3000") {
  const c = new TestClient(host);
  const email = `idem-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Idem", lastName: "Potent", email, password: "secret123" } })).status).toBe(201);
  return c;
}

async function product(slug = "demo", minQty = 30) {
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, slug));
  const rows = await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active"), eq(products.trackQuantity, true)));
  return rows.find((p) => p.quantity >= minQty && p.options.length === 0)!;
}

const quantityOf = async (id: string) => (await ctx.db.select().from(products).where(eq(products.id, id)))[0].quantity;
const orderCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;

const order = (productId: string, quantity = 1) => ({ shippingAddress: address, paymentMethod: "cod", items: [{ productId, quantity }] });
const post = (c: TestClient, body: unknown, key?: string) =>
  c.call(createOrder, { path: "/api/orders", body, headers: key === undefined ? {} : { "Idempotency-Key": key } });

describe("POST /api/orders with an Idempotency-Key", () => {
  it("the same key and body answer the same order (status and body); the stock is taken once", async () => {
    const c = await shopper();
    const p = await product();
    const before = await quantityOf(p.id);
    const ordersBefore = await orderCount();
    const a = await post(c, order(p.id, 2), "checkout-attempt-1");
    const b = await post(c, order(p.id, 2), "checkout-attempt-1");
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.text).toBe(a.text);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect(a.headers.get("idempotent-replayed")).toBeNull();
    expect(await orderCount()).toBe(ordersBefore + 1);
    expect(await quantityOf(p.id)).toBe(before - 2);
    // The same fields in another order (and an ignored client price) are the same request.
    const reordered = await post(c, { items: [{ quantity: 2, productId: p.id }], paymentMethod: "cod", shippingAddress: { ...address } }, "checkout-attempt-1");
    expect(reordered.status).toBe(201);
    expect(reordered.json.id).toBe(a.json.id);
  });

  it("the same key with another body is refused (422, clear message), and nothing is placed", async () => {
    const c = await shopper();
    const p = await product();
    const a = await post(c, order(p.id, 1), "k-body");
    const before = await quantityOf(p.id);
    const b = await post(c, order(p.id, 3), "k-body");
    expect(a.status).toBe(201);
    expect(b.status).toBe(422);
    expect(b.json.message).toMatch(/Idempotency-Key was already used for a different order/);
    expect(b.json.errors).toHaveProperty("Idempotency-Key");
    expect(await quantityOf(p.id)).toBe(before);
  });

  it("keys are per customer and per store; without a key every request is a new order (as before)", async () => {
    const c1 = await shopper();
    const c2 = await shopper();
    const p = await product();
    const a = await post(c1, order(p.id), "shared-key");
    const b = await post(c2, order(p.id), "shared-key");
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.json.id).not.toBe(a.json.id);
    const g = await shopper("gadgets.localhost:3000");
    const gp = await product("gadgets", 5);
    const c = await post(g, order(gp.id), "shared-key");
    expect(c.status).toBe(201);
    expect(c.json.id).not.toBe(a.json.id);
    const n1 = await post(c1, order(p.id));
    const n2 = await post(c1, order(p.id));
    expect(n1.json.id).not.toBe(n2.json.id);
  });

  it("a malformed key is a 400 with the field; a refused request leaves no key behind, so its retry is decided afresh", async () => {
    const c = await shopper();
    const p = await product();
    for (const bad of ["", "has space", "x".repeat(256), "tab\there"]) {
      const r = await post(c, order(p.id), bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.json.errors).toHaveProperty("Idempotency-Key");
    }
    // Out of stock: 422, and the key is not remembered; with stock back, the same key places the order.
    const left = await quantityOf(p.id);
    const tooMany = await post(c, order(p.id, left + 1), "retry-after-restock");
    expect(tooMany.status).toBe(422);
    expect(await ctx.db.select().from(orderRequests).where(eq(orderRequests.key, "retry-after-restock"))).toHaveLength(0);
    await setStock(ctx.db, p.id, { quantity: left + 1 });
    const ok = await post(c, order(p.id, left + 1), "retry-after-restock");
    expect(ok.status).toBe(201);
    expect(await quantityOf(p.id)).toBe(0);
    await setStock(ctx.db, p.id, { quantity: left });
  });

  it("a key is kept 24 hours: after that the same key places a new order, and the job forgets it", async () => {
    const c = await shopper();
    const p = await product();
    const a = await post(c, order(p.id), "old-key");
    await ctx.db.update(orderRequests).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(orderRequests.key, "old-key"));
    const b = await post(c, order(p.id), "old-key");
    expect(b.status).toBe(201);
    expect(b.json.id).not.toBe(a.json.id);
    await ctx.db.update(orderRequests).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(orderRequests.key, "old-key"));
    expect(await purgeExpiredOrderKeys()).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.select().from(orderRequests).where(eq(orderRequests.key, "old-key"))).toHaveLength(0);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)("20 concurrent requests with one key (PostgreSQL): one order, every answer that order or a 409 'in progress', stock taken once", async () => {
    const c = await shopper();
    const p = await product("demo", 10);
    const before = await quantityOf(p.id);
    const ordersBefore = await orderCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(c, order(p.id, 3), "one-click-twenty-times")));
    const statuses = answers.map((r) => r.status);
    const ids = new Set(answers.filter((r) => r.status === 201).map((r) => r.json.id));
    const ordersAfter = await orderCount();
    console.log("[idempotency] 20 concurrent, one key:", JSON.stringify({ statuses, distinctOrders: ids.size, ordersPlaced: ordersAfter - ordersBefore, stock: [before, await quantityOf(p.id)] }));
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    for (const r of answers.filter((x) => x.status === 409)) expect(r.json.message).toMatch(/in progress/);
    expect(ids.size).toBe(1);
    expect(ordersAfter - ordersBefore).toBe(1);
    expect(await quantityOf(p.id)).toBe(before - 3);
  });
});
