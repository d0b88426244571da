import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { POST as calculateShipping } from "@/app/api/calculate-shipping/route";
import { POST as calculateTax } from "@/app/api/calculate-tax/route";
import { GET as customerOrders } from "@/app/api/customers/orders/route";
import { GET as customerOrder } from "@/app/api/customers/orders/[id]/route";
import { POST as guestCheckout } from "@/app/api/customers/guest/route";
import { GET as customerMe } from "@/app/api/customers/me/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { GET as listOrders, POST as createOrder } from "@/app/api/orders/route";
import { GET as paymentMethods } from "@/app/api/tenants/[id]/payment-methods/route";
import { orders, products, tenants } from "@/db/schema";
import { fromMinor, toMinor } from "@/lib/money";
import { setStock, setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

const ctx = setupTestDatabase();
// pg-pool's end() resolves before its sockets have closed; give them a moment before the helper drops the
// database, or the forced drop kills connections that then surface as uncaught errors.
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

async function product(slugOrName: string, tenantSlug = "demo") {
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, tenantSlug));
  const [p] = await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.slug, slugOrName)));
  if (!p) throw new Error(`no product ${slugOrName}`);
  return p;
}

/** Active products in good stock (and, in demo, under the GST rule). */
async function activeProducts(tenantSlug: string, n: number) {
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, tenantSlug));
  const rows = await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")));
  // Products without options: their lines need no variantId.
  const list = rows.filter((p) => p.options.length === 0 && p.quantity > 20 && (tenantSlug !== "demo" || p.taxRuleId)).slice(0, n);
  if (list.length < n) throw new Error("not enough seeded products");
  return list;
}

async function customer(host = "demo.localhost:3000", email = `shopper-${Math.random().toString(36).slice(2)}@example.com`) {
  const c = new TestClient(host);
  const r = await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Test", lastName: "Shopper", email, password: "secret123" } });
  expect(r.status).toBe(201);
  return c;
}

const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

describe("tax and shipping quotes", () => {
  it("tax: CGST + SGST in India, IGST abroad, catalogue prices (client price ignored)", async () => {
    const [a] = await activeProducts("demo", 1);
    const c = new TestClient("demo.localhost:3000");
    const inIndia = await c.call(calculateTax, {
      path: "/api/calculate-tax",
      body: { buyerLocation: { country: "IN", state: "Karnataka" }, cartItems: [{ productId: a.id, quantity: 2, price: "1.00" }] },
    });
    expect(inIndia.status).toBe(200);
    const expectedHalf = Math.round((toMinor(a.price) * 2 * 9) / 100);
    expect(inIndia.json.taxBreakdown).toEqual([
      { label: "CGST", rate: 9, amount: fromMinor(expectedHalf) },
      { label: "SGST", rate: 9, amount: fromMinor(expectedHalf) },
    ]);
    expect(inIndia.json.taxAmount).toBe(fromMinor(expectedHalf * 2));

    const abroad = await c.call(calculateTax, { path: "/api/calculate-tax", body: { buyerLocation: { country: "US" }, cartItems: [{ productId: a.id, quantity: 1 }] } });
    expect(abroad.json.taxBreakdown).toEqual([{ label: "IGST", rate: 18, amount: fromMinor(Math.round((toMinor(a.price) * 18) / 100)) }]);
  });

  it("tax: another store's product is not taxed here; gadgets has tax off; bad input is 400", async () => {
    const [g] = await activeProducts("gadgets", 1);
    const c = new TestClient("demo.localhost:3000");
    const r = await c.call(calculateTax, { path: "/api/calculate-tax", body: { buyerLocation: { country: "IN" }, cartItems: [{ productId: g.id, quantity: 1 }] } });
    expect(r.json).toMatchObject({ taxAmount: "0.00", taxBreakdown: [] });
    const off = await new TestClient("gadgets.localhost:3000").call(calculateTax, {
      path: "/api/calculate-tax",
      body: { buyerLocation: { country: "US" }, cartItems: [{ productId: g.id, quantity: 1 }] },
    });
    expect(off.json).toMatchObject({ taxAmount: "0.00" });
    const bad = await c.call(calculateTax, { path: "/api/calculate-tax", body: { buyerLocation: {}, cartItems: "x" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toBeTruthy();
  });

  it("shipping: demo's cheapest domestic tier, free above 999, international tier abroad", async () => {
    const c = new TestClient("localhost:3000");
    const call = (body: unknown) => c.call(calculateShipping, { path: "/store/demo/api/calculate-shipping", body });
    expect((await call({ shippingType: "domestic", orderValue: 500, countryCode: "IN" })).json).toMatchObject({ shippingCost: "49.00", tierName: "Standard Delivery" });
    expect((await call({ shippingType: "domestic", orderValue: 999, countryCode: "IN" })).json).toMatchObject({ shippingCost: "0.00" });
    expect((await call({ shippingType: "international", orderValue: 5000, countryCode: "US" })).json).toMatchObject({ shippingCost: "1499.00" });
    // The country decides, whatever type the caller claims.
    expect((await call({ shippingType: "international", orderValue: 500, countryCode: "IN" })).json).toMatchObject({ shippingCost: "49.00" });
    // The order value may also be a decimal string, as the quotes answer it.
    expect((await call({ orderValue: "998.99", countryCode: "IN" })).json).toMatchObject({ shippingCost: "49.00" });
    expect((await call({ orderValue: -1 })).status).toBe(400);
    expect((await call({ orderValue: "1e3" })).status).toBe(400);
  });

  it("payment methods: the request's own store only, switches but no secrets", async () => {
    const c = new TestClient("demo.localhost:3000");
    const r = await c.call(paymentMethods, { path: "/api/tenants/demo/payment-methods", params: { id: "demo" } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ codEnabled: true, razorpayEnabled: false, paypalEnabled: false, codCharges: "49.00" });
    expect(JSON.stringify(r.json)).not.toMatch(/secret/i);
    const other = await c.call(paymentMethods, { path: "/api/tenants/gadgets/payment-methods", params: { id: "gadgets" } });
    expect(other.status).toBe(404);
  });
});

describe("POST /api/orders", () => {
  it("prices the order on the server: catalogue prices, tax, shipping, COD charges; client numbers ignored", async () => {
    const [a, b] = await activeProducts("demo", 2);
    const before = await product(a.slug);
    const c = await customer();
    const r = await c.call(createOrder, {
      path: "/api/orders",
      body: {
        tenantId: "00000000-0000-0000-0000-000000000000",
        shippingAddress: address,
        paymentMethod: "cod",
        items: [
          { productId: a.id, quantity: 2, price: "0.01" },
          { productId: b.id, quantity: 1, price: "0.01" },
        ],
        subtotal: "0.03",
        shipping: "0",
        tax: "0",
        total: "0.03",
      },
    });
    expect(r.status).toBe(201);
    const sub = toMinor(a.price) * 2 + toMinor(b.price);
    expect(r.json).toMatchObject({ status: "pending", currency: "INR", paymentMethod: "cod", codCharges: "49.00" });
    expect(toMinor(String(r.json.subtotal))).toBe(sub);
    const shipping = sub >= 99900 ? 0 : 4900;
    expect(toMinor(String(r.json.shipping))).toBe(shipping);
    // CGST and SGST are each rounded once over the lines.
    const cgst = Math.round((sub * 9) / 100);
    expect(toMinor(String(r.json.tax))).toBe(cgst * 2);
    expect(toMinor(String(r.json.total))).toBe(sub + shipping + cgst * 2 + 4900);
    expect((await product(a.slug)).quantity).toBe(before.quantity - 2);

    const mine = await c.call(customerOrders, { path: "/api/customers/orders" });
    expect(mine.status).toBe(200);
    const list = mine.json as unknown as { id: string; items: { productName: string; quantity: number }[]; total: string; platformFee?: string }[];
    expect(list).toHaveLength(1);
    expect(list[0].id).toBe(r.json.id);
    expect(list[0].items.map((i) => i.quantity).sort()).toEqual([1, 2]);
    expect(list[0]).not.toHaveProperty("platformFee");
  });

  it("refuses inactive, unknown and other stores' products, and more than the stock (422, nothing written)", async () => {
    const c = await customer();
    const [g] = await activeProducts("gadgets", 1);
    const [a] = await activeProducts("demo", 1);
    const countBefore = (await ctx.db.select().from(orders)).length;
    const foreign = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: a.id, quantity: 1 }, { productId: g.id, quantity: 1 }] } });
    expect(foreign.status).toBe(422);
    const breton = await product("striped-breton-tee"); // seeded out of stock
    const none = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: breton.id, quantity: 1 }] } });
    expect(none.status).toBe(422);
    expect(none.json.message).toMatch(/out of stock/);
    const tooMany = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: a.id, quantity: 1000 }] } });
    expect(tooMany.status).toBe(422);
    expect((await ctx.db.select().from(orders)).length).toBe(countBefore);
    // The first line's stock was not taken by the refused order.
    expect((await product(a.slug)).quantity).toBe(a.quantity);
  });

  it("validates input (400 with the checkout's messages), needs a customer (401), refuses methods the store does not offer (422)", async () => {
    const [a] = await activeProducts("demo", 1);
    const anon = new TestClient("demo.localhost:3000");
    expect((await anon.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: a.id, quantity: 1 }] } })).status).toBe(401);
    const c = await customer();
    const bad = await c.call(createOrder, {
      path: "/api/orders",
      body: { shippingAddress: { ...address, firstName: "", email: "nope", zipCode: "" }, paymentMethod: "cod", items: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({
      "shippingAddress.firstName": "First name is required",
      "shippingAddress.email": "Invalid email address",
      "shippingAddress.zipCode": "PIN code is required", // the label India's form shows
      items: "Your cart is empty",
    });
    const rzp = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "razorpay", items: [{ productId: a.id, quantity: 1 }] } });
    expect(rzp.status).toBe(422);
    const malformed = await c.call(createOrder, { path: "/api/orders", rawBody: "{not json", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
  });

  it("COD respects codEnabled and codMinOrder", async () => {
    const [a] = await activeProducts("demo", 1);
    const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
    await ctx.db.update(tenants).set({ codMinOrder: "100000.00" }).where(eq(tenants.id, t.id));
    const c = await customer();
    const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: a.id, quantity: 1 }] } });
    expect(r.status).toBe(422);
    expect(r.json.errors).toHaveProperty("paymentMethod");
    await ctx.db.update(tenants).set({ codMinOrder: "0", codEnabled: false }).where(eq(tenants.id, t.id));
    expect((await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: a.id, quantity: 1 }] } })).status).toBe(422);
    await ctx.db.update(tenants).set({ codEnabled: true }).where(eq(tenants.id, t.id));
  });

  it("50 concurrent orders for a product with stock 5: exactly 5 orders, stock 0, no 5xx", async () => {
    const [a] = await activeProducts("demo", 1);
    await setStock(ctx.db, a.id, { quantity: 5, trackQuantity: true });
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => customer()));
    const countBefore = (await ctx.db.select().from(orders)).length;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        shoppers[i % 5].call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: a.id, quantity: 1 }] } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(45);
    expect(statuses.some((s) => s >= 500)).toBe(false);
    expect((await product(a.slug)).quantity).toBe(0);
    expect((await ctx.db.select().from(orders)).length).toBe(countBefore + 5);
  });
});

describe("the owner's orders", () => {
  it("lists the store's orders with items and transactions, and sets statuses the customer then sees", async () => {
    const [a] = await activeProducts("demo", 1);
    const c = await customer();
    const placed = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: a.id, quantity: 1 }] } });
    const id = String(placed.json.id);

    const owner = new TestClient("demo.localhost:3000");
    expect((await owner.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } })).status).toBe(200);
    const list = await owner.call(listOrders, { path: "/api/orders" });
    expect(list.status).toBe(200);
    const found = (list.json as unknown as { id: string; items: unknown[]; transactions: unknown[]; platformFee: string; customerEmail: string }[]).find((o) => o.id === id);
    expect(found).toMatchObject({ customerEmail: "asha@example.com", platformFee: "0.00", transactions: [] });
    expect(found!.items).toHaveLength(1);

    const shipped = await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status: "shipped" } });
    expect(shipped.status).toBe(200);
    expect(shipped.json.status).toBe("shipped");
    const seen = await c.call(customerOrders, { path: "/api/customers/orders" });
    expect((seen.json as unknown as { id: string; status: string }[]).find((o) => o.id === id)!.status).toBe("shipped");

    // Cash collected: marking it paid records one transaction with the platform fee (2 %).
    const paid = await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status: "paid" } });
    expect(paid.json.status).toBe("paid");
    const total = toMinor(String(paid.json.total));
    const fee = Math.round(total * 0.02);
    expect(paid.json.transactions).toHaveLength(1);
    expect(toMinor(String(paid.json.platformFee))).toBe(fee);
    expect(toMinor(String(paid.json.netAmount))).toBe(total - fee);
    const again = await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status: "paid" } });
    expect(again.json.transactions).toHaveLength(1);

    const bad = await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status: "teleported" } });
    expect(bad.status).toBe(400);
  });

  it("another store's owner, customers and anonymous callers cannot read or change demo's orders", async () => {
    const [a] = await activeProducts("demo", 1);
    const c = await customer();
    const placed = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: a.id, quantity: 1 }] } });
    const id = String(placed.json.id);

    const g = new TestClient("localhost:3000");
    await g.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } });
    expect((await g.call(listOrders, { path: "/store/demo/api/orders" })).status).toBe(403);
    const own = await g.call(listOrders, { path: "/store/gadgets/api/orders" });
    expect(own.status).toBe(200);
    expect((own.json as unknown as { id: string }[]).some((o) => o.id === id)).toBe(false);
    // Naming demo's order from gadgets' own store: not found, unchanged.
    const sideways = await g.call(setStatus, { method: "PATCH", path: `/store/gadgets/api/orders/${id}/status`, params: { id }, body: { status: "delivered" } });
    expect(sideways.status).toBe(404);

    expect((await c.call(listOrders, { path: "/api/orders" })).status).toBe(403);
    expect((await c.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status: "delivered" } })).status).toBe(403);
    expect((await new TestClient("demo.localhost:3000").call(listOrders, { path: "/api/orders" })).status).toBe(401);

    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row.status).toBe("pending");
  });

  it("a customer sees only their own orders, and none of another store", async () => {
    const seeded = new TestClient("demo.localhost:3000");
    await seeded.call(customerLogin, { path: "/api/customers/login", body: { email: "customer@example.com", password: "customer12345" } });
    const mine = await seeded.call(customerOrders, { path: "/api/customers/orders" });
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual([]);
    // The demo customer's cookie means nothing on gadgets.
    expect((await seeded.call(customerOrders, { path: "/api/customers/orders", host: "gadgets.localhost:3000" })).status).toBe(401);
  });

  it("the confirmation page's read: the customer's own order only (another customer, store or a visitor gets 404/401)", async () => {
    const [a] = await activeProducts("demo", 1);
    const c = await customer();
    const badPhone = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: { ...address, phone: "call me" }, paymentMethod: "cod", items: [{ productId: a.id, quantity: 2 }] } });
    expect(badPhone.status).toBe(400);
    const placed = await c.call(createOrder, {
      path: "/api/orders",
      body: { shippingAddress: { ...address, phone: "+91 98450 12345" }, paymentMethod: "cod", items: [{ productId: a.id, quantity: 2 }] },
    });
    const id = String(placed.json.id);
    const path = `/api/customers/orders/${id}`;

    const mine = await c.call(customerOrder, { path, params: { id } });
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ id, status: "pending", paymentMethod: "cod", total: placed.json.total, customerPhone: "+91 98450 12345", transactions: [] });
    expect(mine.json).not.toHaveProperty("platformFee");
    expect((mine.json.items as { quantity: number }[])[0].quantity).toBe(2);

    // Another shopper of the same store, a shopper of another store, a visitor, a bad id.
    expect((await (await customer()).call(customerOrder, { path, params: { id } })).status).toBe(404);
    expect((await (await customer("gadgets.localhost:3000")).call(customerOrder, { path, params: { id } })).status).toBe(404);
    expect((await new TestClient("demo.localhost:3000").call(customerOrder, { path, params: { id } })).status).toBe(401);
    expect((await c.call(customerOrder, { path: "/api/customers/orders/nope", params: { id: "nope" } })).status).toBe(400);
  });

  it("guest checkout: refused while the store's switch is off (the default); on, a guest orders and sees only that order", async () => {
    const [a] = await activeProducts("demo", 1);
    const guest = new TestClient("demo.localhost:3000");
    const who = { firstName: "Gita", lastName: "Guest", email: "customer@example.com" };
    const off = await guest.call(guestCheckout, { path: "/api/customers/guest", body: who });
    expect(off.status).toBe(403);
    expect((await guest.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: a.id, quantity: 1 }] } })).status).toBe(401);

    await ctx.db.update(tenants).set({ guestCheckout: true }).where(eq(tenants.slug, "demo"));
    try {
      expect((await guest.call(guestCheckout, { path: "/api/customers/guest", body: { ...who, email: "nope" } })).status).toBe(400);
      // The email of an existing account is fine for a guest, and does not sign anyone into that account.
      const on = await guest.call(guestCheckout, { path: "/api/customers/guest", body: who });
      expect(on.status).toBe(201);
      expect(on.json).toMatchObject({ email: "customer@example.com", guest: true, firstName: "Gita" });
      expect((await guest.call(customerMe, { path: "/api/customers/me" })).json).toMatchObject({ email: "customer@example.com", guest: true });
      expect((await guest.call(customerOrders, { path: "/api/customers/orders" })).json).toEqual([]);
      const placed = await guest.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: a.id, quantity: 1 }] } });
      expect(placed.status).toBe(201);
      const id = String(placed.json.id);
      expect((await guest.call(customerOrder, { path: `/api/customers/orders/${id}`, params: { id } })).status).toBe(200);

      // The account holder with that email sees none of the guest's orders; the guest's session is not theirs.
      const holder = new TestClient("demo.localhost:3000");
      await holder.call(customerLogin, { path: "/api/customers/login", body: { email: "customer@example.com", password: "customer12345" } });
      expect((await holder.call(customerOrder, { path: `/api/customers/orders/${id}`, params: { id } })).status).toBe(404);
      // Guest checkout is per store: gadgets still asks for an account.
      expect((await new TestClient("gadgets.localhost:3000").call(guestCheckout, { path: "/api/customers/guest", body: who })).status).toBe(403);
    } finally {
      await ctx.db.update(tenants).set({ guestCheckout: false }).where(eq(tenants.slug, "demo"));
    }
  });
});
