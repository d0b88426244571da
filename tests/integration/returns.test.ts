import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { GET as customerReturnable } from "@/app/api/customers/orders/[id]/returns/route";
import { POST as fulfil } from "@/app/api/orders/[id]/fulfillments/route";
import { POST as parcelDelivered } from "@/app/api/orders/[id]/fulfillments/[fulfillmentId]/delivered/route";
import { POST as requestReturn } from "@/app/api/orders/[id]/returns/route";
import { POST as refundOrder } from "@/app/api/orders/[id]/refund/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { PUT as updateTenant } from "@/app/api/tenants/[id]/route";
import { POST as approve } from "@/app/api/returns/[id]/approve/route";
import { POST as decline } from "@/app/api/returns/[id]/decline/route";
import { POST as receive } from "@/app/api/returns/[id]/receive/route";
import { POST as refund } from "@/app/api/returns/[id]/refund/route";
import { GET as getReturn } from "@/app/api/returns/[id]/route";
import { GET as listReturns } from "@/app/api/returns/route";
import { DELETE as deleteHook } from "@/app/api/webhooks/[id]/route";
import { POST as createHook } from "@/app/api/webhooks/route";
import { activityEntries, mailMessages, orderEvents, orders, products, productVariants, tenants, transactions, webhookEvents } from "@/db/schema";
import { eventData } from "@/lib/webhooks/data";
import { renderMessage } from "@/lib/jobs/mail-render";
import { fromMinor, toMinor } from "@/lib/money";
import { setStock, setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Returns (issue 45, record 0154): the customer asks, the owner approves, receives (restock once) and refunds
 * through the refund path; never more asked back than delivered (across returns, under concurrency); the window;
 * undelivered lines; another customer's or store's ids 404.
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

async function shopper() {
  const c = new TestClient(DEMO);
  const email = `r-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Ola", lastName: "Buyer", email, password: "secret123" } })).status).toBe(201);
  return c;
}
type Order = { id: string; customerEmail: string; status: string; total: string; refundedAmount: string; items: { id: string; productId: string; quantity: number; price: string }[]; fulfillments: { id: string }[]; timeline: { type: string; message: string }[] };
const read = async (id: string) => (await owner.call(getOrder, { path: `/api/orders/${id}`, params: { id } })).json as unknown as Order;
const stockOf = async (productId: string) => (await ctx.db.select().from(productVariants).where(eq(productVariants.productId, productId)))[0].quantity;

async function placed(c: TestClient, items = [{ productId: a.id, quantity: 2 }, { productId: b.id, quantity: 1 }]) {
  const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items } });
  expect(r.status).toBe(201);
  return String(r.json.id);
}
async function move(id: string, status: string) {
  const r = await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status } });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
}
/** A paid (cash collected) and delivered order. */
async function delivered(c: TestClient, items?: { productId: string; quantity: number }[]) {
  const id = await placed(c, items);
  await move(id, "paid");
  await move(id, "delivered");
  return read(id);
}
const ask = (c: TestClient, id: string, lines: unknown[], note?: string) => c.call(requestReturn, { path: `/api/orders/${id}/returns`, params: { id }, body: { lines, ...(note ? { note } : {}) } });
const step = (handler: typeof approve, what: string, id: string, body?: unknown, c = owner) => c.call(handler, { path: `/api/returns/${id}/${what}`, params: { id }, body });

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff("gadgets.localhost:3000", "owner2@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const rows = (await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")))).filter((p) => (p.options as unknown[]).length === 0);
  [a, b] = rows;
  await setStock(ctx.db, a.id, { quantity: 500, trackQuantity: true });
  await setStock(ctx.db, b.id, { quantity: 500, trackQuantity: true });
});

describe("a return from request to refund", () => {
  it("the customer asks back one delivered unit; the owner approves, receives with restock (once) and refunds it exactly", async () => {
    const c = await shopper();
    const o = await delivered(c);
    const lineA = o.items.find((i) => i.productId === a.id)!;
    const before = await stockOf(a.id);

    const made = await ask(c, o.id, [{ orderItemId: lineA.id, quantity: 1, reason: "size" }], "Too small");
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ status: "requested", requestedBy: "customer", note: "Too small", lines: [{ orderItemId: lineA.id, quantity: 1, reason: "size" }] });
    const id = String(made.json.id);

    // The customer's view: what is left to return, and the return.
    const mine = await c.call(customerReturnable, { path: `/api/customers/orders/${o.id}/returns`, params: { id: o.id } });
    expect(mine.status).toBe(200);
    expect((mine.json as { lines: { orderItemId: string; returnable: number }[] }).lines.find((l) => l.orderItemId === lineA.id)?.returnable).toBe(1);

    // Not received before it is approved.
    expect((await step(receive, "receive", id, { lines: [{ orderItemId: lineA.id, quantity: 1, restock: true }] })).status).toBe(409);
    const ok = await step(approve, "approve", id);
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ status: "approved" });
    expect((await step(approve, "approve", id)).status).toBe(409);

    const got = await step(receive, "receive", id, { lines: [{ orderItemId: lineA.id, quantity: 1, restock: true }] });
    expect(got.status, JSON.stringify(got.json)).toBe(200);
    expect(got.json).toMatchObject({ status: "received", lines: [{ receivedQuantity: 1, restockedQuantity: 1 }] });
    expect(await stockOf(a.id)).toBe(before + 1);
    // Receive twice: 409, and the stock moved once.
    expect((await step(receive, "receive", id, { lines: [{ orderItemId: lineA.id, quantity: 1, restock: true }] })).status).toBe(409);
    expect(await stockOf(a.id)).toBe(before + 1);

    const paid = await step(refund, "refund", id, {});
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const order = await ctx.db.select().from(orders).where(eq(orders.id, o.id));
    // The unit's worth: its price after its share of the discounts, with its tax when the tax was added on top.
    const expected = (await import("@/lib/orders/returns/rules")).returnValue(order[0], o.items.map((i) => ({ ...i, discount: "0" })), [{ orderItemId: lineA.id, quantity: 1 }]);
    expect(expected).toBeGreaterThan(0);
    expect(paid.json).toMatchObject({ status: "refunded", refundAmount: fromMinor(expected) });
    expect(toMinor(order[0].refundedAmount)).toBe(expected);
    const refunds = await ctx.db.select().from(transactions).where(and(eq(transactions.orderId, o.id), eq(transactions.type, "refund")));
    expect(refunds.map((t) => toMinor(t.amount))).toEqual([-expected]);
    // Once: a second refund of the same return is 409 and moves no money.
    expect((await step(refund, "refund", id, {})).status).toBe(409);
    expect((await ctx.db.select().from(transactions).where(and(eq(transactions.orderId, o.id), eq(transactions.type, "refund")))).length).toBe(1);

    // Each step is on the timeline and in the activity log, and the customer was mailed at each one.
    const events = (await read(o.id)).timeline.filter((e) => e.type === "return").map((e) => e.message);
    expect(events).toEqual([expect.stringMatching(/requested/), expect.stringMatching(/approved/), expect.stringMatching(/received/), expect.stringMatching(/refunded/)]);
    const actions = (await ctx.db.select().from(activityEntries).where(eq(activityEntries.resourceId, o.id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["return.requested", "return.approved", "return.received", "return.refunded"]));
    const mails = await ctx.db.select().from(mailMessages).where(sql`${mailMessages.payload}->>'orderId' = ${o.id}`);
    const kinds = mails.map((m) => (m.kind === "return" ? `return:${(m.payload as { step: string }).step}` : m.kind));
    expect(kinds).toEqual(expect.arrayContaining(["return:requested", "return:approved", "return:received", "refunded"]));
    // Rendered as the worker renders them: to the customer, the approval with how to send the goods back.
    const subjects: string[] = [];
    for (const m of mails.filter((x) => x.kind === "return")) {
      const out = await renderMessage(m);
      expect(out.to).toBe(o.customerEmail);
      subjects.push(out.subject);
      if ((m.payload as { step: string }).step === "approved") expect(out.text).toMatch(/How to send it back/);
    }
    expect(subjects).toEqual(expect.arrayContaining([expect.stringMatching(/return request/), expect.stringMatching(/is approved/), expect.stringMatching(/received your returned items/)]));

    // The owner's list.
    const list = await owner.call(listReturns, { path: "/api/returns?status=refunded" });
    expect((list.json as { items: { id: string }[] }).items.map((r) => r.id)).toContain(id);
    expect((await owner.call(getReturn, { path: `/api/returns/${id}`, params: { id } })).json).toMatchObject({ id, orderId: o.id });
  });

  it("a declined return frees its units; a receive without restock leaves stock alone", async () => {
    const c = await shopper();
    const o = await delivered(c);
    const lineB = o.items.find((i) => i.productId === b.id)!;
    const first = await ask(c, o.id, [{ orderItemId: lineB.id, quantity: 1, reason: "damaged" }]);
    expect(first.status).toBe(201);
    expect((await ask(c, o.id, [{ orderItemId: lineB.id, quantity: 1, reason: "damaged" }])).status).toBe(422);
    expect((await step(decline, "decline", String(first.json.id), {})).status).toBe(400);
    const no = await step(decline, "decline", String(first.json.id), { reason: "Worn" });
    expect(no.json).toMatchObject({ status: "declined", declineReason: "Worn" });
    // Asked again by the owner for the customer.
    const again = await ask(owner, o.id, [{ orderItemId: lineB.id, quantity: 1, reason: "other" }]);
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ requestedBy: "owner" });
    const id = String(again.json.id);
    await step(approve, "approve", id);
    const before = await stockOf(b.id);
    expect((await step(receive, "receive", id, { lines: [{ orderItemId: lineB.id, quantity: 1, restock: false }] })).json).toMatchObject({ status: "received", lines: [{ receivedQuantity: 1, restockedQuantity: 0 }] });
    expect(await stockOf(b.id)).toBe(before);
    // A partial amount, given by the owner.
    expect((await step(refund, "refund", id, { amount: "1.00" })).json).toMatchObject({ status: "refunded", refundAmount: "1.00" });
  });
});

describe("a full refund after a return", () => {
  it("restocks only what the return did not already put back (no unit counted twice)", async () => {
    const c = await shopper();
    const o = await delivered(c, [{ productId: a.id, quantity: 3 }]);
    const line = o.items[0];
    const start = await stockOf(a.id);
    const made = await ask(c, o.id, [{ orderItemId: line.id, quantity: 2, reason: "size" }]);
    const id = String(made.json.id);
    await step(approve, "approve", id);
    expect((await step(receive, "receive", id, { lines: [{ orderItemId: line.id, quantity: 2, restock: true }] })).status).toBe(200);
    expect(await stockOf(a.id)).toBe(start + 2);
    // The owner then refunds the whole order and restocks: only the third unit comes back.
    const r = await owner.call(refundOrder, { path: `/api/orders/${o.id}/refund`, params: { id: o.id }, body: { restock: true } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(await stockOf(a.id)).toBe(start + 3);
  });
});

describe("webhooks", () => {
  it("each step raises its returns/* topic carrying the return (not the order) for a subscribed webhook", async () => {
    const hook = await owner.call(createHook, { path: "/api/webhooks", body: { url: "https://example.com/returns-hook", topics: ["returns/requested", "returns/approved"] } });
    expect(hook.status, JSON.stringify(hook.json)).toBe(201);
    const hookId = String(hook.json.id);
    try {
      const c = await shopper();
      const o = await delivered(c);
      const made = await ask(c, o.id, [{ orderItemId: o.items[0].id, quantity: 1, reason: "size" }]);
      const id = String(made.json.id);
      await step(approve, "approve", id);
      await step(decline, "decline", String((await ask(c, o.id, [{ orderItemId: o.items[1].id, quantity: 1, reason: "size" }])).json.id), { reason: "No" });
      const events = await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.resourceId, id));
      // returns/declined was not subscribed to: no event for it; none is raised for the order either.
      expect(events.map((e) => e.topic).sort()).toEqual(["returns/approved", "returns/requested"]);
      expect(events.every((e) => e.resourceType === "return")).toBe(true);
      expect((await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.resourceId, o.id))).map((e) => e.topic)).not.toContain("returns/requested");
      const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
      expect(await eventData(t.id as never, "return", id)).toMatchObject({ id, orderId: o.id, status: "approved" });
    } finally {
      await owner.call(deleteHook, { method: "DELETE", path: `/api/webhooks/${hookId}`, params: { id: hookId } });
    }
  });
});

describe("limits", () => {
  it("422 with the reason: more than delivered, an undelivered line, after the window; 404 for another customer's order", async () => {
    const c = await shopper();
    const o = await delivered(c);
    const lineA = o.items.find((i) => i.productId === a.id)!;
    const more = await ask(c, o.id, [{ orderItemId: lineA.id, quantity: 3, reason: "size" }]);
    expect(more.status).toBe(422);
    expect(more.json.errors).toMatchObject({ "lines.0.quantity": expect.stringMatching(/Only 2/) });
    // Two lines naming the same item count together.
    expect((await ask(c, o.id, [{ orderItemId: lineA.id, quantity: 1, reason: "size" }, { orderItemId: lineA.id, quantity: 2, reason: "other" }])).status).toBe(422);
    // Not part of the order.
    expect((await ask(c, o.id, [{ orderItemId: "00000000-0000-4000-8000-000000000000", quantity: 1, reason: "size" }])).status).toBe(422);

    // Undelivered: placed, paid, not delivered.
    const p = await placed(c);
    await move(p, "paid");
    const pending = await read(p);
    const undelivered = await ask(c, p, [{ orderItemId: pending.items[0].id, quantity: 1, reason: "size" }]);
    expect(undelivered.status).toBe(422);
    expect(undelivered.json.message).toMatch(/not been delivered/);

    // After the window: delivered 15 days ago, with the default 14-day window.
    await ctx.db.update(orderEvents).set({ createdAt: new Date(Date.now() - 15 * 86_400_000) }).where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.type, "status_changed")));
    const late = await ask(c, o.id, [{ orderItemId: lineA.id, quantity: 1, reason: "size" }]);
    expect(late.status).toBe(422);
    expect(late.json.message).toMatch(/return window/);

    // Another customer of the same store, and another store's owner: 404; signed out: 401.
    const other = await shopper();
    const o2 = await delivered(c);
    expect((await ask(other, o2.id, [{ orderItemId: o2.items[0].id, quantity: 1, reason: "size" }])).status).toBe(404);
    const onGadgets = await gadgetsOwner.call(requestReturn, { path: `/api/orders/${o2.id}/returns`, params: { id: o2.id }, body: { lines: [{ orderItemId: o2.items[0].id, quantity: 1, reason: "size" }] } });
    expect(onGadgets.status).toBe(404);
    expect((await ask(new TestClient(DEMO), o2.id, [{ orderItemId: o2.items[0].id, quantity: 1, reason: "size" }])).status).toBe(401);
  });

  it("the return window is the store's setting: 0 takes no returns; out of range is 400", async () => {
    const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
    const put = (returnWindowDays: unknown) => owner.call(updateTenant, { method: "PUT", path: `/api/tenants/${t.id}`, params: { id: t.id }, body: { returnWindowDays } });
    expect((await put(400)).status).toBe(400);
    expect((await put(1.5)).status).toBe(400);
    const c = await shopper();
    const o = await delivered(c);
    expect((await put(0)).json).toMatchObject({ returnWindowDays: 0 });
    try {
      const r = await ask(c, o.id, [{ orderItemId: o.items[0].id, quantity: 1, reason: "size" }]);
      expect(r.status).toBe(422);
      expect(r.json.message).toMatch(/does not take returns/);
    } finally {
      expect((await put(14)).status).toBe(200);
    }
    expect((await ask(c, o.id, [{ orderItemId: o.items[0].id, quantity: 1, reason: "size" }])).status).toBe(201);
  });

  it("a shipment marked delivered opens its lines only", async () => {
    const c = await shopper();
    const id = await placed(c);
    await move(id, "paid");
    const o = await read(id);
    const lineA = o.items.find((i) => i.productId === a.id)!;
    const lineB = o.items.find((i) => i.productId === b.id)!;
    const shipped = await owner.call(fulfil, { path: `/api/orders/${id}/fulfillments`, params: { id }, body: { items: [{ orderItemId: lineA.id, quantity: 2 }] } });
    expect(shipped.status).toBe(201);
    const fid = (await read(id)).fulfillments[0].id;
    expect((await ask(c, id, [{ orderItemId: lineA.id, quantity: 1, reason: "size" }])).status).toBe(422);
    const marked = await owner.call(parcelDelivered, { path: `/api/orders/${id}/fulfillments/${fid}/delivered`, params: { id, fulfillmentId: fid } });
    expect(marked.status).toBe(200);
    expect((await gadgetsOwner.call(parcelDelivered, { path: `/api/orders/${id}/fulfillments/${fid}/delivered`, params: { id, fulfillmentId: fid } })).status).toBe(404);
    expect((await ask(c, id, [{ orderItemId: lineA.id, quantity: 2, reason: "size" }])).status).toBe(201);
    expect((await ask(c, id, [{ orderItemId: lineB.id, quantity: 1, reason: "size" }])).status).toBe(422);
  });

  it("N concurrent requests for the last unit: exactly one succeeds", async () => {
    const c = await shopper();
    const o = await delivered(c, [{ productId: b.id, quantity: 1 }]);
    const line = o.items[0];
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(c, o.id, [{ orderItemId: line.id, quantity: 1, reason: "changed_mind" }])));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
  });

  it("concurrent receives and refunds of one return: one restock, one refund", async () => {
    const c = await shopper();
    const o = await delivered(c, [{ productId: a.id, quantity: 3 }]);
    const line = o.items[0];
    const id = String((await ask(c, o.id, [{ orderItemId: line.id, quantity: 3, reason: "size" }])).json.id);
    await step(approve, "approve", id);
    const before = await stockOf(a.id);
    const got = await Promise.all(Array.from({ length: 5 }, () => step(receive, "receive", id, { lines: [{ orderItemId: line.id, quantity: 3, restock: true }] })));
    expect(got.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockOf(a.id)).toBe(before + 3);
    const paid = await Promise.all(Array.from({ length: 5 }, () => step(refund, "refund", id, {})));
    expect(paid.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await ctx.db.select().from(transactions).where(and(eq(transactions.orderId, o.id), eq(transactions.type, "refund")))).length).toBe(1);
  });
});

describe("another store", () => {
  it("gadgets' owner gets 404 for demo's return ids, and lists none of them", async () => {
    const c = await shopper();
    const o = await delivered(c);
    const id = String((await ask(c, o.id, [{ orderItemId: o.items[0].id, quantity: 1, reason: "size" }])).json.id);
    expect((await gadgetsOwner.call(getReturn, { path: `/api/returns/${id}`, params: { id } })).status).toBe(404);
    for (const [h, what, body] of [[approve, "approve", undefined], [decline, "decline", { reason: "x" }], [receive, "receive", { lines: [{ orderItemId: o.items[0].id, quantity: 1, restock: true }] }], [refund, "refund", {}]] as const) {
      expect((await step(h as typeof approve, what, id, body, gadgetsOwner)).status, what).toBe(404);
    }
    const list = await gadgetsOwner.call(listReturns, { path: "/api/returns" });
    expect(list.status).toBe(200);
    expect((list.json as { items: { id: string }[] }).items.map((r) => r.id)).not.toContain(id);
    // Untouched.
    expect((await owner.call(getReturn, { path: `/api/returns/${id}`, params: { id } })).json).toMatchObject({ status: "requested" });
  });
});
