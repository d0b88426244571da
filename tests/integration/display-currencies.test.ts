import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { GET as getCurrencies, PUT as putCurrencies } from "@/app/api/settings/currencies/route";
import { activityEntries, orders, products, tenants } from "@/db/schema";
import { setStock, setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Display currencies (issue 44 part 4, record 0159) through the API on a real database: the owner's GET/PUT with its
 * bad input (rate 0, negative, not a number; an unknown code or the store's own, named; nothing half-written),
 * another store's owner, and an order placed with a display currency keeping it and its rate (charged in INR).
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
const PATH = "/api/settings/currencies";
let owner: TestClient;
let gadgetsOwner: TestClient;
let demoId: string;
let product: typeof products.$inferSelect;

const get = (c: TestClient, host = DEMO) => c.call(getCurrencies, { host, path: PATH });
const put = (body: unknown, c = owner, host = DEMO) => c.call(putCurrencies, { host, method: "PUT", path: PATH, body });
const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

async function shopper() {
  const c = new TestClient(DEMO);
  const email = `dc-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Dee", lastName: "Shopper", email, password: "secret123" } })).status).toBe(201);
  return c;
}
const order = (c: TestClient) =>
  c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: product.id, quantity: 1 }] } });

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  demoId = t.id;
  await ctx.db.update(tenants).set({ codEnabled: true, codMinOrder: "0" }).where(eq(tenants.id, t.id));
  const rows = await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")));
  product = rows.find((p) => (p.options as unknown[]).length === 0)!;
  await setStock(ctx.db, product.id, { quantity: 1000, trackQuantity: true });
});

describe("GET/PUT /api/settings/currencies", () => {
  it("starts empty, saves the list in switcher order, and records who did it", async () => {
    const first = await get(owner);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ storeCurrency: "INR", currencies: [] });
    const body = {
      currencies: [
        { code: "usd", rate: "0.0120", rounding: "0.99" },
        { code: "JPY", rate: 1.8, rounding: "10" },
        { code: "EUR", rate: "0.011" },
      ],
    };
    const r = await put(body);
    expect(r.status).toBe(200);
    const saved = [
      { code: "USD", rate: "0.0120", rounding: "0.99" },
      { code: "JPY", rate: "1.8", rounding: "10" },
      { code: "EUR", rate: "0.011", rounding: "none" },
    ];
    expect(r.json).toEqual({ storeCurrency: "INR", currencies: saved });
    expect((await get(owner)).json.currencies).toEqual(saved);
    // Reordered: the array's order is the switcher's.
    expect((await put({ currencies: [saved[2], saved[0], saved[1]] })).json.currencies).toEqual([saved[2], saved[0], saved[1]]);
    const acts = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.tenantId, demoId), eq(activityEntries.action, "settings.currencies.updated")));
    expect(acts.length).toBe(2);
    expect(acts.map((a) => a.summary).join(" | ")).toContain("set the display currencies to USD, JPY, EUR");
  });

  it("refuses bad rates, unknown codes and the store's own currency with 400, naming them, and writes nothing", async () => {
    const before = (await get(owner)).json.currencies;
    const cases: [unknown, RegExp][] = [
      [{ currencies: [{ code: "USD", rate: "0" }] }, /Rate must be a number above 0/],
      [{ currencies: [{ code: "USD", rate: 0 }] }, /Rate must be a number above 0/],
      [{ currencies: [{ code: "USD", rate: "-0.5" }] }, /Rate must be a number above 0/],
      [{ currencies: [{ code: "USD", rate: -1 }] }, /Rate must be a number above 0/],
      [{ currencies: [{ code: "USD", rate: "abc" }] }, /Rate must be a number above 0/],
      [{ currencies: [{ code: "USD", rate: "1e3" }] }, /Rate must be a number above 0/],
      [{ currencies: [{ code: "USD", rate: null }] }, /Rate must be a number above 0/],
      [{ currencies: [{ code: "USD", rate: "0.01", rounding: "0.5" }] }, /Rounding must be one of/],
      [{ currencies: "USD" }, /list/],
    ];
    for (const [body, message] of cases) {
      const r = await put(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.json.errors), JSON.stringify(body)).toMatch(message);
    }
    const unknown = await put({ currencies: [{ code: "USD", rate: "0.012" }, { code: "XYZ", rate: "1" }] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe("Unknown currency code: XYZ");
    expect(unknown.json.errors).toEqual({ "currencies.1.code": "Unknown currency code: XYZ" });
    const own = await put({ currencies: [{ code: "inr", rate: "1" }] });
    expect(own.status).toBe(400);
    expect(own.json.message).toMatch(/^INR is the store's own currency/);
    const twice = await put({ currencies: [{ code: "USD", rate: "0.012" }, { code: "USD", rate: "0.013" }] });
    expect(twice.status).toBe(400);
    expect(twice.json.message).toBe("USD is listed twice");
    expect((await get(owner)).json.currencies).toEqual(before);
  });

  it("is the owner's alone: signed out 401, another store's owner cannot read or change it", async () => {
    const before = (await get(owner)).json.currencies;
    const anon = new TestClient(DEMO);
    expect((await get(anon)).status).toBe(401);
    expect((await put({ currencies: [] }, anon)).status).toBe(401);
    // A customer of the store, and gadgets' owner signed in on the platform host calling the demo store's path.
    const customer = await shopper();
    expect([401, 403]).toContain((await get(customer)).status);
    expect([401, 403]).toContain((await put({ currencies: [] }, customer)).status);
    const intruder = await signInStaff("localhost:3000", "owner2@example.com");
    const at = { host: "localhost:3000", path: `/store/demo${PATH}` };
    expect([403, 404]).toContain((await intruder.call(getCurrencies, at)).status);
    expect([403, 404]).toContain((await intruder.call(putCurrencies, { ...at, method: "PUT", body: { currencies: [] } })).status);
    // On their own store they see and change only theirs.
    expect((await get(gadgetsOwner, GADGETS)).json.currencies).toEqual([]);
    expect((await put({ currencies: [{ code: "GBP", rate: "0.0095" }] }, gadgetsOwner, GADGETS)).status).toBe(200);
    expect((await get(owner)).json.currencies).toEqual(before);
  });
});

describe("an order placed with a display currency", () => {
  it("is charged in the store currency and keeps the display currency and the rate", async () => {
    await put({ currencies: [{ code: "USD", rate: "0.0120", rounding: "0.99" }] });
    const c = await shopper();
    c.cookies(DEMO).set("sb_currency", "USD");
    const r = await order(c);
    expect(r.status).toBe(201);
    const id = String(r.json.id);
    expect(r.json.currency).toBe("INR");
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row.currency).toBe("INR");
    expect(row.displayCurrency).toBe("USD");
    expect(Number(row.displayRate)).toBe(0.012);
    const seen = await owner.call(getOrder, { path: `/api/orders/${id}`, params: { id } });
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ currency: "INR", displayCurrency: "USD", displayRate: "0.012" });
  });

  it("keeps none for a currency the store does not offer, or none chosen", async () => {
    for (const cookie of ["GBP", "INR", null]) {
      const c = await shopper();
      if (cookie) c.cookies(DEMO).set("sb_currency", cookie);
      const r = await order(c);
      expect(r.status).toBe(201);
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, String(r.json.id)));
      expect([row.displayCurrency, row.displayRate]).toEqual([null, null]);
    }
  });
});
