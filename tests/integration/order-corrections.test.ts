import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { GET as listOrders, POST as createOrder } from "@/app/api/orders/route";
import { GET as tenantOverview } from "@/app/api/tenant/overview/route";
import { orders, products, tenants, transactions } from "@/db/schema";
import { toMinor } from "@/lib/money";
import { setStock, setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * An owner corrects a status set by mistake (docs/decisions/0060): every working status can be set back,
 * stock moves only on cancellation (once), money only when the status says paid or unpaid; cancelled is
 * final. And the order's number is the same on the overview as in the orders tab.
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const DEMO = "demo.localhost:3000";
const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

const owner = () => signInStaff(DEMO);

async function stockedProduct(quantity: number) {
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const [p] = await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active"), sql`${products.options} = '[]'::jsonb`)).limit(1);
  await setStock(ctx.db, p.id, { quantity, trackQuantity: true });
  return p.id;
}

async function placeOrder(productId: string, quantity: number) {
  const c = new TestClient(DEMO);
  const email = `shopper-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "T", lastName: "S", email, password: "secret123" } })).status).toBe(201);
  const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId, quantity }] } });
  expect(r.status).toBe(201);
  return String(r.json.id);
}

const qty = async (id: string) => (await ctx.db.select().from(products).where(eq(products.id, id)))[0].quantity;
const ledger = async (orderId: string) => (await ctx.db.select().from(transactions).where(eq(transactions.orderId, orderId))).reduce((n, t) => n + toMinor(t.amount), 0);

describe("status corrections", () => {
  it("undoes a mis-clicked Shipped and Delivered; stock and money stay as they were", async () => {
    const o = await owner();
    const pid = await stockedProduct(40);
    const id = await placeOrder(pid, 2);
    expect(await qty(pid)).toBe(38);
    const set = (status: string) => o.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status } });

    for (const [to, back] of [
      ["shipped", "pending"],
      ["shipped", "processing"],
      ["delivered", "shipped"],
      ["delivered", "processing"],
    ] as const) {
      expect((await set(to)).json.status).toBe(to);
      const undone = await set(back);
      expect(undone.status, `${to} -> ${back}`).toBe(200);
      expect(undone.json.status).toBe(back);
    }
    // Parcel moves never touched stock or the ledger.
    expect(await qty(pid)).toBe(38);
    expect(await ledger(id)).toBe(0);
    expect((await ctx.db.select().from(transactions).where(eq(transactions.orderId, id))).length).toBe(0);
  });

  it("delivered → paid records the cash once; paid → on hold reverses it; back to paid records it again", async () => {
    const o = await owner();
    const pid = await stockedProduct(40);
    const id = await placeOrder(pid, 1);
    const set = (status: string) => o.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status } });
    await set("delivered");
    const paid = await set("paid");
    const total = toMinor(String(paid.json.total));
    expect(await ledger(id)).toBe(total);
    expect((await set("shipped")).json.netAmount).not.toBeNull(); // the payment stays when the parcel moves
    expect(await ledger(id)).toBe(total);
    const held = await set("on_hold");
    expect(held.json).toMatchObject({ status: "on_hold", netAmount: null });
    expect(await ledger(id)).toBe(0);
    await set("paid");
    expect(await ledger(id)).toBe(total);
    expect(await qty(pid)).toBe(39);
  });

  it("cancels only an order that has not left; cancelling returns stock once and is final", async () => {
    const o = await owner();
    const pid = await stockedProduct(40);
    const id = await placeOrder(pid, 3);
    const set = (status: string) => o.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status } });
    await set("shipped");
    const refused = await set("cancelled");
    expect(refused.status).toBe(422);
    expect(refused.json.errors?.status).toMatch(/set it back to processing first/);
    expect(await qty(pid)).toBe(37);

    await set("processing");
    expect((await set("cancelled")).json.status).toBe("cancelled");
    expect(await qty(pid)).toBe(40);
    for (const s of ["pending", "processing", "shipped", "paid"]) {
      const r = await set(s);
      expect(r.status, `cancelled -> ${s}`).toBe(422);
    }
    expect(await qty(pid)).toBe(40);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: "cancelled", stockRestored: true });
  });

  it("another store's owner cannot correct demo's order", async () => {
    const pid = await stockedProduct(40);
    const id = await placeOrder(pid, 1);
    const g = new TestClient("localhost:3000");
    await g.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } });
    expect((await g.call(setStatus, { method: "PATCH", path: `/store/gadgets/api/orders/${id}/status`, params: { id }, body: { status: "shipped" } })).status).toBe(404);
    expect((await g.call(setStatus, { method: "PATCH", path: `/store/demo/api/orders/${id}/status`, params: { id }, body: { status: "shipped" } })).status).toBe(403);
    expect((await ctx.db.select().from(orders).where(eq(orders.id, id)))[0].status).toBe("pending");
  });
});

describe("one order number everywhere", () => {
  it("the overview shows the number the orders tab shows (the store's invoice number, not the id)", async () => {
    const o = await owner();
    const pid = await stockedProduct(40);
    const id = await placeOrder(pid, 1);
    const list = (await o.call(listOrders, { path: "/api/orders" })).json as unknown as { id: string; orderNumber: string | null }[];
    const mine = list.find((x) => x.id === id)!;
    expect(mine.orderNumber).toMatch(/^IS00\d+$/);
    const ov = (await o.call(tenantOverview, { path: "/api/tenant/overview" })).json as unknown as { recentOrders: { id: string; number: string }[] };
    expect(ov.recentOrders.find((x) => x.id === id)!.number).toBe(`#${mine.orderNumber}`);
  });
});
