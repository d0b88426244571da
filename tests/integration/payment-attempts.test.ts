import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as cancelOrder } from "@/app/api/customers/orders/[id]/cancel/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { POST as paypalCapture } from "@/app/api/paypal/order/[id]/capture/route";
import { POST as paypalOrder } from "@/app/api/paypal/order/route";
import { POST as razorpayCreate } from "@/app/api/razorpay/create-order/route";
import { POST as razorpayVerify } from "@/app/api/razorpay/verify-payment/route";
import { POST as razorpayWebhook } from "@/app/api/razorpay/webhook/route";
import { POST as stripeConfirm } from "@/app/api/stripe/confirm/route";
import { closeDb } from "@/db/client";
import { paymentAttempts, transactions } from "@/db/schema";
import { toMinor } from "@/lib/money";
import { hmacHex } from "@/lib/payments/signatures";
import type { FakeProvider } from "../fakes/payment-provider";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";
import { demoShopper, orderRows, saveDemoPaymentKeys, SHIPPING_ADDRESS, startFakePayments, stopFakePayments } from "./helpers/payments";

/**
 * Starting a payment twice for one order (two tabs, a double click, a retry after a timeout) must never
 * lose a payment made on the first provider object: reuse where the provider allows it, and recognise a
 * payment on any object ever made for the order (docs/decisions/0040-order-and-payment-idempotency.md).
 */
const ctx = setupTestDatabase();
let fake: FakeProvider;
let demoId = "";

beforeAll(async () => {
  fake = await startFakePayments();
  demoId = await saveDemoPaymentKeys(ctx.db, {
    razorpayEnabled: true,
    razorpayKeyId: "rzp_test_demo",
    razorpayKeySecret: "rzp_secret_demo",
    razorpayWebhookSecret: "rzp_whsec_demo",
    stripeEnabled: true,
    stripePublicKey: "pk_test_demo",
    stripeSecretKey: "sk_test_demo",
    paypalEnabled: true,
    paypalClientId: "pp_client_demo",
    paypalClientSecret: "pp_secret_demo",
  });
});

afterAll(async () => {
  await stopFakePayments(fake);
  await closeDb();
});

const address = SHIPPING_ADDRESS;
const shopper = () => demoShopper("att-");
const { stockedProduct, quantityOf, orderRow } = orderRows(ctx);
const paymentsOf = async (id: string) => ctx.db.select().from(transactions).where(and(eq(transactions.orderId, id), eq(transactions.status, "completed")));

async function place(c: TestClient, method: "razorpay" | "stripe" | "paypal") {
  const p = await stockedProduct(demoId, 20);
  const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: method, items: [{ productId: p.id, quantity: 2 }] } });
  expect(r.status).toBe(201);
  return { id: String(r.json.id), total: String(r.json.total), productId: p.id, stockAfter: await quantityOf(p.id) };
}

/** Two create-order calls at once, the provider slow to answer: both miss the other's object, so two are made. */
async function twoRazorpayOrders(c: TestClient, orderId: string): Promise<[string, string]> {
  fake.controls.razorpayCreateDelayMs = 300;
  try {
    const [a, b] = await Promise.all([
      c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId } }),
      c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const ids = [String(a.json.id), String(b.json.id)];
    expect(new Set(ids).size).toBe(2);
    // "First" is the older object: the one the order row no longer names.
    const current = (await orderRow(orderId)).gatewayOrderId;
    const first = ids.find((x) => x !== current)!;
    return [first, current!];
  } finally {
    fake.controls.razorpayCreateDelayMs = null;
  }
}

describe("starting a payment twice", () => {
  it("Razorpay, one after the other: the same provider order is handed out again (one object at the provider)", async () => {
    const c = await shopper();
    const o = await place(c, "razorpay");
    const before = fake.razorpayOrders.size;
    const a = await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: o.id } });
    const b = await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: o.id } });
    expect(a.status).toBe(200);
    expect(b.json).toEqual(a.json);
    expect(a.json).toMatchObject({ key: "rzp_test_demo", amount: toMinor(o.total), currency: "INR" });
    expect(fake.razorpayOrders.size - before).toBe(1);
  });

  it("Razorpay, two provider orders: paying the FIRST and verifying marks the order paid, once, with the stock taken once", async () => {
    const c = await shopper();
    const o = await place(c, "razorpay");
    const [first, second] = await twoRazorpayOrders(c, o.id);
    expect(first).not.toBe(second);
    const paid = fake.razorpayPay(first)!;
    const v = await c.call(razorpayVerify, { path: "/api/razorpay/verify-payment", body: { orderId: o.id, ...paid } });
    console.log("[attempts] verify of the first of two provider orders:", v.status, JSON.stringify(v.json));
    expect(v.status).toBe(200);
    expect(v.json).toMatchObject({ status: "paid", paid: true });
    const row = await orderRow(o.id);
    expect(row.status).toBe("paid");
    expect(row.stockRestored).toBe(false);
    const pays = await paymentsOf(o.id);
    expect(pays.map((t) => [t.gatewayTransactionId, t.amount])).toEqual([[paid.razorpay_payment_id, o.total]]);
    expect(await quantityOf(o.productId)).toBe(o.stockAfter);
    // The signed webhook for the same payment arrives later: acknowledged, recorded once.
    const body = JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: first, amount: toMinor(o.total), currency: "INR", status: "captured" } } } });
    const hook = await new TestClient("demo.localhost:3000").call(razorpayWebhook, { path: "/api/razorpay/webhook", rawBody: body, headers: { "x-razorpay-signature": hmacHex("rzp_whsec_demo", body) } });
    expect(hook.status).toBe(200);
    expect(await paymentsOf(o.id)).toHaveLength(1);
  });

  it("Razorpay, two provider orders: the signed webhook for a payment on the first pays the order (the browser never verified)", async () => {
    const c = await shopper();
    const o = await place(c, "razorpay");
    const [first] = await twoRazorpayOrders(c, o.id);
    const paid = fake.razorpayPay(first)!;
    const body = JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: first, amount: toMinor(o.total), currency: "INR", status: "captured" } } } });
    const hook = await new TestClient("demo.localhost:3000").call(razorpayWebhook, { path: "/api/razorpay/webhook", rawBody: body, headers: { "x-razorpay-signature": hmacHex("rzp_whsec_demo", body) } });
    expect(hook.status).toBe(200);
    expect(hook.json).toMatchObject({ received: true, duplicate: false });
    expect(hook.json.ignored).toBeUndefined();
    expect((await orderRow(o.id)).status).toBe("paid");
    expect(await paymentsOf(o.id)).toHaveLength(1);
    expect(await quantityOf(o.productId)).toBe(o.stockAfter);
  });

  it("Razorpay, two provider orders: the shopper closes the second window after paying the first; the order is paid, not cancelled", async () => {
    const c = await shopper();
    const o = await place(c, "razorpay");
    const [first] = await twoRazorpayOrders(c, o.id);
    fake.razorpayPay(first);
    const r = await c.call(cancelOrder, { method: "POST", path: `/api/customers/orders/${o.id}/cancel`, params: { id: o.id } });
    expect(r.json).toMatchObject({ status: "paid", paid: true });
    expect(await quantityOf(o.productId)).toBe(o.stockAfter);
  });

  it("every provider object is recorded for its order, and a verify naming a provider order of ANOTHER order still fails", async () => {
    const c = await shopper();
    const a = await place(c, "razorpay");
    const b = await place(c, "razorpay");
    await twoRazorpayOrders(c, a.id);
    const rows = await ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, a.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.amount === toMinor(a.total) && r.currency === "INR" && r.method === "razorpay")).toBe(true);
    const cb = await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: b.id } });
    const paidB = fake.razorpayPay(String(cb.json.id))!;
    const v = await c.call(razorpayVerify, { path: "/api/razorpay/verify-payment", body: { orderId: a.id, ...paidB } });
    expect(v.status).toBe(400);
    expect((await orderRow(a.id)).status).not.toBe("paid");
  });

  it("Stripe: a second create-payment-intent answers the same intent, and confirming pays the order", async () => {
    const c = await shopper();
    const o = await place(c, "stripe");
    const a = await c.call(createPaymentIntent, { path: "/api/create-payment-intent", body: { orderId: o.id } });
    const b = await c.call(createPaymentIntent, { path: "/api/create-payment-intent", body: { orderId: o.id } });
    expect(a.status).toBe(200);
    expect(b.json.clientSecret).toBe(a.json.clientSecret);
    expect(fake.stripeConfirm(String(a.json.clientSecret), "pk_test_demo", "4242424242424242").status).toBe(200);
    const conf = await c.call(stripeConfirm, { path: "/api/stripe/confirm", body: { orderId: o.id } });
    expect(conf.json).toMatchObject({ status: "paid", paid: true });
    expect(await paymentsOf(o.id)).toHaveLength(1);
  });

  it("PayPal: a second create answers the same PayPal order; capturing it pays the order", async () => {
    const c = await shopper();
    const o = await place(c, "paypal");
    const a = await c.call(paypalOrder, { path: "/api/paypal/order", body: { orderId: o.id } });
    const b = await c.call(paypalOrder, { path: "/api/paypal/order", body: { orderId: o.id } });
    expect(a.status).toBe(201);
    expect(b.json.id).toBe(a.json.id);
    expect(fake.paypalApprove(String(a.json.id))).toBe(true);
    const cap = await c.call(paypalCapture, { method: "POST", path: `/api/paypal/order/${a.json.id}/capture`, params: { id: String(a.json.id) } });
    expect(cap.json).toMatchObject({ status: "paid", paid: true });
    expect(await paymentsOf(o.id)).toHaveLength(1);
  });
});
