import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as abandonOrder } from "@/app/api/customers/orders/[id]/cancel/route";
import { POST as issueCard } from "@/app/api/gift-cards/route";
import { POST as refundOrder } from "@/app/api/orders/[id]/refund/route";
import { POST as paypalCapture } from "@/app/api/paypal/order/[id]/capture/route";
import { POST as paypalOrder } from "@/app/api/paypal/order/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { POST as razorpayCreate } from "@/app/api/razorpay/create-order/route";
import { POST as razorpayVerify } from "@/app/api/razorpay/verify-payment/route";
import { POST as razorpayWebhook } from "@/app/api/razorpay/webhook/route";
import { POST as stripeConfirm } from "@/app/api/stripe/confirm/route";
import { closeDb } from "@/db/client";
import { giftCardEntries, giftCards, products, productVariants, shippingTiers, tenants } from "@/db/schema";
import { amountDueOnline } from "@/lib/money";
import { hmacHex } from "@/lib/payments/signatures";
import type { FakeProvider } from "../fakes/payment-provider";
import { signInStaff } from "./helpers/auth";
import { setStock, setupTestDatabase } from "./helpers/db";
import type { TestClient } from "./helpers/http";
import { demoShopper, orderRows, saveDemoPaymentKeys, SHIPPING_ADDRESS, startFakePayments, stopFakePayments } from "./helpers/payments";

/**
 * Record 0158: the rest of an order paid partly by gift card, online. The providers (the local fakes) are asked
 * for `total − gift_card_total` only; a refund gives the cards their share first and asks the provider for the
 * rest; a payment that fails or is abandoned gives the cards their share back, and one that arrives after all
 * takes it again.
 */
const ctx = setupTestDatabase();
let fake: FakeProvider;
let owner: TestClient;
let productId = "";
const { orderRow, txOf } = orderRows(ctx);

const KEYS = {
  razorpayEnabled: true,
  razorpayKeyId: "rzp_test_gc",
  razorpayKeySecret: "rzp_secret_gc",
  razorpayWebhookSecret: "rzp_whsec_gc",
  stripeEnabled: true,
  stripePublicKey: "pk_test_gc",
  stripeSecretKey: "sk_test_gc",
  stripeWebhookSecret: "whsec_gc",
  paypalEnabled: true,
  paypalClientId: "pp_client_gc",
  paypalClientSecret: "pp_secret_gc",
  paypalWebhookId: "WH-GC-1",
};

beforeAll(async () => {
  fake = await startFakePayments();
  const demoId = await saveDemoPaymentKeys(ctx.db, KEYS);
  owner = await signInStaff("demo.localhost:3000", "owner@example.com");
  // Orders of exactly 300.00: no tax, no shipping charge.
  await ctx.db.update(tenants).set({ taxEnabled: false, codCharges: "0", codMinOrder: "0" }).where(eq(tenants.id, demoId));
  await ctx.db.update(shippingTiers).set({ isActive: false }).where(eq(shippingTiers.tenantId, demoId));
  const rows = await ctx.db.select().from(products).where(and(eq(products.tenantId, demoId), eq(products.status, "active")));
  const p = rows.find((r) => (r.options as unknown[]).length === 0)!;
  productId = p.id;
  await ctx.db.update(productVariants).set({ price: "300.00" }).where(eq(productVariants.productId, p.id));
  await ctx.db.update(products).set({ price: "300.00" }).where(eq(products.id, p.id));
  await setStock(ctx.db, p.id, { quantity: 1000, trackQuantity: true });
});

afterAll(async () => {
  await stopFakePayments(fake);
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

async function card(value: string) {
  const r = await owner.call(issueCard, { path: "/api/gift-cards", body: { initialValue: value } });
  expect(r.status).toBe(201);
  return { id: String(r.json.id), code: String(r.json.code) };
}
const balanceOf = async (id: string) => (await ctx.db.select().from(giftCards).where(eq(giftCards.id, id)))[0].balance;
const entriesOf = async (id: string) => (await ctx.db.select().from(giftCardEntries).where(eq(giftCardEntries.giftCardId, id))).map((e) => `${e.type} ${e.amount}`).sort();

async function place(c: TestClient, method: "razorpay" | "stripe" | "paypal", code: string) {
  const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: SHIPPING_ADDRESS, paymentMethod: method, items: [{ productId, quantity: 1 }], giftCardCodes: [code] } });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  expect(r.json).toMatchObject({ total: "300.00", status: "pending" });
  return String(r.json.id);
}

describe("the rest of a gift-card order, online", () => {
  it("amountDueOnline is the total less what the cards paid", () => {
    expect(amountDueOnline({ total: "300.00", giftCardTotal: "100.00" })).toBe(20000);
    expect(amountDueOnline({ total: "300.00", giftCardTotal: null })).toBe(30000);
  });

  it("Razorpay charges 200.00 of 300.00; a refund of 150.00 gives the card its 100.00 first and asks Razorpay for 50.00", async () => {
    const gc = await card("100");
    const c = await demoShopper("gcr-");
    const id = await place(c, "razorpay", gc.code);
    expect(await balanceOf(gc.id)).toBe("0.00");
    fake.reset();
    const created = await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: id } });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ amount: 20000, currency: "INR" });
    expect(JSON.parse(fake.requests.find((r) => r.path === "/v1/orders")!.body)).toMatchObject({ amount: 20000 });
    // Started again: the same Razorpay order for the same amount.
    expect((await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: id } })).json).toMatchObject({ id: created.json.id });

    const paid = fake.razorpayPay(String(created.json.id))!;
    const v = await c.call(razorpayVerify, { path: "/api/razorpay/verify-payment", body: { orderId: id, ...paid } });
    expect(v.json).toMatchObject({ paid: true, status: "paid" });
    const [tx] = await txOf(id);
    expect(tx).toMatchObject({ amount: "200.00", paymentMethod: "razorpay", status: "completed" });

    fake.requests = [];
    const part = await owner.call(refundOrder, { path: `/api/orders/${id}/refund`, params: { id }, body: { amount: "150" } });
    expect(part.status, JSON.stringify(part.json)).toBe(200);
    expect(await balanceOf(gc.id)).toBe("100.00");
    const sent = fake.requests.filter((r) => r.path.includes("/refund"));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0].body)).toMatchObject({ amount: 5000 });
    expect((await orderRow(id)).refundedAmount).toBe("50.00");

    // The rest: nothing more for the card (it has its share), 150.00 from Razorpay; then nothing is left.
    const rest = await owner.call(refundOrder, { path: `/api/orders/${id}/refund`, params: { id }, body: {} });
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({ status: "refunded", refundedAmount: "200.00" });
    expect(await balanceOf(gc.id)).toBe("100.00");
    expect((await owner.call(refundOrder, { path: `/api/orders/${id}/refund`, params: { id }, body: {} })).status).toBe(422);
  });

  it("Stripe's intent is for 200.00 of 300.00 and the order is paid by it", async () => {
    const gc = await card("100");
    const c = await demoShopper("gcs-");
    const id = await place(c, "stripe", gc.code);
    const pi = await c.call(createPaymentIntent, { path: "/api/create-payment-intent", body: { orderId: id } });
    expect(pi.status).toBe(200);
    const intent = [...fake.intents.values()].find((i) => i.metadata.orderId === id)!;
    expect(intent.amount).toBe(20000);
    expect(fake.stripeConfirm(String(pi.json.clientSecret), "pk_test_gc", "4242424242424242").status).toBe(200);
    expect((await c.call(stripeConfirm, { path: "/api/stripe/confirm", body: { orderId: id } })).json).toMatchObject({ paid: true });
    expect((await txOf(id)).map((t) => t.amount)).toEqual(["200.00"]);
    expect(await balanceOf(gc.id)).toBe("0.00");
  });

  it("PayPal's order is for 150.00 of 300.00 and its capture pays the order", async () => {
    const gc = await card("150");
    const c = await demoShopper("gcp-");
    const id = await place(c, "paypal", gc.code);
    const pp = await c.call(paypalOrder, { path: "/api/paypal/order", body: { orderId: id } });
    expect(pp.status).toBe(201);
    expect(fake.paypalOrders.get(String(pp.json.id))?.purchase_units[0].amount).toMatchObject({ value: "150.00", currency_code: "INR" });
    fake.paypalApprove(String(pp.json.id));
    expect((await c.call(paypalCapture, { path: `/api/paypal/order/${pp.json.id}/capture`, params: { id: String(pp.json.id) } })).json).toMatchObject({ paid: true });
    expect((await txOf(id)).map((t) => t.amount)).toEqual(["150.00"]);
  });

  it("abandoned (Stripe) or failed (a forged Razorpay signature): the card gets its share back, once", async () => {
    const gc = await card("250");
    const c = await demoShopper("gca-");
    const a = await place(c, "stripe", gc.code);
    await c.call(createPaymentIntent, { path: "/api/create-payment-intent", body: { orderId: a } });
    expect(await balanceOf(gc.id)).toBe("0.00");
    const gone = await c.call(abandonOrder, { path: `/api/customers/orders/${a}/cancel`, params: { id: a } });
    expect(gone.json).toMatchObject({ status: "cancelled", paid: false });
    expect(await balanceOf(gc.id)).toBe("250.00");
    // Again: nothing more.
    await c.call(abandonOrder, { path: `/api/customers/orders/${a}/cancel`, params: { id: a } });
    expect(await balanceOf(gc.id)).toBe("250.00");

    const b = await place(c, "razorpay", gc.code);
    expect(await balanceOf(gc.id)).toBe("0.00");
    const created = await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: b } });
    expect(created.json).toMatchObject({ amount: 5000 });
    fake.controls.razorpayForgeSignature = true;
    const forged = fake.razorpayPay(String(created.json.id))!;
    fake.controls.razorpayForgeSignature = null;
    const v = await c.call(razorpayVerify, { path: "/api/razorpay/verify-payment", body: { orderId: b, ...forged } });
    expect(v.status).toBe(400);
    expect((await orderRow(b)).status).toBe("failed");
    expect(await balanceOf(gc.id)).toBe("250.00");
    expect(await entriesOf(gc.id)).toEqual(["issue 250.00", "redeem -250.00", "redeem -250.00", "refund 250.00", "refund 250.00"]);
  });

  it("a payment that arrives after the order was closed takes the card's share again (as far as the balance goes)", async () => {
    const gc = await card("100");
    const c = await demoShopper("gcl-");
    const id = await place(c, "razorpay", gc.code);
    const created = await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: id } });
    // The order fails (a forged answer), its card gets 100.00 back; then Razorpay's webhook reports a real payment.
    fake.controls.razorpayForgeSignature = true;
    const forged = fake.razorpayPay(String(created.json.id))!;
    fake.controls.razorpayForgeSignature = null;
    await c.call(razorpayVerify, { path: "/api/razorpay/verify-payment", body: { orderId: id, ...forged } });
    expect((await orderRow(id)).status).toBe("failed");
    expect(await balanceOf(gc.id)).toBe("100.00");
    const event = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: forged.razorpay_payment_id, order_id: created.json.id, amount: 20000, currency: "INR", status: "captured" } } },
    });
    const hook = await c.call(razorpayWebhook, { path: "/api/razorpay/webhook", rawBody: event, headers: { "x-razorpay-signature": hmacHex(KEYS.razorpayWebhookSecret, event), "x-razorpay-event-id": "evt_gc_late", origin: "https://api.razorpay.com" } });
    expect(hook.status).toBe(200);
    expect((await orderRow(id)).status).toBe("paid");
    expect(await balanceOf(gc.id)).toBe("0.00");
  });
});
