import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { GET as exportCustomers } from "@/app/api/customers/export/route";
import { POST as guestCheckout } from "@/app/api/customers/guest/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { POST as refund } from "@/app/api/orders/[id]/refund/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { products, tenants, users } from "@/db/schema";
import { customerBatches } from "@/lib/customers/repository";
import { fromMinor, toMinor } from "@/lib/money";
import { tenantIdOf, type TenantId } from "@/lib/tenancy/store";
import { setStock, setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * The owner's customer export (issue 29): one row per registered customer of the store, with the orders
 * that count (not cancelled or failed) and what they spent (paid orders less refunds); another store's
 * customers never in it; shoppers and other owners turned away.
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
let demoId = "" as TenantId;

const address = { firstName: "Asha", lastName: "Rao", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };
type Row = Record<"Name" | "Email" | "Orders" | "Total Spent" | "Created", string>;

async function register(host: string, email: string, firstName = "Ola", lastName = "Buyer") {
  const c = new TestClient(host);
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName, lastName, email, password: "secret123" } })).status).toBe(201);
  return c;
}
async function place(c: TestClient, email: string, quantity: number) {
  const r = await c.call(createOrder, {
    path: "/api/orders",
    body: { shippingAddress: { ...address, email }, paymentMethod: "cod", items: [{ productId: product.id, quantity }] },
  });
  expect(r.status).toBe(201);
  return { id: String(r.json.id), total: String(r.json.total) };
}
async function status(id: string, to: string) {
  expect((await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status: to } })).status).toBe(200);
}
async function exported(c: TestClient) {
  const res = await c.call(exportCustomers, { path: "/api/customers/export" });
  expect(res.status).toBe(200);
  // (Response.text() drops the byte-order mark; lib/http/csv.test.ts checks it is sent.)
  expect(res.text.replace(/^\uFEFF/, "").split("\n")[0]).toBe("Name,Email,Orders,Total Spent,Created");
  return { res, rows: parse(res.text.replace(/^\uFEFF/, ""), { columns: true }) as Row[] };
}

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  demoId = tenantIdOf(t);
  [product] = (await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")))).filter(
    (p) => (p.options as unknown[]).length === 0,
  );
  await setStock(ctx.db, product.id, { quantity: 500, trackQuantity: true });
});

describe("GET /api/customers/export", () => {
  it("counts a customer's orders that stand and sums what their paid orders brought in", async () => {
    const email = "buyer@example.com";
    const c = await register(DEMO, email, "=HYPERLINK(\"http://evil\")", "Buyer");
    const paid = await place(c, email, 1);
    await status(paid.id, "paid");
    await place(c, email, 2); // pending, unpaid (cash on delivery)
    const cancelled = await place(c, email, 3);
    await status(cancelled.id, "cancelled");
    const refunded = await place(c, email, 1);
    await status(refunded.id, "paid");
    const r = await owner.call(refund, { path: `/api/orders/${refunded.id}/refund`, params: { id: refunded.id }, body: { amount: "10.00" } });
    expect(r.status).toBe(200);
    // Paid then set back to pending: the payment was reversed, so it is an order but not money.
    const reversed = await place(c, email, 1);
    await status(reversed.id, "paid");
    await status(reversed.id, "pending");

    const idle = "idle@example.com";
    await register(DEMO, idle, "Ida", "Idle");
    // Another store's customer, and a guest checkout here with the registered customer's e-mail.
    await register(GADGETS, "gadgets-only@example.com", "Gia", "Gadget");
    await ctx.db.update(tenants).set({ guestCheckout: true }).where(eq(tenants.id, demoId));
    const guest = new TestClient(DEMO);
    expect((await guest.call(guestCheckout, { path: "/api/customers/guest", body: { firstName: "Gus", lastName: "Guest", email } })).status).toBe(201);
    await place(guest, email, 1);

    const { res, rows } = await exported(owner);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="customers-demo-${new Date().toISOString().slice(0, 10)}.csv"`);

    const mine = rows.filter((x) => x.Email === email);
    expect(mine).toHaveLength(1); // the guest row is not a registered customer
    const [buyer] = mine;
    // paid, pending, refunded in part, reversed, and the guest checkout with the same e-mail; not the cancelled one
    expect(buyer.Orders).toBe("5");
    expect(buyer["Total Spent"]).toBe(fromMinor(toMinor(paid.total) + toMinor(refunded.total) - toMinor("10.00")));
    expect(buyer["Total Spent"]).toMatch(/^\d+\.\d{2}$/);
    // A name a spreadsheet would run as a formula is defused.
    expect(buyer.Name).toBe(`'=HYPERLINK("http://evil") Buyer`);
    const [u] = await ctx.db.select().from(users).where(and(eq(users.tenantId, demoId), eq(users.email, email)));
    expect(buyer.Created).toBe(u.createdAt.toISOString());

    expect(rows.find((x) => x.Email === idle)).toMatchObject({ Name: "Ida Idle", Orders: "0", "Total Spent": "0.00" });
    expect(rows.map((x) => x.Email)).not.toContain("gadgets-only@example.com");
    expect(rows.map((x) => x.Email)).not.toContain("owner@example.com");
    expect(rows.every((x) => !x.Email.includes("#guest-"))).toBe(true);
    // Every registered customer of the store once, in e-mail order.
    const customers = (await ctx.db.select().from(users).where(and(eq(users.tenantId, demoId), eq(users.role, "customer")))).filter((x) => !x.email.includes("#guest-"));
    expect(rows.map((x) => x.Email)).toEqual(customers.map((x) => x.email).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("another store's owner gets only their own customers", async () => {
    const { rows } = await exported(gadgetsOwner);
    expect(rows.map((x) => x.Email)).toContain("gadgets-only@example.com");
    expect(rows.map((x) => x.Email)).not.toContain("buyer@example.com");
    expect(rows.map((x) => x.Email)).not.toContain("idle@example.com");
    // Signed in on the platform's host, where one cookie reaches every /store/<slug>: their own store's
    // export, never this one's.
    const onPlatform = await signInStaff("localhost:3000", "owner2@example.com");
    const own = await onPlatform.call(exportCustomers, { path: "/store/gadgets/api/customers/export" });
    expect(own.status).toBe(200);
    expect(own.text).toContain("gadgets-only@example.com");
    const other = await onPlatform.call(exportCustomers, { path: "/store/demo/api/customers/export" });
    expect(other.status).toBe(403);
    expect(other.text).not.toContain("buyer@example.com");
  });

  it("is for the owner only: a shopper's session or none is turned away", async () => {
    const shopper = await register(DEMO, "curious@example.com");
    const r = await shopper.call(exportCustomers, { path: "/api/customers/export" });
    expect([401, 403]).toContain(r.status);
    expect(r.text).not.toContain("buyer@example.com");
    expect((await new TestClient(DEMO).call(exportCustomers, { path: "/api/customers/export" })).status).toBe(401);
  });

  it("reads in batches: every customer exactly once across batch boundaries", async () => {
    for (let i = 0; i < 5; i++) await register(DEMO, `batch-${i}@example.com`);
    const all: string[] = [];
    let batches = 0;
    for await (const batch of customerBatches(demoId, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      batches++;
      all.push(...batch.map((x) => x.email));
    }
    const { rows } = await exported(owner);
    expect(all).toEqual(rows.map((x) => x.Email));
    expect(new Set(all).size).toBe(all.length);
    expect(batches).toBe(Math.ceil(all.length / 2));
  });
});
