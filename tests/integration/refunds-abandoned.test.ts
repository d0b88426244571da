import { eq } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { GET as cronAbandoned } from "@/app/api/cron/abandoned-orders/route";
import { GET as customerOrders } from "@/app/api/customers/orders/route";
import { POST as refund } from "@/app/api/orders/[id]/refund/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { POST as paypalCapture } from "@/app/api/paypal/order/[id]/capture/route";
import { POST as paypalOrder } from "@/app/api/paypal/order/route";
import { POST as paypalWebhook } from "@/app/api/paypal/webhook/route";
import { POST as razorpayCreate } from "@/app/api/razorpay/create-order/route";
import { POST as razorpayVerify } from "@/app/api/razorpay/verify-payment/route";
import { POST as stripeConfirm } from "@/app/api/stripe/confirm/route";
import { GET as tenantStats } from "@/app/api/tenant/stats/route";
import { closeDb } from "@/db/client";
import { orders } from "@/db/schema";
import { toMinor } from "@/lib/money";
import { sweepAbandonedOrders } from "@/lib/jobs/abandoned-orders";
import { fakePayPalWebhookHeaders, type FakeProvider } from "../fakes/payment-provider";
import { setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";
import { demoShopper, orderRows, saveDemoPaymentKeys, SHIPPING_ADDRESS, startFakePayments, stopFakePayments } from "./helpers/payments";

/**
 * Refunds through each provider, PayPal webhooks replayed out of order, and the abandoned-order job —
 * all against the local fake provider on a real database.
 */
const ctx = setupTestDatabase();
let fake: FakeProvider;
let demoId = "";
const CRON_SECRET = "cron-secret-for-tests-0123456789";

const KEYS = {
  razorpayEnabled: true,
  razorpayKeyId: "rzp_test_demo",
  razorpayKeySecret: "rzp_secret_demo",
  stripeEnabled: true,
  stripePublicKey: "pk_test_demo",
  stripeSecretKey: "sk_test_demo",
  stripeWebhookSecret: "whsec_demo",
  paypalEnabled: true,
  paypalClientId: "pp_client_demo",
  paypalClientSecret: "pp_secret_demo",
  paypalWebhookId: "WH-DEMO-1",
};

const owner = (host = "demo.localhost:3000", email?: string) => signInStaff(host, email);

beforeAll(async () => {
  process.env.CRON_SECRET = CRON_SECRET;
  fake = await startFakePayments();
  demoId = await saveDemoPaymentKeys(ctx.db, KEYS);
});

afterAll(async () => {
  delete process.env.CRON_SECRET;
  await stopFakePayments(fake);
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const address = SHIPPING_ADDRESS;
const shopper = () => demoShopper("rf-", { firstName: "Re", lastName: "Fund" });
const { stockedProduct, quantityOf, orderRow, txOf } = orderRows(ctx);
const minor = (s: string) => toMinor(s);

async function place(c: TestClient, method: "razorpay" | "stripe" | "paypal", qty = 2) {
  const p = await stockedProduct(demoId, 30);
  const before = await quantityOf(p.id);
  const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: method, items: [{ productId: p.id, quantity: qty, price: "1.00" }], total: "1.00" } });
  expect(r.status).toBe(201);
  return { id: String(r.json.id), total: String(r.json.total), productId: p.id, before, qty };
}

async function paidByStripe() {
  const c = await shopper();
  const o = await place(c, "stripe");
  const pi = await c.call(createPaymentIntent, { path: "/api/create-payment-intent", body: { orderId: o.id } });
  expect(fake.stripeConfirm(String(pi.json.clientSecret), "pk_test_demo", "4242424242424242").status).toBe(200);
  expect((await c.call(stripeConfirm, { path: "/api/stripe/confirm", body: { orderId: o.id } })).json).toMatchObject({ paid: true });
  return { c, o, intentId: String(pi.json.clientSecret).split("_secret_")[0] };
}

async function paidByPayPal() {
  const c = await shopper();
  const o = await place(c, "paypal");
  const pp = await c.call(paypalOrder, { path: "/api/paypal/order", body: { orderId: o.id } });
  fake.paypalApprove(String(pp.json.id));
  expect((await c.call(paypalCapture, { path: `/api/paypal/order/${pp.json.id}/capture`, params: { id: String(pp.json.id) } })).json).toMatchObject({ paid: true });
  return { c, o, paypalOrderId: String(pp.json.id) };
}

describe("refunds", () => {
  it("Stripe: a partial refund, then the rest; net, fee and the customer's 'refunded' follow; the SDK sends idempotency keys", async () => {
    const { c, o, intentId } = await paidByStripe();
    const own = await owner();
    const statsBefore = (await own.call(tenantStats, { path: "/api/tenant/stats" })).json as { totalRevenue: string };
    fake.requests = [];
    const part = await own.call(refund, { path: `/api/orders/${o.id}/refund`, params: { id: o.id }, body: { amount: "10.00" } });
    expect(part.status).toBe(200);
    expect(part.json).toMatchObject({ status: "paid", refundedAmount: "10.00" });
    const sent = fake.requests.find((r) => r.path === "/v1/refunds")!;
    expect(sent.headers["idempotency-key"]).toBe(`refund-${o.id}-0-1000`);
    expect(new URLSearchParams(sent.body).get("payment_intent")).toBe(intentId);
    expect(new URLSearchParams(sent.body).get("amount")).toBe("1000");

    const rest = await own.call(refund, { path: `/api/orders/${o.id}/refund`, params: { id: o.id }, body: {} });
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({ status: "refunded", refundedAmount: o.total, platformFee: "0.00", netAmount: "0.00" });
    const txs = await txOf(o.id);
    expect(txs.map((t) => [t.type, minor(t.amount)]).sort()).toEqual(
      [["payment", minor(o.total)], ["refund", -1000], ["refund", -(minor(o.total) - 1000)]].sort(),
    );
    // Nothing left to refund; refunds never give stock back (the owner decides what came back).
    expect((await own.call(refund, { path: `/api/orders/${o.id}/refund`, params: { id: o.id }, body: {} })).status).toBe(422);
    expect(await quantityOf(o.productId)).toBe(o.before - o.qty);

    // Printed for the record (the closing note shows these).
    console.info("[refund]", JSON.stringify({ order: o.id.slice(0, 8), total: o.total, status: (rest.json as { status: string }).status, refundedAmount: (rest.json as { refundedAmount: string }).refundedAmount, transactions: txs.map((t) => `${t.type} ${t.amount} fee ${t.platformFee} net ${t.netAmount}`) }));
    const mine = (await c.call(customerOrders, { path: "/api/customers/orders" })).json as unknown as { id: string; status: string }[];
    expect(mine.find((x) => x.id === o.id)?.status).toBe("refunded");
    const statsAfter = (await own.call(tenantStats, { path: "/api/tenant/stats" })).json as { totalRevenue: string };
    expect(minor(statsBefore.totalRevenue) - minor(statsAfter.totalRevenue)).toBe(minor(o.total));
  });

  it("a refusal shows the provider's message and writes nothing; more than paid is refused before asking", async () => {
    const { o } = await paidByStripe();
    const own = await owner();
    const tooMuch = await own.call(refund, { path: `/api/orders/${o.id}/refund`, params: { id: o.id }, body: { amount: String(Number(o.total) + 1) } });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json.errors?.amount).toMatch(/At most/);
    fake.controls.refundError = "Charge ch_123 has been disputed.";
    const refused = await own.call(refund, { path: `/api/orders/${o.id}/refund`, params: { id: o.id }, body: { amount: "5" } });
    fake.controls.refundError = null;
    expect(refused.status).toBe(502);
    expect(refused.json.message).toBe("The payment provider refused the refund: Charge ch_123 has been disputed.");
    expect((await txOf(o.id)).filter((t) => t.type === "refund")).toHaveLength(0);
    expect((await orderRow(o.id)).refundedAmount).toBe("0.00");
    const bad = await own.call(refund, { path: `/api/orders/${o.id}/refund`, params: { id: o.id }, body: { amount: "abc" } });
    expect(bad.status).toBe(400);
  });

  it("Razorpay and PayPal refunds go through their APIs", async () => {
    const c = await shopper();
    const o = await place(c, "razorpay");
    const created = await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: o.id } });
    const paid = fake.razorpayPay(String(created.json.id))!;
    expect((await c.call(razorpayVerify, { path: "/api/razorpay/verify-payment", body: { ...paid, orderId: o.id } })).status).toBe(200);
    const own = await owner();
    const r1 = await own.call(refund, { path: `/api/orders/${o.id}/refund`, params: { id: o.id }, body: {} });
    expect(r1.json).toMatchObject({ status: "refunded" });
    expect(fake.refundedOf(paid.razorpay_payment_id)).toBe(minor(o.total));

    const { o: po } = await paidByPayPal();
    const r2 = await own.call(refund, { path: `/api/orders/${po.id}/refund`, params: { id: po.id }, body: { amount: "1.50" } });
    expect(r2.json).toMatchObject({ status: "paid", refundedAmount: "1.50" });
    fake.controls.refundError = "Capture is locked";
    const r3 = await own.call(refund, { path: `/api/orders/${po.id}/refund`, params: { id: po.id }, body: {} });
    fake.controls.refundError = null;
    expect(r3.json.message).toBe("The payment provider refused the refund: Capture is locked");
  });

  it("only the store's owner can refund: a customer, a visitor and another store's owner cannot", async () => {
    const { c, o } = await paidByStripe();
    const path = `/api/orders/${o.id}/refund`;
    expect((await new TestClient("demo.localhost:3000").call(refund, { path, params: { id: o.id }, body: {} })).status).toBe(401);
    expect((await c.call(refund, { path, params: { id: o.id }, body: {} })).status).toBe(403);
    const other = await owner("gadgets.localhost:3000", "owner2@example.com");
    const r = await other.call(refund, { path, params: { id: o.id }, body: {} });
    expect(r.status).toBe(404);
    expect((await orderRow(o.id)).status).toBe("paid");
  });
});

describe("PayPal webhook", () => {
  const send = (event: object, headers?: Record<string, string>) => {
    const raw = JSON.stringify(event);
    return new TestClient("demo.localhost:3000").call(paypalWebhook, {
      path: "/api/paypal/webhook",
      rawBody: raw,
      headers: { "content-type": "application/json", origin: "https://api.paypal.com", ...(headers ?? fakePayPalWebhookHeaders(KEYS.paypalWebhookId, event)) },
    });
  };

  it("refuses unsigned and wrongly signed events", async () => {
    const ev = { id: "WH-EVT-X", event_type: "PAYMENT.CAPTURE.COMPLETED", resource: { id: "CAP" } };
    expect((await send(ev, {})).status).toBe(400);
    expect((await send(ev, fakePayPalWebhookHeaders("WH-OTHER", ev))).status).toBe(400);
    // Another store's address never applies this store's events (it has its own webhook id, or none).
    const raw = JSON.stringify(ev);
    const other = await new TestClient("gadgets.localhost:3000").call(paypalWebhook, { path: "/api/paypal/webhook", rawBody: raw, headers: fakePayPalWebhookHeaders(KEYS.paypalWebhookId, ev) });
    expect(other.status).toBe(400);
  });

  it("capture completed and refunded, each delivered three times and out of order: paid once, refunded once", async () => {
    const c = await shopper();
    const o = await place(c, "paypal");
    const pp = await c.call(paypalOrder, { path: "/api/paypal/order", body: { orderId: o.id } });
    const value = o.total;
    const completed = {
      id: "WH-EVT-COMPLETED",
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource: { id: "CAPTURE1", status: "COMPLETED", amount: { currency_code: "INR", value }, custom_id: o.id, supplementary_data: { related_ids: { order_id: pp.json.id } } },
    };
    const refunded = {
      id: "WH-EVT-REFUNDED",
      event_type: "PAYMENT.CAPTURE.REFUNDED",
      resource: { id: "REFUND1", status: "COMPLETED", amount: { currency_code: "INR", value }, links: [{ rel: "up", href: "https://api.paypal.com/v2/payments/captures/CAPTURE1" }] },
    };
    const answers: number[] = [];
    for (const ev of [refunded, completed, refunded, completed, completed, refunded]) answers.push((await send(ev)).status);
    // The first refund came before its capture: 409, so PayPal delivers it again; the rest are 200.
    expect(answers).toEqual([409, 200, 200, 200, 200, 200]);
    const row = await orderRow(o.id);
    console.info("[paypal-webhook]", JSON.stringify({ sent: ["REFUNDED", "COMPLETED", "REFUNDED", "COMPLETED", "COMPLETED", "REFUNDED"], answers, status: row.status, refundedAmount: row.refundedAmount, transactions: (await txOf(o.id)).map((t) => `${t.type} ${t.amount}`) }));
    expect(row.status).toBe("refunded");
    expect(row.refundedAmount).toBe(value);
    const txs = await txOf(o.id);
    expect(txs.map((t) => t.type).sort()).toEqual(["payment", "refund"]);
  });

  it("a denied capture fails the unpaid order and gives its stock back once", async () => {
    const c = await shopper();
    const o = await place(c, "paypal");
    const pp = await c.call(paypalOrder, { path: "/api/paypal/order", body: { orderId: o.id } });
    const denied = { id: "WH-EVT-DENIED", event_type: "PAYMENT.CAPTURE.DENIED", resource: { id: "CAPTURE2", status: "DENIED", supplementary_data: { related_ids: { order_id: pp.json.id } } } };
    for (let i = 0; i < 3; i++) expect((await send(denied)).status).toBe(200);
    expect((await orderRow(o.id)).status).toBe("failed");
    expect(await quantityOf(o.productId)).toBe(o.before);
  });
});

describe("abandoned orders", () => {
  const age = (id: string, minutes: number) => ctx.db.update(orders).set({ createdAt: new Date(Date.now() - minutes * 60_000) }).where(eq(orders.id, id));

  it("asks the provider: paid after all -> paid; nothing paid -> cancelled with the stock back exactly once", async () => {
    const c = await shopper();
    // A Stripe intent the shopper never paid.
    const s = await place(c, "stripe");
    await c.call(createPaymentIntent, { path: "/api/create-payment-intent", body: { orderId: s.id } });
    // A Razorpay payment made in the popup, but the tab closed before our verify call.
    const r = await place(c, "razorpay");
    const created = await c.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId: r.id } });
    fake.razorpayPay(String(created.json.id));
    // A young unpaid order is left alone.
    const young = await place(c, "stripe");
    await age(s.id, 31);
    await age(r.id, 45);

    const stockBefore = await quantityOf(s.productId);
    const first = await sweepAbandonedOrders();
    expect(first).toMatchObject({ ran: true, paid: 1, cancelled: 1, errors: 0 });
    expect((await orderRow(s.id)).status).toBe("cancelled");
    // The sweep gave the cancelled order's units back, once (measured around the sweep: other test files order the
    // same demo product meanwhile, so a figure from before the orders were placed could drift).
    expect(await quantityOf(s.productId)).toBe(stockBefore + s.qty);
    const intent = [...fake.intents.values()].find((i) => i.metadata.orderId === s.id)!;
    expect(intent.status).toBe("canceled");
    expect((await orderRow(r.id)).status).toBe("paid");
    expect(await txOf(r.id)).toHaveLength(1);
    expect((await orderRow(young.id)).status).toBe("pending");

    // A second run (and the cron route) changes nothing: the stock came back once.
    const stockNow = await quantityOf(s.productId);
    console.info("[abandoned]", JSON.stringify({ run1: first, stripeOrder: (await orderRow(s.id)).status, razorpayOrder: (await orderRow(r.id)).status, youngOrder: (await orderRow(young.id)).status, stockBefore, stockAfterRun1: stockNow }));
    expect(await sweepAbandonedOrders()).toMatchObject({ ran: true, checked: 0 });
    const cron = await new TestClient("localhost:3000").call(cronAbandoned, { path: "/api/cron/abandoned-orders", headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(cron.status).toBe(200);
    expect(cron.json).toMatchObject({ ran: true, checked: 0 });
    expect(await quantityOf(s.productId)).toBe(stockNow);
    console.info("[abandoned]", JSON.stringify({ run2: "checked 0", cronRoute: cron.json, stockAfterRun2AndCron: await quantityOf(s.productId) }));
  });

  it("the cron route needs the secret", async () => {
    const anon = new TestClient("localhost:3000");
    expect((await anon.call(cronAbandoned, { path: "/api/cron/abandoned-orders" })).status).toBe(401);
    expect((await anon.call(cronAbandoned, { path: "/api/cron/abandoned-orders", headers: { authorization: "Bearer wrong-secret-wrong-secret-xx" } })).status).toBe(401);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("one instance at a time: a run finds the advisory lock taken and does nothing", async () => {
    const other = new Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("select pg_advisory_xact_lock(724154)");
      expect(await sweepAbandonedOrders()).toEqual({ ran: false, checked: 0, paid: 0, cancelled: 0, errors: 0 });
      await other.query("rollback");
      expect((await sweepAbandonedOrders()).ran).toBe(true);
    } finally {
      await other.end();
    }
  });
});
