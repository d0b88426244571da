import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { GET as customerOrders } from "@/app/api/customers/orders/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { POST as cancelOrder } from "@/app/api/orders/[id]/cancel/route";
import { POST as fulfil } from "@/app/api/orders/[id]/fulfillments/route";
import { POST as addNote } from "@/app/api/orders/[id]/notes/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { GET as exportOrders } from "@/app/api/orders/export/route";
import { GET as listOrders, POST as createOrder } from "@/app/api/orders/route";
import { mailMessages, products, productVariants, tenants, transactions } from "@/db/schema";
import { fromMinor, toMinor } from "@/lib/money";
import { setStock, setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Running orders (issue 28): shipments with tracking (partial, then the rest; never more than ordered, even
 * when requests race), cancellation (stock back once; paid orders refunded first), the timeline, the order
 * list with filters and a total, the CSV export, and another store's owner reaching none of it.
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const DEMO = "demo.localhost:3000";
let owner: TestClient;
let gadgetsOwner: TestClient;
let a: typeof products.$inferSelect;
let b: typeof products.$inferSelect;

const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

async function shopper(email = `o-${Math.random().toString(36).slice(2)}@example.com`) {
  const c = new TestClient(DEMO);
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Ola", lastName: "Buyer", email, password: "secret123" } })).status).toBe(201);
  return c;
}
async function place(c: TestClient, items = [{ productId: a.id, quantity: 2 }, { productId: b.id, quantity: 1 }], email = address.email) {
  const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: { ...address, email }, paymentMethod: "cod", items } });
  expect(r.status).toBe(201);
  return String(r.json.id);
}
type Order = { id: string; status: string; fulfillmentStatus: string; items: { id: string; productId: string; quantity: number }[]; fulfillments: { trackingUrl: string | null; items: { quantity: number }[] }[]; timeline: { type: string; message: string; actorName: string | null }[] };
const read = async (id: string, c = owner) => (await c.call(getOrder, { path: `/api/orders/${id}`, params: { id } })).json as unknown as Order;
const stockOf = async (productId: string) => (await ctx.db.select().from(productVariants).where(eq(productVariants.productId, productId)))[0].quantity;

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff("gadgets.localhost:3000", "owner2@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const rows = (await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")))).filter((p) => (p.options as unknown[]).length === 0);
  [a, b] = rows;
  await setStock(ctx.db, a.id, { quantity: 500, trackQuantity: true });
  await setStock(ctx.db, b.id, { quantity: 500, trackQuantity: true });
});

describe("shipments", () => {
  it("ships 1 of 2 lines with tracking (partial), then the rest (shipped); never more than ordered", async () => {
    const c = await shopper();
    const id = await place(c);
    const o = await read(id);
    const lineA = o.items.find((i) => i.productId === a.id)!;
    const lineB = o.items.find((i) => i.productId === b.id)!;
    const first = await owner.call(fulfil, { path: `/api/orders/${id}/fulfillments`, params: { id }, body: { items: [{ orderItemId: lineA.id, quantity: 2 }], carrier: "DHL", trackingNumber: "JD0123 456" } });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ fulfillmentStatus: "partial", status: "pending" });
    expect((first.json as unknown as Order).fulfillments[0].trackingUrl).toBe("https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD0123%20456");

    const tooMany = await owner.call(fulfil, { path: `/api/orders/${id}/fulfillments`, params: { id }, body: { items: [{ orderItemId: lineA.id, quantity: 1 }] } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.errors).toHaveProperty(["items.0.quantity"]);
    const foreign = await owner.call(fulfil, { path: `/api/orders/${id}/fulfillments`, params: { id }, body: { items: [{ orderItemId: "00000000-0000-4000-8000-000000000000", quantity: 1 }] } });
    expect(foreign.status).toBe(400);
    const bad = await owner.call(fulfil, { path: `/api/orders/${id}/fulfillments`, params: { id }, body: { items: [{ orderItemId: lineB.id, quantity: 1 }], trackingUrl: "javascript:alert(1)" } });
    expect(bad.status).toBe(400);
    expect((await gadgetsOwner.call(fulfil, { path: `/api/orders/${id}/fulfillments`, params: { id }, body: { items: [{ orderItemId: lineB.id, quantity: 1 }] } })).status).toBe(404);

    const rest = await owner.call(fulfil, { path: `/api/orders/${id}/fulfillments`, params: { id }, body: { items: [{ orderItemId: lineB.id, quantity: 1 }], carrier: "Other", trackingNumber: "X1", trackingUrl: "https://track.example.com/X1" } });
    expect(rest.json).toMatchObject({ fulfillmentStatus: "fulfilled", status: "shipped" });
    const mine = (await c.call(customerOrders, { path: "/api/customers/orders" })).json as unknown as Order[];
    const seen = mine.find((x) => x.id === id)!;
    expect(seen.fulfillments.map((f) => f.trackingUrl)).toEqual([expect.stringContaining("dhl.com"), "https://track.example.com/X1"]);
    const timeline = (await read(id)).timeline;
    expect(timeline.map((e) => e.type)).toEqual(["created", "fulfilled", "fulfilled"]);
    // Each shipment tells the shopper, with its tracking.
    const mails = (await ctx.db.select().from(mailMessages).where(eq(mailMessages.kind, "shipped"))).filter((m) => (m.payload as { orderId?: string }).orderId === id);
    expect(mails.map((m) => (m.payload as { tracking: { url: string } }).tracking.url)).toEqual(expect.arrayContaining([expect.stringContaining("dhl.com"), "https://track.example.com/X1"]));
    expect(timeline[1].actorName).toBeTruthy();
  });

  it("10 concurrent shipments of 1 for a line of 3: exactly 3 go through", async () => {
    const id = await place(await shopper(), [{ productId: a.id, quantity: 3 }]);
    const line = (await read(id)).items[0];
    const results = await Promise.all(
      Array.from({ length: 10 }, () => owner.call(fulfil, { path: `/api/orders/${id}/fulfillments`, params: { id }, body: { items: [{ orderItemId: line.id, quantity: 1 }] } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const o = await read(id);
    expect(o.fulfillments.reduce((n, f) => n + f.items[0].quantity, 0)).toBe(3);
    expect(o.fulfillmentStatus).toBe("fulfilled");
  });
});

describe("cancellation", () => {
  it("an unpaid order: stock back once; twice is a 409; shipped cannot be cancelled", async () => {
    const before = await stockOf(a.id);
    const id = await place(await shopper(), [{ productId: a.id, quantity: 4 }]);
    expect(await stockOf(a.id)).toBe(before - 4);
    const r = await owner.call(cancelOrder, { path: `/api/orders/${id}/cancel`, params: { id }, body: { reason: "Customer asked" } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ status: "cancelled" });
    expect(await stockOf(a.id)).toBe(before);
    const again = await owner.call(cancelOrder, { path: `/api/orders/${id}/cancel`, params: { id }, body: {} });
    expect(again.status).toBe(409);
    expect(await stockOf(a.id)).toBe(before);
    expect((await read(id)).timeline.at(-1)).toMatchObject({ type: "cancelled", message: "Order cancelled; items back in stock: Customer asked" });
    expect((await gadgetsOwner.call(cancelOrder, { path: `/api/orders/${id}/cancel`, params: { id }, body: {} })).status).toBe(404);

    const shipped = await place(await shopper(), [{ productId: a.id, quantity: 1 }]);
    await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${shipped}/status`, params: { id: shipped }, body: { status: "shipped" } });
    expect((await owner.call(cancelOrder, { path: `/api/orders/${shipped}/cancel`, params: { id: shipped }, body: {} })).status).toBe(422);
  });

  it("a paid order is refunded in full first, then cancelled with its stock back", async () => {
    const before = await stockOf(b.id);
    const id = await place(await shopper(), [{ productId: b.id, quantity: 2 }]);
    await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status: "paid" } });
    const r = await owner.call(cancelOrder, { path: `/api/orders/${id}/cancel`, params: { id }, body: { restock: true } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ status: "cancelled" });
    expect(r.json.refundedAmount).toBe(r.json.total);
    expect(await stockOf(b.id)).toBe(before);
    expect((r.json as unknown as Order).timeline.map((e) => e.type)).toEqual(expect.arrayContaining(["created", "status_changed", "refunded", "cancelled"]));
  });

  it("8 concurrent cancels of one paid order: one 200, the rest 409; refunded once, restocked once, one cancellation mail", async () => {
    const before = await stockOf(b.id);
    const id = await place(await shopper(), [{ productId: b.id, quantity: 3 }]);
    await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status: "paid" } });
    // Before: the losers found the order refunded (or cancelled) and answered 422 "Only a paid order can be refunded".
    const results = await Promise.all(Array.from({ length: 8 }, () => owner.call(cancelOrder, { path: `/api/orders/${id}/cancel`, params: { id }, body: { restock: true } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(7).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.json.message).toBe("This order is already cancelled");
    const won = results.find((r) => r.status === 200)!.json;
    expect(won).toMatchObject({ status: "cancelled" });
    expect(won.refundedAmount).toBe(won.total);
    const refunds = (await ctx.db.select().from(transactions).where(eq(transactions.orderId, id))).filter((t) => toMinor(t.amount) < 0);
    expect(refunds).toHaveLength(1);
    expect(toMinor(refunds[0].amount)).toBe(-toMinor(String(won.total)));
    expect(await stockOf(b.id)).toBe(before);
    // The shopper hears of it once: the cancellation mail tells the refund (record 0130), no separate 'Refund issued'.
    const mails = (kind: string) => ctx.db.select().from(mailMessages).where(eq(mailMessages.kind, kind)).then((rows) => rows.filter((m) => (m.payload as { orderId?: string }).orderId === id));
    expect(await mails("cancelled")).toHaveLength(1);
    expect(await mails("refunded")).toHaveLength(0);
    expect((await read(id)).timeline.filter((e) => e.type === "cancelled")).toHaveLength(1);
  });
});

describe("the order list at scale", () => {
  it("filters, searches and pages with a total; the plain call stays an array", async () => {
    const email = `needle-${Date.now()}@example.com`;
    const c = await shopper(email);
    const id = await place(c, [{ productId: a.id, quantity: 1 }], email);
    const plain = await owner.call(listOrders, { path: "/api/orders" });
    expect(Array.isArray(plain.json)).toBe(true);
    const byEmail = await owner.call(listOrders, { path: `/api/orders?search=${encodeURIComponent(email.slice(0, 12))}` });
    expect(byEmail.json).toMatchObject({ total: 1, page: 1, limit: 25, pages: 1 });
    expect((byEmail.json.orders as { id: string }[])[0].id).toBe(id);
    const num = (await read(id)) as unknown as { invoiceNumber: string };
    const byNumber = await owner.call(listOrders, { path: `/api/orders?search=%23${num.invoiceNumber.toLowerCase()}` });
    expect((byNumber.json.orders as { id: string }[]).map((o) => o.id)).toEqual([id]);
    const all = await owner.call(listOrders, { path: "/api/orders?limit=2&page=1" });
    const total = Number(all.json.total);
    expect(total).toBeGreaterThan(3);
    expect(all.json.pages).toBe(Math.ceil(total / 2));
    expect((all.json.orders as unknown[]).length).toBe(2);
    const cancelled = await owner.call(listOrders, { path: "/api/orders?status=cancelled" });
    expect((cancelled.json.orders as { status: string }[]).every((o) => o.status === "cancelled")).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await owner.call(listOrders, { path: `/api/orders?from=${today}&to=${today}` })).json.total).toBe(total);
    expect((await owner.call(listOrders, { path: "/api/orders?from=2000-01-01&to=2000-01-02" })).json.total).toBe(0);
    for (const bad of ["status=teleported", "limit=1000", "page=0", "from=yesterday", "from=2026-02-02&to=2026-01-01", `search=${"x".repeat(300)}`]) {
      expect((await owner.call(listOrders, { path: `/api/orders?${bad}` })).status, bad).toBe(400);
    }
    // The customer's own list pages too, and holds only their orders.
    const mine = await c.call(customerOrders, { path: "/api/customers/orders?page=1&limit=10" });
    expect(mine.json).toMatchObject({ total: 1, page: 1 });
    // Another store's owner sees none of this store's orders.
    expect((await gadgetsOwner.call(listOrders, { path: `/api/orders?search=${encodeURIComponent(email)}` })).json.total).toBe(0);
  });

  it("exports the filtered orders as CSV: one row per line, order totals once, sums that add up", async () => {
    const res = await owner.call(exportOrders, { path: "/api/orders/export" });
    expect(res.status).toBe(200);
    const text = res.text.replace(/^\uFEFF/, "");
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    const list = (await owner.call(listOrders, { path: "/api/orders?limit=100" })).json.orders as { invoiceNumber: string; total: string; items: unknown[] }[];
    expect(rows.length).toBe(list.reduce((n, o) => n + o.items.length, 0));
    const sum = rows.reduce((s, r) => s + (r.Total ? toMinor(r.Total) : 0), 0);
    expect(fromMinor(sum)).toBe(fromMinor(list.reduce((s, o) => s + toMinor(o.total), 0)));
    expect(rows[0]).toHaveProperty("Variant");
    // Each order's lines are together, by product name, with the order's figures on its first line only.
    const runs = rows.map((r) => r["Order number"]).filter((n, k, all) => n !== all[k - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    for (const o of list) {
      const lines = rows.filter((r) => r["Order number"] === o.invoiceNumber);
      expect(lines.map((r) => r.Product)).toEqual(lines.map((r) => r.Product).sort());
      expect(lines.map((r) => r.Total)).toEqual([o.total, ...lines.slice(1).map(() => "")]);
    }
    const filtered = await owner.call(exportOrders, { path: "/api/orders/export?status=cancelled" });
    const cancelledRows = parse(filtered.text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(cancelledRows.every((r) => r.Status === "cancelled")).toBe(true);
    expect((await gadgetsOwner.call(exportOrders, { path: "/api/orders/export" })).text).not.toContain("needle-");
  });

  it("notes go on the timeline with who wrote them", async () => {
    const id = await place(await shopper(), [{ productId: a.id, quantity: 1 }]);
    const r = await owner.call(addNote, { path: `/api/orders/${id}/notes`, params: { id }, body: { note: "Gift wrap, please" } });
    expect(r.status).toBe(201);
    expect((r.json as unknown as Order).timeline.at(-1)).toMatchObject({ type: "note", message: "Gift wrap, please" });
    expect((await owner.call(addNote, { path: `/api/orders/${id}/notes`, params: { id }, body: { note: "" } })).status).toBe(400);
    expect((await gadgetsOwner.call(addNote, { path: `/api/orders/${id}/notes`, params: { id }, body: { note: "hi" } })).status).toBe(404);
  });
});
