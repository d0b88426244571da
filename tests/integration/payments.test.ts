import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as cancelOrder } from "@/app/api/customers/orders/[id]/cancel/route";
import { GET as customerOrders } from "@/app/api/customers/orders/route";
import { GET as listOrders, POST as createOrder } from "@/app/api/orders/route";
import { POST as paypalCapture } from "@/app/api/paypal/order/[id]/capture/route";
import { POST as paypalOrder } from "@/app/api/paypal/order/route";
import { POST as razorpayCreate } from "@/app/api/razorpay/create-order/route";
import { POST as razorpayVerify } from "@/app/api/razorpay/verify-payment/route";
import { POST as razorpayWebhook } from "@/app/api/razorpay/webhook/route";
import { POST as stripeConfirm } from "@/app/api/stripe/confirm/route";
import { POST as stripeWebhook } from "@/app/api/stripe/webhook/route";
import { GET as paymentMethods } from "@/app/api/tenants/[id]/payment-methods/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/tenants/[id]/payment-settings/route";
import { closeDb } from "@/db/client";
import { paymentEvents, tenants } from "@/db/schema";
import { toMinor } from "@/lib/money";
import { stripeTestSignature as stripeSignatureHeader } from "@/lib/payments/providers/stripe";
import { hmacHex } from "@/lib/payments/signatures";
import type { FakeProvider } from "../fakes/payment-provider";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";
import { demoShopper, orderRows, saveDemoPaymentKeys, SHIPPING_ADDRESS, startFakePayments, stopFakePayments } from "./helpers/payments";

const ctx = setupTestDatabase();
let fake: FakeProvider;
let demoId = "";

const KEYS = {
  razorpayEnabled: true,
  razorpayKeyId: "rzp_test_demo",
  razorpayKeySecret: "rzp_secret_demo",
  razorpayWebhookSecret: "rzp_whsec_demo",
  stripeEnabled: true,
  stripePublicKey: "pk_test_demo",
  stripeSecretKey: "sk_test_demo",
  stripeWebhookSecret: "whsec_demo",
  paypalEnabled: true,
  paypalClientId: "pp_client_demo",
  paypalClientSecret: "pp_secret_demo",
};

beforeAll(async () => {
  fake = await startFakePayments();
  demoId = await saveDemoPaymentKeys(ctx.db, KEYS);
});

afterAll(async () => {
  await stopFakePayments(fake);
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const address = SHIPPING_ADDRESS;
const shopper = () => demoShopper("pay-");
const { stockedProduct, quantityOf, orderRow, txOf } = orderRows(ctx);

async function place(c: TestClient, method: "razorpay" | "stripe" | "paypal", qty = 1) {
  const p = await stockedProduct(demoId, 30);
  const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: method, items: [{ productId: p.id, quantity: qty, price: "1.00" }], total: "1.00" } });
  expect(r.status).toBe(201);
  return { id: String(r.json.id), total: String(r.json.total), productId: p.id, stockAfter: await quantityOf(p.id), qty };
}

const minor = (s: string) => toMinor(s);

describe("payment settings", () => {
  it("stores secrets encrypted, never returns them, keeps them when sent empty", async () => {
    const [t] = await ctx.db.select().from(tenants).where(eq(tenants.id, demoId));
    for (const v of [t.razorpayKeySecret, t.stripeSecretKey, t.paypalClientSecret, t.stripeWebhookSecret, t.razorpayWebhookSecret]) expect(v).toMatch(/^enc:v1:/);
    const owner = new TestClient("demo.localhost:3000");
    await owner.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } });
    const r = await owner.call(getSettings, { path: `/api/tenants/${demoId}/payment-settings`, params: { id: demoId } });
    expect(r.json).toMatchObject({ razorpayKeyId: "rzp_test_demo", razorpayKeySecretSet: true, stripeSecretKeySet: true, paypalClientSecretSet: true });
    expect(JSON.stringify(r.json)).not.toContain("secret_demo");
    const keep = await owner.call(putSettings, { method: "PUT", path: `/api/tenants/${demoId}/payment-settings`, params: { id: demoId }, body: { razorpayKeySecret: "", codCharges: 49 } });
    expect(keep.json).toMatchObject({ razorpayKeySecretSet: true, codCharges: "49.00" });
    const bad = await owner.call(putSettings, { method: "PUT", path: `/api/tenants/${demoId}/payment-settings`, params: { id: demoId }, body: { codCharges: -1, codMinOrder: "abc" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {})).toEqual(expect.arrayContaining(["codCharges", "codMinOrder"]));
  });

  it("only the store's owner reads or writes them", async () => {
    const anon = new TestClient("demo.localhost:3000");
    expect((await anon.call(getSettings, { path: `/api/tenants/${demoId}/payment-settings`, params: { id: demoId } })).status).toBe(401);
    const cust = await shopper();
    expect((await cust.call(getSettings, { path: `/api/tenants/${demoId}/payment-settings`, params: { id: demoId } })).status).toBe(403);
    const g = new TestClient("localhost:3000");
    await g.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } });
    expect((await g.call(putSettings, { method: "PUT", path: `/store/demo/api/tenants/${demoId}/payment-settings`, params: { id: demoId }, body: { codEnabled: false } })).status).toBe(403);
    expect((await g.call(putSettings, { method: "PUT", path: `/store/gadgets/api/tenants/${demoId}/payment-settings`, params: { id: demoId }, body: { codEnabled: false } })).status).toBe(404);
    const [t] = await ctx.db.select().from(tenants).where(eq(tenants.id, demoId));
    expect(t.codEnabled).toBe(true);
  });

  it("shoppers see the methods on, with public ids only", async () => {
    const r = await new TestClient("demo.localhost:3000").call(paymentMethods, { path: `/api/tenants/${demoId}/payment-methods`, params: { id: demoId } });
    expect(r.json).toMatchObject({ razorpayEnabled: true, stripeEnabled: true, paypalEnabled: true, codEnabled: true, paypalClientId: "pp_client_demo", stripePublishableKey: "pk_test_demo" });
    expect(JSON.stringify(r.json)).not.toMatch(/secret/);
  });
});

describe("Razorpay", () => {
  it("creates the provider order from the stored total, verifies the signature, records one transaction with the platform fee", async () => {
    const c = await shopper();
    const o = await place(c, "razorpay");
    fake.reset();
    const created = await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: o.id, amount: 100, currency: "USD" } });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ key: "rzp_test_demo", amount: minor(o.total), currency: "INR" });
    // The app authenticated with the store's own keys and sent the stored amount.
    const sent = fake.requests.find((r) => r.path === "/v1/orders")!;
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from("rzp_test_demo:rzp_secret_demo").toString("base64")}`);
    expect(JSON.parse(sent.body)).toMatchObject({ amount: minor(o.total), currency: "INR" });

    const paid = fake.razorpayPay(String(created.json.id))!;
    const v = await c.call(razorpayVerify, { path: "/api/razorpay/verify-payment", body: { orderId: o.id, ...paid, amount: 1 } });
    expect(v.status).toBe(200);
    expect(v.json).toMatchObject({ paid: true, status: "paid" });
    const row = await orderRow(o.id);
    expect(row.status).toBe("paid");
    const [tx] = await txOf(o.id);
    const fee = Math.round(minor(o.total) * 0.02);
    expect(tx).toMatchObject({ paymentMethod: "razorpay", gatewayTransactionId: paid.razorpay_payment_id, status: "completed" });
    expect(minor(tx.amount)).toBe(minor(o.total));
    expect(minor(tx.platformFee)).toBe(fee);
    expect(minor(tx.netAmount)).toBe(minor(o.total) - fee);
    expect(minor(row.platformFee)).toBe(fee);
    expect(minor(row.netAmount!)).toBe(minor(o.total) - fee);

    // The same payment confirmed again, and the webhook delivered three times: still one transaction.
    expect((await c.call(razorpayVerify, { path: "/api/razorpay/verify-payment", body: { orderId: o.id, ...paid } })).status).toBe(200);
    const event = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: paid.razorpay_order_id, amount: minor(o.total), currency: "INR", status: "captured" } } },
    });
    const hook = new TestClient("demo.localhost:3000");
    for (let i = 0; i < 3; i++) {
      const r = await hook.call(razorpayWebhook, {
        path: "/api/razorpay/webhook",
        rawBody: event,
        headers: { "x-razorpay-signature": hmacHex("rzp_whsec_demo", event), "x-razorpay-event-id": "evt_rzp_1", origin: "https://api.razorpay.com" },
      });
      expect(r.status).toBe(200);
      if (i > 0) expect(r.json.duplicate).toBe(true);
    }
    expect(await txOf(o.id)).toHaveLength(1);
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, "evt_rzp_1"))).toHaveLength(1);
  });

  it("a forged signature never marks the order paid: failed, stock given back once, 400", async () => {
    const c = await shopper();
    const o = await place(c, "razorpay", 2);
    const created = await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: o.id } });
    fake.controls.razorpayForgeSignature = true;
    const forged = fake.razorpayPay(String(created.json.id))!;
    fake.controls.razorpayForgeSignature = false;
    const v = await c.call(razorpayVerify, { path: "/api/razorpay/verify-payment", body: { orderId: o.id, ...forged } });
    expect(v.status).toBe(400);
    expect(v.json.message).toBe("Payment verification failed");
    expect((await orderRow(o.id)).status).toBe("failed");
    expect(await txOf(o.id)).toHaveLength(0);
    expect(await quantityOf(o.productId)).toBe(o.stockAfter + 2);
    // Trying again (or cancelling) gives nothing back twice.
    expect((await c.call(razorpayVerify, { path: "/api/razorpay/verify-payment", body: { orderId: o.id, ...forged } })).status).toBe(409);
    await c.call(cancelOrder, { path: `/api/customers/orders/${o.id}/cancel`, method: "POST", params: { id: o.id } });
    expect(await quantityOf(o.productId)).toBe(o.stockAfter + 2);
  });

  it("a valid signature of another order's payment does not pay this one", async () => {
    const c = await shopper();
    const a = await place(c, "razorpay");
    const b = await place(c, "razorpay");
    const ca = await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: a.id } });
    await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: b.id } });
    const paidA = fake.razorpayPay(String(ca.json.id))!;
    const v = await c.call(razorpayVerify, { path: "/api/razorpay/verify-payment", body: { orderId: b.id, ...paidA } });
    expect(v.status).toBe(400);
    expect((await orderRow(b.id)).status).not.toBe("paid");
  });

  it("webhooks: a bad signature changes nothing; a late captured payment pays a cancelled order and takes its stock again", async () => {
    const c = await shopper();
    const o = await place(c, "razorpay");
    const created = await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: o.id } });
    const body = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_forged", order_id: created.json.id, amount: minor(o.total), currency: "INR", status: "captured" } } },
    });
    const hook = new TestClient("demo.localhost:3000");
    const bad = await hook.call(razorpayWebhook, { path: "/api/razorpay/webhook", rawBody: body, headers: { "x-razorpay-signature": hmacHex("wrong", body) } });
    expect(bad.status).toBe(400);
    const none = await hook.call(razorpayWebhook, { path: "/api/razorpay/webhook", rawBody: body });
    expect(none.status).toBe(400);
    expect((await orderRow(o.id)).status).toBe("pending");

    // The shopper closes the widget: nothing paid yet, so the order is cancelled and the stock returns.
    const cancelled = await c.call(cancelOrder, { method: "POST", path: `/api/customers/orders/${o.id}/cancel`, params: { id: o.id } });
    expect(cancelled.json).toMatchObject({ status: "cancelled", paid: false });
    expect(await quantityOf(o.productId)).toBe(o.stockAfter + 1);
    // …but the payment went through after all: the signed webhook records it and takes the stock again.
    const good = await hook.call(razorpayWebhook, { path: "/api/razorpay/webhook", rawBody: body, headers: { "x-razorpay-signature": hmacHex("rzp_whsec_demo", body) } });
    expect(good.status).toBe(200);
    expect((await orderRow(o.id)).status).toBe("paid");
    expect(await quantityOf(o.productId)).toBe(o.stockAfter);
  });
});

describe("Stripe", () => {
  it("creates the intent from the stored order; only the provider's word (retrieve) marks it paid", async () => {
    const c = await shopper();
    const o = await place(c, "stripe");
    fake.reset();
    const pi = await c.call(createPaymentIntent, { path: "/api/create-payment-intent", body: { orderId: o.id, amount: 1, tenantId: "x" } });
    expect(pi.status).toBe(200);
    expect(pi.json).toMatchObject({ publishableKey: "pk_test_demo", clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
    const sent = fake.requests.find((r) => r.path === "/v1/payment_intents")!;
    expect(sent.headers.authorization).toBe("Bearer sk_test_demo");
    expect(new URLSearchParams(sent.body).get("amount")).toBe(String(minor(o.total)));
    expect(new URLSearchParams(sent.body).get("currency")).toBe("inr");
    expect(new URLSearchParams(sent.body).get("metadata[orderId]")).toBe(o.id);

    // The browser claims success before paying: the server asks Stripe and the order stays pending.
    const early = await c.call(stripeConfirm, { path: "/api/stripe/confirm", body: { orderId: o.id } });
    expect(early.json).toMatchObject({ paid: false, status: "pending" });

    // A declined card changes nothing; then a good card.
    expect(fake.stripeConfirm(String(pi.json.clientSecret), "pk_test_demo", "4000 0000 0000 0002").status).toBe(402);
    expect((await c.call(stripeConfirm, { path: "/api/stripe/confirm", body: { orderId: o.id } })).json).toMatchObject({ paid: false });
    expect(fake.stripeConfirm(String(pi.json.clientSecret), "pk_test_demo", "4242 4242 4242 4242").status).toBe(200);
    const done = await c.call(stripeConfirm, { path: "/api/stripe/confirm", body: { orderId: o.id } });
    expect(done.json).toMatchObject({ paid: true, status: "paid" });
    expect(await txOf(o.id)).toHaveLength(1);
  });

  it("webhooks: unsigned or wrongly signed events are refused; a signed succeeded event delivered three times pays once", async () => {
    const c = await shopper();
    const o = await place(c, "stripe");
    const pi = await c.call(createPaymentIntent, { path: "/api/create-payment-intent", body: { orderId: o.id } });
    const intentId = String(pi.json.clientSecret).split("_secret_")[0];
    const event = JSON.stringify({
      id: "evt_stripe_1",
      type: "payment_intent.succeeded",
      data: { object: { id: intentId, object: "payment_intent", amount: minor(o.total), amount_received: minor(o.total), currency: "inr", status: "succeeded", metadata: { orderId: o.id } } },
    });
    const hook = new TestClient("demo.localhost:3000");
    const unsigned = await hook.call(stripeWebhook, { path: "/api/stripe/webhook", rawBody: event });
    expect(unsigned.status).toBe(400);
    const wrong = await hook.call(stripeWebhook, { path: "/api/stripe/webhook", rawBody: event, headers: { "stripe-signature": stripeSignatureHeader("whsec_other", event) } });
    expect(wrong.status).toBe(400);
    const stale = await hook.call(stripeWebhook, { path: "/api/stripe/webhook", rawBody: event, headers: { "stripe-signature": stripeSignatureHeader("whsec_demo", event, Math.floor(Date.now() / 1000) - 3600) } });
    expect(stale.status).toBe(400);
    expect((await orderRow(o.id)).status).toBe("pending");

    for (let i = 0; i < 3; i++) {
      const r = await hook.call(stripeWebhook, { path: "/api/stripe/webhook", rawBody: event, headers: { "stripe-signature": stripeSignatureHeader("whsec_demo", event), origin: "https://stripe.com" } });
      expect(r.status).toBe(200);
    }
    expect((await orderRow(o.id)).status).toBe("paid");
    expect(await txOf(o.id)).toHaveLength(1);
    // On gadgets' host the same event names no order of gadgets (and gadgets has no secret): refused.
    const other = await new TestClient("gadgets.localhost:3000").call(stripeWebhook, { path: "/api/stripe/webhook", rawBody: event, headers: { "stripe-signature": stripeSignatureHeader("whsec_demo", event) } });
    expect(other.status).toBe(400);
  });

  it("a signed event for the wrong amount does not pay: failed, stock back", async () => {
    const c = await shopper();
    const o = await place(c, "stripe");
    const pi = await c.call(createPaymentIntent, { path: "/api/create-payment-intent", body: { orderId: o.id } });
    const intentId = String(pi.json.clientSecret).split("_secret_")[0];
    const event = JSON.stringify({
      id: "evt_stripe_low",
      type: "payment_intent.succeeded",
      data: { object: { id: intentId, amount: 100, amount_received: 100, currency: "inr", metadata: { orderId: o.id } } },
    });
    const r = await new TestClient("demo.localhost:3000").call(stripeWebhook, { path: "/api/stripe/webhook", rawBody: event, headers: { "stripe-signature": stripeSignatureHeader("whsec_demo", event) } });
    expect(r.status).toBe(200);
    const row = await orderRow(o.id);
    expect(row.status).toBe("failed");
    expect(await quantityOf(o.productId)).toBe(o.stockAfter + 1);
    const txs = await txOf(o.id);
    expect(txs.map((t) => t.status)).toEqual(["amount_mismatch"]);
  });

  it("abandoning cancels the intent at Stripe, so no later payment can succeed", async () => {
    const c = await shopper();
    const o = await place(c, "stripe");
    const pi = await c.call(createPaymentIntent, { path: "/api/create-payment-intent", body: { orderId: o.id } });
    const r = await c.call(cancelOrder, { method: "POST", path: `/api/customers/orders/${o.id}/cancel`, params: { id: o.id } });
    expect(r.json).toMatchObject({ status: "cancelled" });
    expect(fake.stripeConfirm(String(pi.json.clientSecret), "pk_test_demo", "4242424242424242").status).toBe(400);
    expect(await quantityOf(o.productId)).toBe(o.stockAfter + 1);
  });
});

describe("PayPal", () => {
  it("creates and captures on the server with the store's credentials; paid for the right amount", async () => {
    const c = await shopper();
    const o = await place(c, "paypal");
    fake.reset();
    const created = await c.call(paypalOrder, { path: "/api/paypal/order", body: { orderId: o.id, amount: "1.00", currency: "USD", intent: "capture" } });
    expect(created.status).toBe(201);
    const ppId = String(created.json.id);
    const token = fake.requests.find((r) => r.path === "/v1/oauth2/token")!;
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from("pp_client_demo:pp_secret_demo").toString("base64")}`);
    const sent = JSON.parse(fake.requests.find((r) => r.path === "/v2/checkout/orders")!.body);
    expect(sent.purchase_units[0].amount).toEqual({ currency_code: "INR", value: (minor(o.total) / 100).toFixed(2) });

    // Capturing before the buyer approved is refused by PayPal: not paid.
    fake.paypalApprove(ppId);
    const cap = await c.call(paypalCapture, { method: "POST", path: `/api/paypal/order/${ppId}/capture`, params: { id: ppId } });
    expect(cap.json).toMatchObject({ paid: true, status: "paid" });
    expect(await txOf(o.id)).toHaveLength(1);
  });

  it("a capture for the wrong amount or currency never marks the order paid", async () => {
    for (const controls of [{ paypalCaptureValue: "1.00" }, { paypalCaptureCurrency: "USD" }]) {
      const c = await shopper();
      const o = await place(c, "paypal");
      const created = await c.call(paypalOrder, { path: "/api/paypal/order", body: { orderId: o.id } });
      const ppId = String(created.json.id);
      fake.paypalApprove(ppId);
      fake.controls = { ...controls };
      const cap = await c.call(paypalCapture, { method: "POST", path: `/api/paypal/order/${ppId}/capture`, params: { id: ppId } });
      fake.controls = {};
      expect(cap.json).toMatchObject({ paid: false, status: "failed" });
      expect((await orderRow(o.id)).status).toBe("failed");
      expect(await quantityOf(o.productId)).toBe(o.stockAfter + 1);
      expect((await txOf(o.id)).map((t) => t.status)).toEqual(["amount_mismatch"]);
    }
  });

  it("an unapproved capture fails, and another customer cannot capture someone's PayPal order", async () => {
    const c = await shopper();
    const o = await place(c, "paypal");
    const created = await c.call(paypalOrder, { path: "/api/paypal/order", body: { orderId: o.id } });
    const ppId = String(created.json.id);
    const intruder = await shopper();
    expect((await intruder.call(paypalCapture, { method: "POST", path: `/api/paypal/order/${ppId}/capture`, params: { id: ppId } })).status).toBe(404);
    expect((await intruder.call(paypalOrder, { path: "/api/paypal/order", body: { orderId: o.id } })).status).toBe(404);
    const cap = await c.call(paypalCapture, { method: "POST", path: `/api/paypal/order/${ppId}/capture`, params: { id: ppId } });
    expect(cap.json).toMatchObject({ paid: false, status: "failed" });
  });
});

describe("the owner sees payments", () => {
  it("lists paid orders with their transactions, platform fee and net amount", async () => {
    const owner = new TestClient("demo.localhost:3000");
    await owner.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } });
    const list = (await owner.call(listOrders, { path: "/api/orders" })).json as unknown as { status: string; transactions: { platformFee: string; netAmount: string; gatewayTransactionId: string }[]; platformFee: string }[];
    const paid = list.filter((o) => o.status === "paid");
    expect(paid.length).toBeGreaterThanOrEqual(4);
    for (const o of paid) {
      expect(o.transactions.length).toBeGreaterThanOrEqual(1);
      expect(Number(o.platformFee)).toBeGreaterThan(0);
    }
  });

  it("a customer's order list shows their payment details without fees", async () => {
    const c = await shopper();
    const o = await place(c, "razorpay");
    const created = await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: o.id } });
    await c.call(razorpayVerify, { path: "/api/razorpay/verify-payment", body: { orderId: o.id, ...fake.razorpayPay(String(created.json.id))! } });
    const mine = (await c.call(customerOrders, { path: "/api/customers/orders" })).json as unknown as { transactions: Record<string, unknown>[] }[];
    expect(mine[0].transactions[0]).toMatchObject({ paymentMethod: "razorpay", gatewayTransactionId: expect.stringMatching(/^pay_/) });
    expect(mine[0].transactions[0]).not.toHaveProperty("platformFee");
  });
});
