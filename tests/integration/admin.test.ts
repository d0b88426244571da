import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders, products, tenants, transactions, users } from "@/db/schema";
import { POST as createTenantUser } from "@/app/api/admin/create-tenant-user/route";
import { GET as adminStats } from "@/app/api/admin/stats/route";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { GET as getTenant } from "@/app/api/tenant/route";
import { GET as tenantStats } from "@/app/api/tenant/stats/route";
import { GET as tenantOverview } from "@/app/api/tenant/overview/route";
import { PATCH as adminTenant } from "@/app/api/admin/tenants/[id]/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { GET as myStores } from "@/app/api/tenants/my-stores/route";
import { GET as listTenants, POST as createTenant } from "@/app/api/tenants/route";
import { setStock, setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

const ctx = setupTestDatabase();

const ADMIN = { email: "admin@example.com", password: "admin12345" };
const OWNER = { email: "owner@example.com", password: "owner12345" };
const OWNER2 = { email: "owner2@example.com", password: "owner12345" };
const CUSTOMER = { email: "customer@example.com", password: "customer12345" };

async function signedIn(host: string, who: { email: string; password: string }) {
  const c = new TestClient(host);
  const r = await c.call(staffLogin, { path: "/api/auth/login", body: who });
  expect(r.status).toBe(200);
  return c;
}

const newStore = (n: string) => ({
  name: `Store ${n}`,
  slug: `store-${n}`,
  subdomain: `store-${n}`,
  description: "A new store",
  ownerEmail: `owner-${n}@example.com`,
  ownerPassword: "secret123",
  ownerFirstName: "Olive",
  ownerLastName: "Owner",
});

async function counts() {
  const [u] = await Promise.all([ctx.db.select({ id: users.id }).from(users)]);
  const t = await ctx.db.select({ id: tenants.id }).from(tenants);
  return { users: u.length, tenants: t.length };
}

describe("admin routes refuse everyone but the admin", () => {
  it("anonymous 401; owner and customer 403, for every admin route", async () => {
    const anon = new TestClient("localhost:3000");
    const owner = await signedIn("localhost:3000", OWNER);
    const cust = new TestClient("demo.localhost:3000");
    expect((await cust.call(customerLogin, { path: "/api/customers/login", body: CUSTOMER })).status).toBe(200);

    const before = await counts();
    const calls = [
      { h: adminStats, path: "/api/admin/stats" },
      { h: listTenants, path: "/api/tenants" },
      { h: createTenant, path: "/api/tenants", body: newStore("nope") },
      { h: createTenantUser, path: "/api/admin/create-tenant-user", body: { email: "x@example.com", password: "secret123", firstName: "X", lastName: "Y", role: "tenant" } },
    ];
    for (const call of calls) {
      expect((await anon.call(call.h, { path: call.path, body: call.body })).status).toBe(401);
      const o = await owner.call(call.h, { path: call.path, body: call.body });
      expect(o.status).toBe(403);
      expect(o.json).toEqual({ message: expect.any(String) });
      // A customer on a store host is "not allowed", not "not logged in".
      expect((await cust.call(call.h, { path: call.path, body: call.body })).status).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });
});

describe("tenant creation", () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = await signedIn("localhost:3000", ADMIN);
  });

  it("gives every validation message of the create-tenant form, and creates nothing", async () => {
    const before = await counts();
    const empty = await admin.call(createTenant, {
      path: "/api/tenants",
      body: { name: "", slug: "", subdomain: "", ownerEmail: "nope", ownerPassword: "123", ownerFirstName: "", ownerLastName: "" },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({
      name: "Store name is required",
      slug: "Store slug is required",
      subdomain: "Subdomain is required",
      ownerEmail: "Please enter a valid email",
      ownerPassword: "Password must be at least 6 characters",
      ownerFirstName: "First name is required",
      ownerLastName: "Last name is required",
    });
    const chars = await admin.call(createTenant, {
      path: "/api/tenants",
      body: { ...newStore("x"), slug: "Bad Slug!", subdomain: "a".repeat(64) },
    });
    expect(chars.status).toBe(400);
    expect(chars.json.errors).toMatchObject({
      slug: "Slug must contain only lowercase letters, numbers, and hyphens",
      subdomain: "Subdomain must be 63 characters or less",
    });
    const subChars = await admin.call(createTenant, { path: "/api/tenants", body: { ...newStore("x"), subdomain: "UP_per" } });
    expect(subChars.json.errors).toMatchObject({ subdomain: "Subdomain must contain only lowercase letters, numbers, and hyphens" });
    const mismatch = await admin.call(createTenant, { path: "/api/tenants", body: { ...newStore("x"), subdomain: "other" } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.errors).toEqual({ subdomain: "Subdomain must match the store slug" });
    const reserved = await admin.call(createTenant, { path: "/api/tenants", body: { ...newStore("x"), slug: "admin", subdomain: "admin" } });
    expect(reserved.json.errors).toMatchObject({ slug: "This slug is reserved" });
    const malformed = await admin.call(createTenant, { path: "/api/tenants", rawBody: "{oops", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toEqual(expect.any(String));
    const notObject = await admin.call(createTenant, { path: "/api/tenants", body: [1, 2] });
    expect(notObject.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("creates the owner (role tenant) and the store together; the owner signs in on the new host", async () => {
    const r = await admin.call(createTenant, { path: "/api/tenants", body: newStore("one") });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      name: "Store one",
      slug: "store-one",
      subdomain: "store-one",
      domain: "store-one.localhost",
      isActive: true,
      subscriptionStatus: "trial",
      ownerEmail: "owner-one@example.com",
    });
    expect(Date.parse(String(r.json.nextDueDate))).toBeGreaterThan(Date.now());
    expect(JSON.stringify(r.json)).not.toMatch(/password|secret/i);
    const [owner] = await ctx.db.select().from(users).where(eq(users.email, "owner-one@example.com"));
    expect(owner).toMatchObject({ role: "tenant", tenantId: r.json.id });

    const list = await admin.call(listTenants, { path: "/api/tenants" });
    expect((list.json as unknown as { slug: string }[]).map((t) => t.slug)).toEqual(expect.arrayContaining(["demo", "gadgets", "store-one"]));

    const onStore = await signedIn("store-one.localhost:3000", { email: "owner-one@example.com", password: "secret123" });
    const stats = await onStore.call(tenantStats, { path: "/api/tenant/stats" });
    expect(stats.status).toBe(200);
    expect(stats.json).toMatchObject({ totalOrders: 0, totalProducts: 0, totalRevenue: "0.00" });
    // The new owner runs the new store only.
    expect((await onStore.call(getTenant, { path: "/api/tenant" })).json).toMatchObject({ slug: "store-one" });
    const wrong = new TestClient("demo.localhost:3000");
    const refused = await wrong.call(staffLogin, { path: "/api/auth/login", body: { email: "owner-one@example.com", password: "secret123" } });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Wrong session! You cannot access this tenant's dashboard.");
  });

  it("is atomic: a taken subdomain or owner email leaves neither user nor tenant", async () => {
    const before = await counts();
    const takenSlug = await admin.call(createTenant, {
      path: "/api/tenants",
      body: { ...newStore("two"), slug: "demo", subdomain: "demo" },
    });
    expect(takenSlug.status).toBe(409);
    expect(takenSlug.json.errors).toMatchObject({ slug: "This store slug is already taken", subdomain: "This subdomain is already taken" });
    const takenEmail = await admin.call(createTenant, {
      path: "/api/tenants",
      body: { ...newStore("three"), ownerEmail: "OWNER@example.com" },
    });
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.json.errors).toEqual({ ownerEmail: "An account with this email already exists" });
    expect(await counts()).toEqual(before);
    expect(await ctx.db.select().from(users).where(eq(users.email, "owner-two@example.com"))).toEqual([]);
    expect(await ctx.db.select().from(tenants).where(eq(tenants.slug, "store-three"))).toEqual([]);
  });

  it("supports the two-call flow: create-tenant-user, then POST /api/tenants with ownerId", async () => {
    const bad = await admin.call(createTenantUser, { path: "/api/admin/create-tenant-user", body: { email: "x", password: "1", firstName: "", lastName: "" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      email: "Please enter a valid email",
      password: "Password must be at least 6 characters",
      firstName: "First name is required",
      lastName: "Last name is required",
    });
    const asAdmin = await admin.call(createTenantUser, {
      path: "/api/admin/create-tenant-user",
      body: { email: "boss@example.com", password: "secret123", firstName: "B", lastName: "O", role: "admin" },
    });
    expect(asAdmin.status).toBe(400);

    const u = await admin.call(createTenantUser, {
      path: "/api/admin/create-tenant-user",
      body: { email: "two-step@example.com", password: "secret123", firstName: "Two", lastName: "Step", role: "tenant" },
    });
    expect(u.status).toBe(201);
    expect(u.json).toMatchObject({ id: expect.any(String), role: "tenant", email: "two-step@example.com" });
    expect(JSON.stringify(u.json)).not.toContain("password");
    const dup = await admin.call(createTenantUser, {
      path: "/api/admin/create-tenant-user",
      body: { email: "two-step@example.com", password: "secret123", firstName: "Two", lastName: "Step" },
    });
    expect(dup.status).toBe(409);

    const demoOwner = await ctx.db.select().from(users).where(eq(users.email, "customer@example.com"));
    const notOwner = await admin.call(createTenant, {
      path: "/api/tenants",
      body: { name: "X", slug: "store-x", subdomain: "store-x", ownerId: demoOwner[0].id },
    });
    expect(notOwner.status).toBe(422);

    const t = await admin.call(createTenant, {
      path: "/api/tenants",
      body: { name: "Two Step", slug: "two-step", subdomain: "two-step", description: "", ownerId: u.json.id },
    });
    expect(t.status).toBe(201);
    expect(t.json).toMatchObject({ slug: "two-step", ownerId: u.json.id, description: null });

    const owner = await signedIn("localhost:3000", { email: "two-step@example.com", password: "secret123" });
    const mine = await owner.call(myStores, { path: "/api/tenants/my-stores" });
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual([
      { id: t.json.id, name: "Two Step", slug: "two-step", subdomain: "two-step", domain: "two-step.localhost", isActive: true, role: "owner" },
    ]);
  });
});

describe("GET /api/tenants/my-stores", () => {
  it("lists the owner's own stores only; anonymous 401", async () => {
    const demoOwner = await signedIn("localhost:3000", OWNER);
    const r = await demoOwner.call(myStores, { path: "/api/tenants/my-stores" });
    expect((r.json as unknown as { slug: string }[]).map((s) => s.slug)).toEqual(["demo"]);
    const g = await signedIn("localhost:3000", OWNER2);
    expect(((await g.call(myStores, { path: "/api/tenants/my-stores" })).json as unknown as { slug: string }[]).map((s) => s.slug)).toEqual([
      "gadgets",
    ]);
    expect((await new TestClient("localhost:3000").call(myStores, { path: "/api/tenants/my-stores" })).status).toBe(401);
  });
});

describe("statistics from real orders and transactions", () => {
  it("admin stats and the owner's growth figures follow the orders of this month and last month", async () => {
    const [demo] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
    const [gadgets] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
    // The platform's figures count UTC months and the owner's overview the store's own (record 0150): with demo on
    // UTC both agree on which month an order is in, whatever the hour this runs (zones are the reports tests' part).
    await ctx.db.update(tenants).set({ timeZone: "UTC" }).where(eq(tenants.id, demo.id));
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const order = (tenantId: string, currency: string, total: string, status: "paid" | "pending" | "failed", createdAt: Date) => ({
      tenantId,
      customerEmail: "c@example.com",
      customerName: "C",
      customerAddress: "1 Road",
      currency,
      subtotal: total,
      total,
      status,
      createdAt,
    });
    // One row per INSERT: on Citus a multi-row INSERT over two stores returns its rows in shard order, not in
    // VALUES order (record 0138), and these are paired by position below.
    const inserted: { id: string; tenantId: string }[] = [];
    for (const v of [
      order(demo.id, "INR", "1000.00", "paid", now),
      order(demo.id, "INR", "250.50", "pending", now),
      order(demo.id, "INR", "999.00", "failed", now),
      order(demo.id, "INR", "500.00", "paid", lastMonth),
      order(gadgets.id, "USD", "80.00", "paid", now),
    ]) {
      inserted.push(...(await ctx.db.insert(orders).values(v).returning({ id: orders.id, tenantId: orders.tenantId })));
    }
    await ctx.db.insert(transactions).values([
      { tenantId: demo.id, orderId: inserted[0].id, amount: "1000.00", platformFee: "20.00", netAmount: "980.00", currency: "INR", status: "completed", paymentMethod: "razorpay", gatewayTransactionId: "pay_1" },
      { tenantId: demo.id, orderId: inserted[2].id, amount: "999.00", platformFee: "19.98", netAmount: "979.02", currency: "INR", status: "failed", paymentMethod: "razorpay", gatewayTransactionId: "pay_2" },
      { tenantId: gadgets.id, orderId: inserted[4].id, amount: "80.00", platformFee: "1.60", netAmount: "78.40", currency: "USD", status: "completed", paymentMethod: "stripe", gatewayTransactionId: "pi_1" },
    ]);

    const admin = await signedIn("localhost:3000", ADMIN);
    const s = await admin.call(adminStats, { path: "/api/admin/stats" });
    expect(s.status).toBe(200);
    const active = (await ctx.db.select().from(tenants).where(eq(tenants.isActive, true))).length;
    expect(s.json).toEqual({
      activeTenants: active,
      totalOrders: 5,
      monthlyRevenue: "1250.50",
      platformFees: "20.00",
      currency: "INR",
      byCurrency: [
        { currency: "INR", monthlyRevenue: "1250.50", platformFees: "20.00" },
        { currency: "USD", monthlyRevenue: "80.00", platformFees: "1.60" },
      ],
    });

    const owner = await signedIn("demo.localhost:3000", OWNER);
    const t = await owner.call(tenantStats, { path: "/api/tenant/stats" });
    // Total sales and counted orders as the reports define them: the failed order is neither an order nor a sale.
    expect(t.json).toMatchObject({
      totalOrders: 3,
      totalRevenue: "1750.50",
      revenueThisMonth: "1250.50",
      revenueLastMonth: "500.00",
      revenueGrowth: 150.1,
      ordersThisMonth: 2,
      ordersLastMonth: 1,
    });
    // The other store's owner sees only their own figures.
    const g = await signedIn("gadgets.localhost:3000", OWNER2);
    expect((await g.call(tenantStats, { path: "/api/tenant/stats" })).json).toMatchObject({ totalOrders: 1, totalRevenue: "80.00" });

    // The overview's lists: latest orders, products running low (1-5 left), 30 days of sales, this store only.
    const [lowOne] = await ctx.db.select().from(products).where(and(eq(products.tenantId, demo.id), sql`${products.options} = '[]'::jsonb`)).limit(1);
    await setStock(ctx.db, lowOne.id, { quantity: 3, trackQuantity: true });
    await ctx.db.update(products).set({ status: "active" }).where(eq(products.id, lowOne.id));
    const ov = await owner.call(tenantOverview, { path: "/api/tenant/overview" });
    expect(ov.status).toBe(200);
    const body = ov.json as unknown as {
      currency: string;
      recentOrders: { id: string; number: string; total: string }[];
      lowStock: { id: string; quantity: number }[];
      sales: { date: string; revenue: string; orders: number }[];
    };
    expect(body.currency).toBe("INR");
    expect(body.recentOrders.map((o) => o.id)).not.toContain(inserted[4].id);
    expect(body.recentOrders.length).toBe(4);
    expect(body.recentOrders[0].number).toMatch(/^#[0-9A-F]{8}$/);
    expect(body.lowStock.map((p) => p.id)).toContain(lowOne.id);
    expect(body.lowStock.every((p) => p.quantity >= 1 && p.quantity <= 5)).toBe(true);
    expect(body.sales).toHaveLength(30);
    // Today: the paid and the pending order (the failed one brought nothing).
    expect(body.sales[29]).toEqual({ date: now.toISOString().slice(0, 10), revenue: "1250.50", orders: 2 });

    const gov = (await g.call(tenantOverview, { path: "/api/tenant/overview" })).json as unknown as typeof body;
    expect(gov.recentOrders.map((o) => o.id)).toEqual([inserted[4].id]);
    expect(gov.lowStock.map((p) => p.id)).not.toContain(lowOne.id);
    // Another store's owner naming demo, a customer, a visitor.
    const rootG = await signedIn("localhost:3000", OWNER2);
    expect((await rootG.call(tenantOverview, { path: "/store/demo/api/tenant/overview" })).status).toBe(403);
    const shopper = new TestClient("demo.localhost:3000");
    await shopper.call(customerLogin, { path: "/api/customers/login", body: CUSTOMER });
    expect((await shopper.call(tenantOverview, { path: "/api/tenant/overview" })).status).toBe(403);
    expect((await new TestClient("demo.localhost:3000").call(tenantOverview, { path: "/api/tenant/overview" })).status).toBe(401);
  });
});

describe("the admin's store actions", () => {
  it("deactivates (checkout refused), reactivates and extends the trial; nobody else may", async () => {
    const [gadgets] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
    const id = gadgets.id;
    const path = `/api/admin/tenants/${id}`;
    const admin = await signedIn("localhost:3000", ADMIN);

    // Another store's owner (even on their own store's host), a customer, a visitor: refused, nothing changes.
    const owner = await signedIn("localhost:3000", OWNER2);
    expect((await owner.call(adminTenant, { method: "PATCH", path, params: { id }, body: { isActive: false } })).status).toBe(403);
    expect((await new TestClient("localhost:3000").call(adminTenant, { method: "PATCH", path, params: { id }, body: { isActive: false } })).status).toBe(401);
    const shopper = new TestClient("demo.localhost:3000");
    await shopper.call(customerLogin, { path: "/api/customers/login", body: CUSTOMER });
    expect((await shopper.call(adminTenant, { method: "PATCH", path, params: { id }, body: { isActive: false } })).status).not.toBe(200);
    expect((await ctx.db.select().from(tenants).where(eq(tenants.id, id)))[0].isActive).toBe(true);

    // Bad input: 400, nothing written.
    expect((await admin.call(adminTenant, { method: "PATCH", path, params: { id }, body: {} })).status).toBe(400);
    expect((await admin.call(adminTenant, { method: "PATCH", path, params: { id }, body: { extendDays: 0 } })).status).toBe(400);
    expect((await admin.call(adminTenant, { method: "PATCH", path: "/api/admin/tenants/x", params: { id: "x" }, body: { isActive: false } })).status).toBe(400);

    const off = await admin.call(adminTenant, { method: "PATCH", path, params: { id }, body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ id, isActive: false });
    // A switched-off store takes no orders.
    const buyer = new TestClient("gadgets.localhost:3000");
    await buyer.call(customerRegister, { path: "/api/customers/register", body: { firstName: "A", lastName: "B", email: "b@example.com", password: "secret123" } });
    const [p] = await ctx.db.select().from(products).where(and(eq(products.tenantId, id), eq(products.status, "active"))).limit(1);
    const address = { firstName: "A", lastName: "B", email: "b@example.com", address: "1 Main St", city: "Austin", state: "Texas", zipCode: "73301", country: "US" };
    const refused = await buyer.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: p.id, quantity: 1 }] } });
    expect(refused.status).toBe(422);
    expect((await admin.call(adminTenant, { method: "PATCH", path, params: { id }, body: { isActive: true } })).json).toMatchObject({ isActive: true });

    await ctx.db.update(tenants).set({ subscriptionStatus: "trial", trialEndsAt: new Date(Date.now() - 3 * 86_400_000), nextDueDate: null }).where(eq(tenants.id, id));
    const extended = await admin.call(adminTenant, { method: "PATCH", path, params: { id }, body: { extendDays: 14 } });
    expect(extended.status).toBe(200);
    // An expired trial restarts from today.
    const due = new Date(String(extended.json.nextDueDate)).getTime();
    expect(Math.abs(due - (Date.now() + 14 * 86_400_000))).toBeLessThan(60_000);
  });
});
