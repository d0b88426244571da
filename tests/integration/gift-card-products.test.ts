import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as orderQuote } from "@/app/api/checkout/quote/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { POST as cancelOrder } from "@/app/api/orders/[id]/cancel/route";
import { POST as refundOrder } from "@/app/api/orders/[id]/refund/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { POST as createProduct } from "@/app/api/products/route";
import { getDb, closeDb } from "@/db/client";
import { activityEntries, giftCardEntries, giftCards, mailMessages, orders, tenants } from "@/db/schema";
import { CARDS_FOR_CARDS } from "@/lib/checkout/payment-methods";
import { issueGiftCardsOfPaidOrder } from "@/lib/orders/ledger/service";
import { signInStaff } from "./helpers/auth";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

/**
 * Gift-card products (record 0158): a product of type gift_card with denominations as variants, never stocked,
 * shipped or taxed; bought (not with a gift card), it issues one card per unit when the order is paid, mailed to
 * the recipient named at checkout (or the buyer), listed on the order; "paid" twice, even at once, issues each once.
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const DEMO = "demo.localhost:3000";
let owner: TestClient;
let demoId = "";
let product: { id: string; variants: { id: string; price: string; trackQuantity: boolean }[] };
const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

async function shopper() {
  const c = new TestClient(DEMO);
  const email = `gp-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Gia", lastName: "Buyer", email, password: "secret123" } })).status).toBe(201);
  return { c, email };
}
const variant = (price: string) => product.variants.find((v) => v.price === price)!;
const items = () => [
  { productId: product.id, variantId: variant("500.00").id, quantity: 2 },
  { productId: product.id, variantId: variant("1000.00").id, quantity: 1 },
];

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  demoId = t.id;
  // Tax on, COD allowed: a gift card must still be neither taxed nor shipped.
  await ctx.db.update(tenants).set({ taxEnabled: true, codCharges: "0", codMinOrder: "0", codEnabled: true }).where(eq(tenants.id, t.id));
  const r = await owner.call(createProduct, {
    path: "/api/products",
    body: {
      name: "Store Gift Card",
      status: "active",
      productType: "gift_card",
      options: [{ name: "Amount", values: ["500", "1000"] }],
      variants: [
        { options: ["500"], price: "500", quantity: 0 },
        { options: ["1000"], price: "1000", quantity: 0 },
      ],
    },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  product = r.json as unknown as typeof product;
});

describe("gift-card products", () => {
  it("are not stocked, shipped or taxed: the quote charges the denominations only", async () => {
    expect(product).toMatchObject({ productType: "gift_card", requiresShipping: false });
    expect(product.variants.map((v) => v.trackQuantity)).toEqual([false, false]);
    const { c } = await shopper();
    const q = await c.call(orderQuote, { path: "/api/checkout/quote", body: { buyerLocation: { country: "IN", state: "Karnataka" }, items: items(), paymentMethod: "cod" } });
    expect(q.status).toBe(200);
    expect(q.json).toMatchObject({ subtotal: "2000.00", shipping: "0.00", tax: "0.00", total: "2000.00", giftCardProducts: true });
  });

  it("cannot be bought with a gift card (422 naming giftCardCodes); nothing written", async () => {
    const { c } = await shopper();
    const before = (await ctx.db.select().from(orders).where(eq(orders.tenantId, demoId))).length;
    const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: items(), giftCardCodes: ["ABCD-EFGH-JKMN-PQRS"] } });
    expect(r.status).toBe(422);
    expect(r.json.message).toBe(CARDS_FOR_CARDS);
    expect(Object.keys(r.json.errors as object)).toContain("giftCardCodes");
    expect((await ctx.db.select().from(orders).where(eq(orders.tenantId, demoId))).length).toBe(before);
  });

  it("paid: one card per unit, mailed to the recipient with the message, listed on the order; paid twice at once issues each once", async () => {
    const { c } = await shopper();
    const placed = await c.call(createOrder, {
      path: "/api/orders",
      body: { shippingAddress: address, paymentMethod: "cod", items: items(), giftCardRecipient: { email: "friend@example.com", message: "Happy birthday!" } },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const orderId = String(placed.json.id);
    // Not paid yet: no card.
    expect(await ctx.db.select().from(giftCards).where(eq(giftCards.orderId, orderId))).toHaveLength(0);

    // The owner marks it paid twice at once (cash collected), and the issuing runs twice more at once on its own.
    const paid = await Promise.all([0, 1].map(() => owner.call(setStatus, { method: "PATCH", path: `/api/orders/${orderId}/status`, params: { id: orderId }, body: { status: "paid" } })));
    expect(paid.map((p) => p.status)).toContain(200);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const db = await getDb();
    await Promise.all([0, 1].map(() => db.transaction((tx) => issueGiftCardsOfPaidOrder(tx, demoId as never, row))));

    const cards = await ctx.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
    expect(cards.map((k) => k.initialValue).sort()).toEqual(["1000.00", "500.00", "500.00"]);
    expect(cards.every((k) => k.recipientEmail === "friend@example.com" && k.balance === k.initialValue)).toBe(true);
    const entries = await ctx.db.select().from(giftCardEntries).where(inArray(giftCardEntries.giftCardId, cards.map((k) => k.id)));
    expect(entries.map((e) => e.type)).toEqual(["issue", "issue", "issue"]);
    const mails = await ctx.db.select().from(mailMessages).where(and(eq(mailMessages.kind, "gift-card"), eq(mailMessages.toAddress, "friend@example.com")));
    const mine = mails.filter((m) => cards.some((k) => k.id === m.payload.giftCardId));
    expect(mine).toHaveLength(3);
    expect(mine[0].payload).toMatchObject({ message: "Happy birthday!", from: "Asha Rao" });
    // The code is never in the clear in the outbox.
    expect(JSON.stringify(mine.map((m) => m.payload))).not.toMatch(/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);

    const o = await owner.call(getOrder, { path: `/api/orders/${orderId}`, params: { id: orderId } });
    expect((o.json.giftCardsBought as { last4: string }[]).map((k) => k.last4).sort()).toEqual(cards.map((k) => k.last4).sort());
    expect(o.json).toMatchObject({ shipping: "0.00", tax: "0.00", total: "2000.00" });
  });

  it("without a recipient the cards go to the buyer", async () => {
    const { c, email } = await shopper();
    const placed = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: { ...address, email }, paymentMethod: "cod", items: [items()[0]] } });
    expect(placed.status).toBe(201);
    const orderId = String(placed.json.id);
    expect((await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${orderId}/status`, params: { id: orderId }, body: { status: "paid" } })).status).toBe(200);
    const cards = await ctx.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
    expect(cards).toHaveLength(2);
    expect(cards.every((k) => k.recipientEmail === email)).toBe(true);
  });

  it("refunded in full or cancelled, the order's cards are disabled (once), with their activity entries", async () => {
    const buy = async () => {
      const { c } = await shopper();
      const placed = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [items()[0]] } });
      expect(placed.status).toBe(201);
      const orderId = String(placed.json.id);
      expect((await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${orderId}/status`, params: { id: orderId }, body: { status: "paid" } })).status).toBe(200);
      return orderId;
    };
    const cardsOf = (orderId: string) => ctx.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));

    const refunded = await buy();
    expect((await cardsOf(refunded)).every((k) => k.disabledAt === null)).toBe(true);
    // A partial refund leaves the cards alone; the rest disables them.
    expect((await owner.call(refundOrder, { path: `/api/orders/${refunded}/refund`, params: { id: refunded }, body: { amount: "100.00" } })).status).toBe(200);
    expect((await cardsOf(refunded)).every((k) => k.disabledAt === null)).toBe(true);
    const rest = await owner.call(refundOrder, { path: `/api/orders/${refunded}/refund`, params: { id: refunded }, body: {} });
    expect(rest.status, JSON.stringify(rest.json)).toBe(200);
    const after = await cardsOf(refunded);
    expect(after).toHaveLength(2);
    expect(after.every((k) => k.disabledAt !== null)).toBe(true);
    const entries = await ctx.db.select().from(activityEntries).where(inArray(activityEntries.resourceId, after.map((k) => k.id)));
    expect(entries.filter((e) => e.action === "gift_card.updated" && /refunded/.test(e.summary))).toHaveLength(2);
    // The order's timeline says so.
    const o = await owner.call(getOrder, { path: `/api/orders/${refunded}`, params: { id: refunded } });
    expect((o.json.timeline as { message: string }[]).some((e) => /2 gift cards bought with this order disabled/.test(e.message))).toBe(true);

    const cancelled = await buy();
    const r = await owner.call(cancelOrder, { path: `/api/orders/${cancelled}/cancel`, params: { id: cancelled }, body: {} });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect((await cardsOf(cancelled)).every((k) => k.disabledAt !== null)).toBe(true);
  });
});
