import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { GET as customerMe } from "@/app/api/customers/me/route";
import { GET as myData } from "@/app/api/customers/me/data-export/route";
import { POST as requestErasure } from "@/app/api/customers/me/erasure-request/route";
import { GET as listCustomers } from "@/app/api/customers/route";
import { GET as getCustomer, PATCH as patchCustomer } from "@/app/api/customers/[id]/route";
import { GET as dataExport } from "@/app/api/customers/[id]/data-export/route";
import { POST as erase } from "@/app/api/customers/[id]/erase/route";
import { GET as listSegments, POST as createSegment } from "@/app/api/customer-segments/route";
import { DELETE as deleteSegment, GET as getSegment } from "@/app/api/customer-segments/[id]/route";
import { GET as segmentCustomers } from "@/app/api/customer-segments/[id]/customers/route";
import { GET as segmentExport } from "@/app/api/customer-segments/[id]/export/route";
import { POST as guestCheckout } from "@/app/api/customers/guest/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { activityEntries, mailMessages, orders, products, tenants, users } from "@/db/schema";
import { fromMinor, toMinor } from "@/lib/money";
import { setStock, setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * The owner's customers (issue 45 §1): the list with figures that count guest orders with the same e-mail,
 * search by phone, tags, segments and their CSV, the profile and its edit in the activity log, data export and
 * erasure; another store's owner gets 404 for every customer and segment id; figures exact under concurrency.
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
const address = { firstName: "Asha", lastName: "Rao", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

async function register(email: string, firstName = "Ola", lastName = "Buyer") {
  const c = new TestClient(DEMO);
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName, lastName, email, password: "secret123" } })).status).toBe(201);
  return c;
}
async function place(c: TestClient, email: string, quantity = 1) {
  const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: { ...address, email }, paymentMethod: "cod", items: [{ productId: product.id, quantity }] } });
  expect(r.status).toBe(201);
  return { id: String(r.json.id), total: String(r.json.total) };
}
async function paid(id: string) {
  expect((await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status: "paid" } })).status).toBe(200);
}
type Item = { id: string; email: string; phone: string | null; tags: string[]; ordersCount: number; totalSpent: string; lastOrderAt: string | null };
async function list(c: TestClient, query = "") {
  const r = await c.call(listCustomers, { path: `/api/customers${query}` });
  expect(r.status).toBe(200);
  return r.json as { items: Item[]; total: number };
}
async function idOf(email: string) {
  const [u] = await ctx.db.select().from(users).where(eq(users.email, email));
  return u.id;
}

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  [product] = (await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")))).filter((p) => (p.options as unknown[]).length === 0);
  await setStock(ctx.db, product.id, { quantity: 1000, trackQuantity: true });
  await ctx.db.update(tenants).set({ guestCheckout: true }).where(eq(tenants.id, t.id));
});

describe("GET /api/customers", () => {
  it("lists registered customers with figures that count guest orders of the same e-mail, searches, sorts and filters by tag", async () => {
    // A guest checks out before registering: the account starts with that order.
    const guest = new TestClient(DEMO);
    expect((await guest.call(guestCheckout, { path: "/api/customers/guest", body: { firstName: "Big", lastName: "Spender", email: "big@example.com" } })).status).toBe(201);
    const early = await place(guest, "big@example.com", 3);
    await paid(early.id);
    const big = await register("big@example.com", "Big", "Spender");
    const later = await place(big, "big@example.com", 2);
    await paid(later.id);
    // And a guest order after registering counts too.
    const guest2 = new TestClient(DEMO);
    expect((await guest2.call(guestCheckout, { path: "/api/customers/guest", body: { firstName: "Big", lastName: "Spender", email: "big@example.com" } })).status).toBe(201);
    await place(guest2, "big@example.com", 1);
    const small = await register("small@example.com", "Sam", "Small");
    await paid((await place(small, "small@example.com", 1)).id);
    await register("idle@example.com", "Ida", "Idle");

    const all = await list(owner, "?sort=-totalSpent");
    expect(all.items.every((i) => !i.email.includes("#guest-"))).toBe(true);
    const b = all.items.find((i) => i.email === "big@example.com")!;
    expect(b.ordersCount).toBe(3);
    expect(b.totalSpent).toBe(fromMinor(toMinor(early.total) + toMinor(later.total)));
    expect(b.lastOrderAt).not.toBeNull();
    expect(all.items[0].email).toBe("big@example.com");
    expect(all.total).toBe(all.items.length);
    const byOrders = await list(owner, "?sort=ordersCount");
    expect(byOrders.items[0].ordersCount).toBe(0);
    expect((await list(owner, "?search=SPENDER")).items.map((i) => i.email)).toEqual(["big@example.com"]);
    expect((await list(owner, "?search=%25")).total).toBe(0); // a wildcard is a character

    // Phone and tags by the owner; found by phone, filtered by tag.
    const id = b.id;
    const p = await owner.call(patchCustomer, { method: "PATCH", path: `/api/customers/${id}`, params: { id }, body: { phone: "+91 98765 43210", tags: ["Wholesale", "vip", "wholesale"], note: "Calls on Mondays" } });
    expect(p.status).toBe(200);
    expect(p.json).toMatchObject({ phone: "+91 98765 43210", tags: ["vip", "wholesale"], note: "Calls on Mondays" });
    expect((await list(owner, "?search=98765")).items.map((i) => i.id)).toEqual([id]);
    expect((await list(owner, "?tag=wholesale")).items.map((i) => i.id)).toEqual([id]);
    expect((await owner.call(listCustomers, { path: "/api/customers?sort=name" })).status).toBe(400);
    expect((await owner.call(patchCustomer, { method: "PATCH", path: `/api/customers/${id}`, params: { id }, body: { phone: "call me" } })).status).toBe(400);

    // The profile: orders, figures, the edit in its activity.
    const d = await owner.call(getCustomer, { path: `/api/customers/${id}`, params: { id } });
    expect(d.status).toBe(200);
    expect(d.json.orders).toHaveLength(3);
    expect((d.json as { activity: unknown[] }).activity[0]).toMatchObject({ action: "customer.updated" });
    // Another store: nothing of demo's.
    expect((await list(gadgetsOwner)).items.map((i) => i.email)).not.toContain("big@example.com");
  });

  it("is for the owner or staff with customers: a shopper and nobody are turned away", async () => {
    const shopper = await register("nosy@example.com");
    expect((await shopper.call(listCustomers, { path: "/api/customers" })).status).toBe(403);
    expect((await new TestClient(DEMO).call(listCustomers, { path: "/api/customers" })).status).toBe(401);
  });
});

describe("segments", () => {
  it("saves a segment of wholesale customers with more than 2 orders, lists and exports its customers", async () => {
    const bad = await owner.call(createSegment, { path: "/api/customer-segments", body: { name: "x", match: "all", rules: [{ field: "ordersCount", operator: "before", value: "2" }] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {})).toEqual(expect.arrayContaining(["rules.0.operator", "rules.0.value"]));
    const made = await owner.call(createSegment, {
      path: "/api/customer-segments",
      body: { name: "Wholesale regulars", match: "all", rules: [{ field: "tag", operator: "eq", value: "wholesale" }, { field: "ordersCount", operator: "gt", value: 2 }] },
    });
    expect(made.status).toBe(201);
    const id = made.json.id as string;
    const members = await owner.call(segmentCustomers, { path: `/api/customer-segments/${id}/customers`, params: { id } });
    expect((members.json as { items: Item[] }).items.map((i) => i.email)).toEqual(["big@example.com"]);
    expect((await list(owner, `?segment=${id}`)).total).toBe(1);
    const any = await owner.call(createSegment, {
      path: "/api/customer-segments",
      body: { name: "Spent or new", match: "any", rules: [{ field: "totalSpent", operator: "gte", value: "0.01" }, { field: "createdAt", operator: "after", value: "2000-01-01" }] },
    });
    expect(any.status).toBe(201);
    const csv = await owner.call(segmentExport, { path: `/api/customer-segments/${id}/export`, params: { id } });
    expect(csv.status).toBe(200);
    const rows = parse(csv.text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Email: "big@example.com", Orders: "3", Tags: "vip, wholesale" });
    expect(((await owner.call(listSegments, { path: "/api/customer-segments" })).json as { items: unknown[] }).items).toHaveLength(2);

    // Another store's owner: 404 for demo's segment everywhere.
    for (const [h, path] of [[getSegment, ""], [segmentCustomers, "/customers"], [segmentExport, "/export"]] as const) {
      expect((await gadgetsOwner.call(h, { path: `/api/customer-segments/${id}${path}`, params: { id } })).status).toBe(404);
    }
    expect((await gadgetsOwner.call(deleteSegment, { method: "DELETE", path: `/api/customer-segments/${id}`, params: { id } })).status).toBe(404);
    expect((await gadgetsOwner.call(listCustomers, { path: `/api/customers?segment=${id}` })).status).toBe(404);
    expect((await owner.call(deleteSegment, { method: "DELETE", path: `/api/customer-segments/${id}`, params: { id } })).status).toBe(200);
    expect((await owner.call(getSegment, { path: `/api/customer-segments/${id}`, params: { id } })).status).toBe(404);
  });
});

describe("another store's customer id", () => {
  it("is 404 on every route", async () => {
    const id = await idOf("small@example.com");
    expect((await gadgetsOwner.call(getCustomer, { path: `/api/customers/${id}`, params: { id } })).status).toBe(404);
    expect((await gadgetsOwner.call(patchCustomer, { method: "PATCH", path: `/api/customers/${id}`, params: { id }, body: { tags: ["x"] } })).status).toBe(404);
    expect((await gadgetsOwner.call(dataExport, { path: `/api/customers/${id}/data-export`, params: { id } })).status).toBe(404);
    expect((await gadgetsOwner.call(erase, { method: "POST", path: `/api/customers/${id}/erase`, params: { id } })).status).toBe(404);
    const [u] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(u.tags).toEqual([]);
    expect(u.erasedAt).toBeNull();
  });
});

describe("privacy requests", () => {
  it("exports a customer's data, then erases it: orders stay with money and invoice numbers, sessions end, twice is a no-op", async () => {
    const c = await register("leaving@example.com", "Lea", "Ving");
    const o = await place(c, "leaving@example.com", 1);
    await paid(o.id);
    const id = await idOf("leaving@example.com");
    const file = await owner.call(dataExport, { path: `/api/customers/${id}/data-export`, params: { id } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("attachment");
    expect(file.json).toMatchObject({ customer: { email: "leaving@example.com" }, orders: [{ id: o.id, customerEmail: "leaving@example.com" }] });

    // The shopper's own copy, from their account; nobody else's.
    const mine = await c.call(myData, { path: "/api/customers/me/data-export" });
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ customer: { id, email: "leaving@example.com" }, orders: [{ id: o.id }] });
    expect((await new TestClient(DEMO).call(myData, { path: "/api/customers/me/data-export" })).status).toBe(401);

    const [before] = await ctx.db.select().from(orders).where(eq(orders.id, o.id));
    const r = await owner.call(erase, { method: "POST", path: `/api/customers/${id}/erase`, params: { id } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ erased: true, alreadyErased: false });
    const [after] = await ctx.db.select().from(orders).where(eq(orders.id, o.id));
    expect(after).toMatchObject({ total: before.total, invoiceNumber: before.invoiceNumber, customerName: "Erased customer", customerPhone: null });
    expect(after.customerEmail).not.toContain("leaving");
    const [u] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(u).toMatchObject({ firstName: "Erased", phone: null, ordersCount: 1, totalSpent: before.total });
    expect(u.email).not.toContain("leaving");
    expect(JSON.stringify(await ctx.db.select().from(users).where(eq(users.tenantId, u.tenantId!)))).not.toContain("leaving@example.com");
    expect((await c.call(customerMe, { path: "/api/customers/me" })).status).toBe(401);
    const entries = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.resourceId, id), eq(activityEntries.action, "customer.erased")));
    expect(entries).toHaveLength(1);

    const again = await owner.call(erase, { method: "POST", path: `/api/customers/${id}/erase`, params: { id } });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ erased: true, alreadyErased: true });
    expect(await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.resourceId, id), eq(activityEntries.action, "customer.erased")))).toHaveLength(1);
    expect((await owner.call(patchCustomer, { method: "PATCH", path: `/api/customers/${id}`, params: { id }, body: { tags: ["x"] } })).status).toBe(400);
  });
});

describe("a shopper's erasure request", () => {
  it("waits for the owner: the owner is mailed once and sees the request; nothing is erased until they confirm", async () => {
    const c = await register("asking@example.com", "Ask", "Ing");
    const id = await idOf("asking@example.com");
    expect((await new TestClient(DEMO).call(requestErasure, { method: "POST", path: "/api/customers/me/erasure-request" })).status).toBe(401);
    const r = await c.call(requestErasure, { method: "POST", path: "/api/customers/me/erasure-request" });
    expect(r.status).toBe(200);
    const requestedAt = String(r.json.requestedAt);
    expect(Date.parse(requestedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(String(r.json.message)).toMatch(/sent to the store/);
    // Asking again: the same date, no second mail or entry.
    const again = await c.call(requestErasure, { method: "POST", path: "/api/customers/me/erasure-request" });
    expect(again.status).toBe(200);
    expect(again.json.requestedAt).toBe(requestedAt);
    const mails = await ctx.db.select().from(mailMessages).where(eq(mailMessages.kind, "customer-erasure-request"));
    expect(mails.filter((m) => (m.payload as { customerId?: string }).customerId === id)).toHaveLength(1);
    const entries = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.resourceId, id), eq(activityEntries.action, "customer.erasure_requested")));
    expect(entries).toHaveLength(1);
    // Shoppers' own actions are the system's (record 0143); the entry is on the customer, without their e-mail.
    expect(entries[0]).toMatchObject({ actorType: "system", resourceType: "customer" });
    expect(entries[0].summary).not.toContain("asking@");
    // The shopper sees their request; the owner sees it on the customer; nothing is erased yet.
    expect((await c.call(customerMe, { path: "/api/customers/me" })).json).toMatchObject({ email: "asking@example.com", erasureRequestedAt: requestedAt });
    const detail = await owner.call(getCustomer, { path: `/api/customers/${id}`, params: { id } });
    expect(detail.json).toMatchObject({ email: "asking@example.com", erased: false, erasureRequestedAt: requestedAt });
    // Another store's owner does not see it.
    expect((await gadgetsOwner.call(getCustomer, { path: `/api/customers/${id}`, params: { id } })).status).toBe(404);
    // The owner confirms.
    expect((await owner.call(erase, { method: "POST", path: `/api/customers/${id}/erase`, params: { id } })).json).toEqual({ erased: true, alreadyErased: false });
    expect((await c.call(customerMe, { path: "/api/customers/me" })).status).toBe(401);
  });
});

describe("figures under concurrency", () => {
  it("orders placed at once for one customer (signed in and as guests) are all counted", async () => {
    const c = await register("rush@example.com", "Rush", "Hour");
    const guests = await Promise.all(
      [0, 1, 2].map(async () => {
        const g = new TestClient(DEMO);
        expect((await g.call(guestCheckout, { path: "/api/customers/guest", body: { firstName: "R", lastName: "H", email: "rush@example.com" } })).status).toBe(201);
        return g;
      }),
    );
    const placed = await Promise.all([...[0, 1, 2, 3].map(() => place(c, "rush@example.com")), ...guests.map((g) => place(g, "rush@example.com"))]);
    await Promise.all(placed.map((o) => paid(o.id)));
    const [u] = await ctx.db.select().from(users).where(eq(users.email, "rush@example.com"));
    expect(u.ordersCount).toBe(7);
    expect(u.totalSpent).toBe(fromMinor(placed.reduce((s, o) => s + toMinor(o.total), 0)));
  });
});
