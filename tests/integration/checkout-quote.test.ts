import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { POST as quote } from "@/app/api/checkout/quote/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { closeDb } from "@/db/client";
import { products, shippingTiers, tenants } from "@/db/schema";
import { fromMinor, toMinor } from "@/lib/money";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

/**
 * POST /api/checkout/quote is what the checkout shows: it must be exactly what POST /api/orders then
 * charges for the same cart, address and method, from this store's catalogue only.
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

async function activeProducts(tenantSlug: string, n: number, taxed = true) {
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, tenantSlug));
  const rows = await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")));
  // Products without options: a line names no variant, as a cart stored before variants does.
  const list = rows.filter((p) => p.options.length === 0 && p.quantity > 20 && (!taxed || p.taxRuleId)).slice(0, n);
  if (list.length < n) throw new Error("not enough seeded products");
  return list;
}

const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };
const MONEY = /^-?\d+\.\d{2}$/;

describe("POST /api/checkout/quote", () => {
  it("quotes exactly what the order then charges, at home and abroad, as decimal strings", async () => {
    const [a, b] = await activeProducts("demo", 2);
    const items = [
      { productId: a.id, quantity: 2 },
      { productId: b.id, quantity: 1 },
      // The same product twice is one line, as in the order.
      { productId: b.id, quantity: 1 },
    ];
    const shopper = new TestClient("demo.localhost:3000");
    const reg = await shopper.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Q", lastName: "Uote", email: `quote-${Date.now()}@example.com`, password: "secret123" } });
    expect(reg.status).toBe(201);
    const usAddress = { ...address, city: "Atlanta", state: "Georgia", zipCode: "30303", country: "US" };
    for (const to of [address, usAddress]) {
      const q = await new TestClient("demo.localhost:3000").call(quote, {
        path: "/api/checkout/quote",
        body: { buyerLocation: { country: to.country, state: to.state }, items, paymentMethod: "cod" },
      });
      expect(q.status).toBe(200);
      const order = await shopper.call(createOrder, { path: "/api/orders", body: { shippingAddress: to, paymentMethod: "cod", items } });
      expect(order.status).toBe(201);
      for (const k of ["subtotal", "shipping", "tax", "codCharges", "total"] as const) {
        expect(q.json[k]).toMatch(MONEY);
        expect(q.json[k]).toBe(order.json[k]);
      }
      expect(q.json.taxBreakdown).toEqual((order.json.taxBreakdown as { label: string; rate: number; amount: number | string }[]).map((t) => ({ ...t, amount: fromMinor(toMinor(t.amount)) })));
      expect(q.json).toMatchObject({ currency: "INR", taxInclusive: false, codCharges: "49.00" });
      expect(q.json.lines).toEqual([
        { productId: a.id, variantId: expect.any(String), quantity: 2, unitPrice: a.price, lineTotal: fromMinor(toMinor(a.price) * 2), discount: "0.00" },
        { productId: b.id, variantId: expect.any(String), quantity: 2, unitPrice: b.price, lineTotal: fromMinor(toMinor(b.price) * 2), discount: "0.00" },
      ]);
      // Before a method is chosen (or for an online one) there are no COD charges.
      const online = await new TestClient("demo.localhost:3000").call(quote, { path: "/api/checkout/quote", body: { buyerLocation: { country: to.country, state: to.state }, items } });
      expect(online.json.codCharges).toBe("0.00");
      expect(toMinor(String(online.json.total))).toBe(toMinor(String(q.json.total)) - 4900);
    }
  });

  it("follows the store's shipping tiers, and leaves out another store's products", async () => {
    const [a] = await activeProducts("demo", 1);
    const [g] = await activeProducts("gadgets", 1, false);
    const c = new TestClient("demo.localhost:3000");
    const ask = (items: unknown[]) => c.call(quote, { path: "/api/checkout/quote", body: { buyerLocation: { country: "IN" }, items } });
    const own = await ask([{ productId: a.id, quantity: 1 }]);
    const mixed = await ask([
      { productId: a.id, quantity: 1 },
      { productId: g.id, quantity: 5 },
    ]);
    expect(mixed.status).toBe(200);
    expect(mixed.json).toEqual(own.json);
    expect((mixed.json.lines as unknown[]).length).toBe(1);

    // A cheaper domestic tier changes the quote at once.
    const [demo] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
    await ctx.db.insert(shippingTiers).values({ tenantId: demo.id, name: "Penny post", shippingType: "domestic", pricingType: "fixed", fixedPrice: "0.01", isActive: true });
    const cheaper = await ask([{ productId: a.id, quantity: 1 }]);
    expect(cheaper.json.shipping).toBe(toMinor(a.price) >= 99900 ? "0.00" : "0.01");
    expect(toMinor(String(cheaper.json.total))).toBe(toMinor(String(cheaper.json.subtotal)) + toMinor(String(cheaper.json.shipping)) + toMinor(String(cheaper.json.tax)));
  });

  it("refuses bad input with field errors, and an empty cart costs nothing", async () => {
    const c = new TestClient("demo.localhost:3000");
    const bad = await c.call(quote, { path: "/api/checkout/quote", body: { buyerLocation: { country: "India" }, items: [{ productId: "x", quantity: 0 }], paymentMethod: "cash" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {})).toEqual(expect.arrayContaining(["buyerLocation.country", "items.0.productId", "items.0.quantity", "paymentMethod"]));
    const empty = await c.call(quote, { path: "/api/checkout/quote", body: { buyerLocation: { country: "IN" }, items: [] } });
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ subtotal: "0.00", tax: "0.00", codCharges: "0.00", lines: [] });
    // No store, no quote.
    expect((await new TestClient("localhost:3000").call(quote, { path: "/api/checkout/quote", body: { buyerLocation: { country: "IN" }, items: [] } })).status).toBe(404);
  });
});
