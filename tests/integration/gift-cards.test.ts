import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { POST as orderQuote } from "@/app/api/checkout/quote/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { POST as balanceCheck } from "@/app/api/gift-cards/balance/route";
import { POST as adjustCard } from "@/app/api/gift-cards/[id]/adjustments/route";
import { GET as getCard, PATCH as patchCard } from "@/app/api/gift-cards/[id]/route";
import { GET as listCards, POST as issueCard } from "@/app/api/gift-cards/route";
import { POST as cancelOrder } from "@/app/api/orders/[id]/cancel/route";
import { POST as refundOrder } from "@/app/api/orders/[id]/refund/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { activityEntries, giftCardEntries, webhookEvents, webhooks, giftCards, mailMessages, orders, products, productVariants, shippingTiers, tenants } from "@/db/schema";
import { setStock, setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Gift cards (issue 43, record 0155) through the API on a real database: the owner's issue, list, detail and
 * disable with their bad input and another store's owner; the quote and the order paying with a card (partly with
 * cash on delivery, wholly with "gift_card"); the card's share given back on cancel and refund; the issue's race
 * (20 orders of 300.00 at once on one card of 1,000.00: exactly 3 placed); the throttled balance check.
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
let demoId: string;

const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

async function shopper(host = DEMO) {
  const c = new TestClient(host);
  const email = `g-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Gia", lastName: "Shopper", email, password: "secret123" } })).status).toBe(201);
  return c;
}
const issue = (body: Record<string, unknown>, c = owner) => c.call(issueCard, { path: "/api/gift-cards", body });
const detail = (id: string, c = owner) => c.call(getCard, { path: `/api/gift-cards/${id}`, params: { id } });
const order = (c: TestClient, extra: Record<string, unknown> = {}) =>
  c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: product.id, quantity: 1 }], ...extra } });
const quote = (c: TestClient, extra: Record<string, unknown> = {}) =>
  c.call(orderQuote, { path: "/api/checkout/quote", body: { buyerLocation: { country: "IN", state: "Karnataka" }, items: [{ productId: product.id, quantity: 1 }], ...extra } });
const balanceOf = async (id: string) => (await ctx.db.select().from(giftCards).where(eq(giftCards.id, id)))[0].balance;
const ledgerSum = async (id: string) =>
  (await ctx.db.select({ s: sql<string>`coalesce(sum(${giftCardEntries.amount}), 0)::numeric(10,2)::text` }).from(giftCardEntries).where(eq(giftCardEntries.giftCardId, id)))[0].s;

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  demoId = t.id;
  // Orders of exactly 300.00 (the issue's case): no tax, no shipping charge, no COD charge, one product at 300.00.
  await ctx.db.update(tenants).set({ taxEnabled: false, codCharges: "0", codMinOrder: "0", codEnabled: true }).where(eq(tenants.id, t.id));
  await ctx.db.update(shippingTiers).set({ isActive: false }).where(eq(shippingTiers.tenantId, t.id));
  const rows = await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")));
  product = rows.find((p) => (p.options as unknown[]).length === 0)!;
  await ctx.db.update(productVariants).set({ price: "300.00" }).where(eq(productVariants.productId, product.id));
  await ctx.db.update(products).set({ price: "300.00" }).where(eq(products.id, product.id));
  await setStock(ctx.db, product.id, { quantity: 1000, trackQuantity: true });
});

describe("the owner's gift cards", () => {
  it("issues one with its code shown once, mails the recipient, lists it masked, reads its ledger, disables it", async () => {
    const r = await issue({ initialValue: "1000", recipientEmail: "Friend@Example.com", note: "Birthday" });
    expect(r.status).toBe(201);
    const code = String(r.json.code);
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(r.json).toMatchObject({ initialValue: "1000.00", balance: "1000.00", status: "active", last4: code.slice(-4), recipientEmail: "friend@example.com" });
    expect(r.json.ledger).toMatchObject([{ type: "issue", amount: "1000.00", orderId: null }]);
    const id = String(r.json.id);
    // The code is kept only as a hash: nowhere in the card's row, and the mail's payload holds it encrypted.
    const [row] = await ctx.db.select().from(giftCards).where(eq(giftCards.id, id));
    expect(JSON.stringify(row)).not.toContain(code.replaceAll("-", ""));
    const [mail] = await ctx.db.select().from(mailMessages).where(eq(mailMessages.dedupeKey, `gift-card:${id}`));
    expect(mail).toMatchObject({ kind: "gift-card", toAddress: "friend@example.com" });
    expect(JSON.stringify(mail.payload)).not.toContain(code);

    const list = await owner.call(listCards, { path: `/api/gift-cards?search=${code.slice(-4)}` });
    expect(list.status).toBe(200);
    const items = list.json.items as Record<string, unknown>[];
    expect(items.map((i) => i.id)).toContain(id);
    expect(JSON.stringify(list.json)).not.toContain(code);
    const one = await detail(id);
    expect(one.json).toMatchObject({ id, balance: "1000.00", currency: "INR", status: "active", note: "Birthday" });
    expect(one.json.code).toBeUndefined();

    const off = await owner.call(patchCard, { method: "PATCH", path: `/api/gift-cards/${id}`, params: { id }, body: { disabled: true } });
    expect(off.json).toMatchObject({ status: "disabled" });
    const disabledList = await owner.call(listCards, { path: "/api/gift-cards?status=disabled" });
    expect((disabledList.json.items as { id: string }[]).map((i) => i.id)).toContain(id);
    const acts = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.tenantId, demoId), eq(activityEntries.resourceId, id)));
    expect(acts.map((a) => a.action).sort()).toEqual(["gift_card.created", "gift_card.updated"]);
    expect(acts.find((a) => a.action === "gift_card.updated")?.summary).toContain("disabled gift card");
  });

  it("bad input is a 400 naming the field (zero, negative, a malformed code or date), a code taken 409; nothing written", async () => {
    const before = (await ctx.db.select().from(giftCards)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ initialValue: 0 }, "initialValue"],
      [{ initialValue: "-5" }, "initialValue"],
      [{}, "initialValue"],
      [{ initialValue: "10.005" }, "initialValue"],
      [{ initialValue: 10, code: "SHORT" }, "code"],
      [{ initialValue: 10, code: "ABCD-EFGH-JKLM-NP!Q" }, "code"],
      [{ initialValue: 10, expiresOn: "31/12/2030" }, "expiresOn"],
      [{ initialValue: 10, recipientEmail: "not-an-email" }, "recipientEmail"],
    ];
    for (const [body, field] of cases) {
      const r = await issue(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.json.errors as object), JSON.stringify(body)).toContain(field);
    }
    expect((await ctx.db.select().from(giftCards)).length).toBe(before);
    expect((await issue({ initialValue: 10, code: "abcd efgh jkmn pqrs" })).status).toBe(201);
    const again = await issue({ initialValue: 10, code: "ABCD-EFGH-JKMN-PQRS" });
    expect(again.status).toBe(409);
    // Another store may have the same code (codes are hashed per store).
    expect((await issue({ initialValue: 10, code: "ABCD-EFGH-JKMN-PQRS" }, gadgetsOwner)).status).toBe(201);
  });

  it("another store's owner gets 404 for a card, and its list never shows it", async () => {
    const id = String((await issue({ initialValue: 50 })).json.id);
    expect((await detail(id, gadgetsOwner)).status).toBe(404);
    expect((await gadgetsOwner.call(patchCard, { method: "PATCH", path: `/api/gift-cards/${id}`, params: { id }, body: { disabled: true } })).status).toBe(404);
    const gl = await gadgetsOwner.call(listCards, { path: "/api/gift-cards" });
    expect((gl.json.items as { id: string }[]).map((i) => i.id)).not.toContain(id);
    expect((await balanceOf(id))).toBe("50.00");
    const c = await shopper();
    expect((await c.call(listCards, { path: "/api/gift-cards" })).status).toBeGreaterThanOrEqual(401);
  });
});

describe("the owner's manual adjustment (record 0158)", () => {
  const adjust = (id: string, body: unknown, c = owner) => c.call(adjustCard, { path: `/api/gift-cards/${id}/adjustments`, params: { id }, body });

  it("adds or takes off with a note: an `adjust` entry, the balance moved, an activity entry and a webhook event; never below 0", async () => {
    const id = String((await issue({ initialValue: "100" })).json.id);
    const hook = await ctx.db.insert(webhooks).values({ tenantId: demoId, url: "https://hooks.example.com/gc", topics: ["gift_cards/adjusted"], secret: "whsec_test" }).returning();
    try {
      const up = await adjust(id, { amount: "25.50", note: "Goodwill after a late parcel" });
      expect(up.status).toBe(201);
      expect(up.json).toMatchObject({ balance: "125.50" });
      const down = await adjust(id, { amount: "-125.50", note: "Card reported stolen" });
      expect(down.status).toBe(201);
      expect(down.json).toMatchObject({ balance: "0.00", status: "used" });
      expect((down.json.ledger as { type: string; amount: string; note: string | null }[]).filter((e) => e.type === "adjust")).toEqual([
        expect.objectContaining({ amount: "25.50", note: "Goodwill after a late parcel" }),
        expect.objectContaining({ amount: "-125.50", note: "Card reported stolen" }),
      ]);
      const below = await adjust(id, { amount: "-0.01", note: "One cent" });
      expect(below.status).toBe(422);
      expect(Object.keys(below.json.errors as object)).toContain("amount");
      expect(await balanceOf(id)).toBe("0.00");
      expect(await ledgerSum(id)).toBe("0.00");
      const acts = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.tenantId, demoId), eq(activityEntries.resourceId, id), eq(activityEntries.action, "gift_card.adjusted")));
      expect(acts).toHaveLength(2);
      expect(acts.every((a) => !!a.actorId)).toBe(true);
      const events = await ctx.db.select().from(webhookEvents).where(and(eq(webhookEvents.tenantId, demoId), eq(webhookEvents.resourceId, id)));
      expect(events.map((e) => e.topic)).toEqual(["gift_cards/adjusted", "gift_cards/adjusted"]);
    } finally {
      await ctx.db.delete(webhooks).where(eq(webhooks.id, hook[0].id));
    }
  });

  it("bad input is a 400 naming the field; another store's owner and a shopper cannot adjust (404/401)", async () => {
    const id = String((await issue({ initialValue: "40" })).json.id);
    for (const body of [{ amount: "0", note: "x" }, { amount: "1.234", note: "x" }, { amount: "abc", note: "x" }, { amount: "5" }, { amount: "5", note: "  " }]) {
      const r = await adjust(id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.errors, JSON.stringify(body)).toBeTruthy();
    }
    expect((await adjust(id, { amount: "5", note: "theirs" }, gadgetsOwner)).status).toBe(404);
    const c = await shopper();
    expect((await adjust(id, { amount: "5", note: "mine" }, c)).status).toBeGreaterThanOrEqual(401);
    expect(await balanceOf(id)).toBe("40.00");
  });
});

describe("at checkout", () => {
  it("a card pays part of an order and cash on delivery the rest; the quote shows it; cancelling gives it back", async () => {
    const card = await issue({ initialValue: "100" });
    const code = String(card.json.code);
    const id = String(card.json.id);
    const c = await shopper();
    const q = await quote(c, { paymentMethod: "cod", giftCardCodes: [code.toLowerCase()] });
    expect(q.json).toMatchObject({ total: "300.00", giftCardTotal: "100.00", amountDue: "200.00", giftCardError: null, giftCards: [{ last4: code.slice(-4), amount: "100.00", balanceAfter: "0.00" }] });
    const placed = await order(c, { giftCardCodes: [code] });
    expect(placed.status).toBe(201);
    const orderId = String(placed.json.id);
    const o = await owner.call(getOrder, { path: `/api/orders/${orderId}`, params: { id: orderId } });
    expect(o.json).toMatchObject({ total: "300.00", giftCardTotal: "100.00", giftCards: [{ last4: code.slice(-4), amount: "100.00" }], paymentMethod: "cod" });
    const timeline = JSON.stringify(o.json.timeline ?? "");
    expect(timeline).toContain(`gift card •••• ${code.slice(-4)}`);
    expect((await detail(id)).json).toMatchObject({ balance: "0.00", status: "used", ledger: [{ type: "issue" }, { type: "redeem", amount: "-100.00", orderId }] });

    const cancelled = await owner.call(cancelOrder, { path: `/api/orders/${orderId}/cancel`, params: { id: orderId }, body: {} });
    expect(cancelled.status).toBe(200);
    const after = await detail(id);
    expect(after.json).toMatchObject({ balance: "100.00", status: "active" });
    expect((after.json.ledger as { type: string }[]).map((e) => e.type)).toEqual(["issue", "redeem", "refund"]);
    expect(await ledgerSum(id)).toBe("100.00");
    // Cancelling again gives nothing more back.
    expect((await owner.call(cancelOrder, { path: `/api/orders/${orderId}/cancel`, params: { id: orderId }, body: {} })).status).toBe(409);
    expect(await balanceOf(id)).toBe("100.00");
  });

  it("gift_card with cards that do not cover the total is a 422 naming what is left; bad cards are refused; nothing written", async () => {
    const small = await issue({ initialValue: "120" });
    const disabled = await issue({ initialValue: "500" });
    const did = String(disabled.json.id);
    await owner.call(patchCard, { method: "PATCH", path: `/api/gift-cards/${did}`, params: { id: did }, body: { disabled: true } });
    const expired = await issue({ initialValue: "500", expiresOn: "2020-01-01" });
    const foreign = await issue({ initialValue: "500" }, gadgetsOwner);
    const c = await shopper();
    const before = (await ctx.db.select().from(orders)).length;
    const r = await order(c, { paymentMethod: "gift_card", giftCardCodes: [small.json.code] });
    expect(r.status).toBe(422);
    expect(r.json.message).toContain("180.00");
    expect(r.json.message).toMatch(/left to pay/);
    expect(Object.keys(r.json.errors as object)).toContain("paymentMethod");
    for (const [codes, text] of [
      [[disabled.json.code], "disabled"],
      [[expired.json.code], "expired"],
      [[foreign.json.code], "not found"],
      [["ABCD-EFGH-JKMN-PQRZ"], "not found"],
    ] as [unknown[], string][]) {
      const bad = await order(c, { giftCardCodes: codes });
      expect(bad.status, text).toBe(422);
      expect(String(bad.json.message), text).toContain(text);
      expect(Object.keys(bad.json.errors as object)).toContain("giftCardCodes");
    }
    expect((await ctx.db.select().from(orders)).length).toBe(before);
    expect(await balanceOf(String(small.json.id))).toBe("120.00");
    const q = await quote(c, { giftCardCodes: [expired.json.code] });
    expect(q.json).toMatchObject({ giftCardError: expect.stringContaining("expired"), giftCardTotal: "0.00", amountDue: "300.00" });
  });

  it("an order paid in full by gift card is paid at once with no COD charge; a refund goes back to the card", async () => {
    await ctx.db.update(tenants).set({ codCharges: "25" }).where(eq(tenants.id, demoId));
    try {
      const card = await issue({ initialValue: "400" });
      const id = String(card.json.id);
      const c = await shopper();
      const q = await quote(c, { paymentMethod: "gift_card", giftCardCodes: [card.json.code] });
      expect(q.json).toMatchObject({ codCharges: "0.00", total: "300.00", giftCardTotal: "300.00", amountDue: "0.00" });
      // With COD the cards would pay the whole order too: the order is to be sent with gift_card.
      expect((await order(c, { giftCardCodes: [card.json.code] })).status).toBe(422);
      const placed = await order(c, { paymentMethod: "gift_card", giftCardCodes: [card.json.code] });
      expect(placed.status).toBe(201);
      expect(placed.json).toMatchObject({ status: "paid", codCharges: "0.00", total: "300.00", paymentMethod: "gift_card" });
      const orderId = String(placed.json.id);
      expect(await balanceOf(id)).toBe("100.00");
      const refunded = await owner.call(refundOrder, { path: `/api/orders/${orderId}/refund`, params: { id: orderId }, body: { amount: "50" } });
      expect(refunded.status).toBe(200);
      expect(await balanceOf(id)).toBe("150.00");
      expect(await ledgerSum(id)).toBe("150.00");
    } finally {
      await ctx.db.update(tenants).set({ codCharges: "0" }).where(eq(tenants.id, demoId));
    }
  });

  it("the issue's race: 20 orders of 300.00 at once paid in full by one card of 1,000.00 → exactly 3 placed, 17 refused, 100.00 left", async () => {
    const card = await issue({ initialValue: "1000.00" });
    const id = String(card.json.id);
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopper()));
    const before = (await ctx.db.select().from(orders).where(eq(orders.tenantId, demoId))).length;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => order(shoppers[i % 10], { paymentMethod: "gift_card", giftCardCodes: [card.json.code] })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(17);
    for (const r of results.filter((x) => x.status === 422)) expect(String(r.json.message)).toMatch(/The gift cards cover ₹100\.00: ₹200\.00 is left to pay|no balance left/);
    expect((await ctx.db.select().from(orders).where(eq(orders.tenantId, demoId))).length).toBe(before + 3);
    expect(await balanceOf(id)).toBe("100.00");
    expect(await ledgerSum(id)).toBe("100.00");
    const entries = await ctx.db.select().from(giftCardEntries).where(eq(giftCardEntries.giftCardId, id));
    expect(entries.filter((e) => e.type === "redeem")).toHaveLength(3);
  });
});

describe("the shopper's balance check", () => {
  it("answers the balance by code in any case; another store's code and a typo are a clear 'not found'; misses are throttled", async () => {
    const card = await issue({ initialValue: "75.50" });
    const code = String(card.json.code);
    const c = new TestClient(DEMO);
    const ok = await c.call(balanceCheck, { path: "/api/gift-cards/balance", body: { code: code.toLowerCase().replaceAll("-", " ") } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ last4: code.slice(-4), balance: "75.50", currency: "INR", status: "active", expiresOn: null });
    const other = new TestClient(GADGETS);
    const foreign = await other.call(balanceCheck, { path: "/api/gift-cards/balance", body: { code } });
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe("Gift card not found: check the code");
    expect((await c.call(balanceCheck, { path: "/api/gift-cards/balance", body: {} })).status).toBe(400);
    let last = 0;
    // Typos of the last character: never the card's own (a code ending in Y or Z made this test flaky).
    const typos = ["W", "X", "Y", "Z"].filter((ch) => ch !== code.slice(-1).toUpperCase()).slice(0, 2);
    for (let i = 0; i < 40 && last !== 429; i++) {
      last = (await c.call(balanceCheck, { path: "/api/gift-cards/balance", body: { code: `${code.slice(0, -1)}${typos[i % 2]}` } })).status;
      if (last !== 429) expect(last).toBe(404);
    }
    expect(last).toBe(429);
    // Past the budget even a right code waits: guessing gains nothing.
    expect((await c.call(balanceCheck, { path: "/api/gift-cards/balance", body: { code } })).status).toBe(429);
    // The checkout shares the budget: a typo in an order or a quote waits too, and no order is written.
    const s = await shopper();
    const before = (await ctx.db.select().from(orders)).length;
    expect((await order(s, { giftCardCodes: ["ABCD-EFGH-JKMN-PQRZ"] })).status).toBe(429);
    expect((await quote(s, { giftCardCodes: ["ABCD-EFGH-JKMN-PQRZ"] })).status).toBe(429);
    expect((await ctx.db.select().from(orders)).length).toBe(before);
  });
});
