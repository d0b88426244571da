import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as cancelOrder } from "@/app/api/orders/[id]/cancel/route";
import { POST as fulfil } from "@/app/api/orders/[id]/fulfillments/route";
import { POST as refund } from "@/app/api/orders/[id]/refund/route";
import { GET as getOrder } from "@/app/api/orders/[id]/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { POST as paypalCapture } from "@/app/api/paypal/order/[id]/capture/route";
import { POST as paypalOrder } from "@/app/api/paypal/order/route";
import { POST as stripeConfirm } from "@/app/api/stripe/confirm/route";
import { closeDb } from "@/db/client";
import { fulfillments, transactions } from "@/db/schema";
import { toMinor } from "@/lib/money";
import type { FakeProvider } from "../fakes/payment-provider";
import { signInStaff } from "./helpers/auth";
import { setupTestDatabase } from "./helpers/db";
import type { TestClient } from "./helpers/http";
import { demoShopper, orderRows, saveDemoPaymentKeys, SHIPPING_ADDRESS, startFakePayments, stopFakePayments } from "./helpers/payments";

/**
 * Issue 37, item 2: an owner's refund, cancel, shipment or status change carries an Idempotency-Key (one per
 * attempt, reused by that attempt's retry), so a retry whose first answer was lost does the thing once.
 * Before the fix a partial refund retried after its answer was lost refunded twice: the provider's key was
 * built from the amount refunded so far, which the first refund had changed.
 */
const ctx = setupTestDatabase();
let fake: FakeProvider;
let demoId = "";
let owner: TestClient;

const KEYS = {
  stripeEnabled: true,
  stripePublicKey: "pk_test_demo",
  stripeSecretKey: "sk_test_demo",
  stripeWebhookSecret: "whsec_demo",
  paypalEnabled: true,
  paypalClientId: "pp_client_demo",
  paypalClientSecret: "pp_secret_demo",
  paypalWebhookId: "WH-DEMO-1",
};

beforeAll(async () => {
  fake = await startFakePayments();
  demoId = await saveDemoPaymentKeys(ctx.db, KEYS);
  owner = await signInStaff("demo.localhost:3000");
});

afterAll(async () => {
  await stopFakePayments(fake);
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const { stockedProduct } = orderRows(ctx);

async function place(c: TestClient, method: "stripe" | "paypal" | "cod", qty = 3) {
  const p = await stockedProduct(demoId, 30);
  const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: SHIPPING_ADDRESS, paymentMethod: method, items: [{ productId: p.id, quantity: qty }] } });
  expect(r.status).toBe(201);
  return { id: String(r.json.id), total: String(r.json.total) };
}

async function paidByStripe() {
  const c = await demoShopper("rr-");
  const o = await place(c, "stripe");
  const pi = await c.call(createPaymentIntent, { path: "/api/create-payment-intent", body: { orderId: o.id } });
  expect(fake.stripeConfirm(String(pi.json.clientSecret), "pk_test_demo", "4242424242424242").status).toBe(200);
  expect((await c.call(stripeConfirm, { path: "/api/stripe/confirm", body: { orderId: o.id } })).json).toMatchObject({ paid: true });
  return { ...o, intentId: String(pi.json.clientSecret).split("_secret_")[0] };
}

async function paidByPayPal() {
  const c = await demoShopper("rr-");
  const o = await place(c, "paypal");
  const pp = await c.call(paypalOrder, { path: "/api/paypal/order", body: { orderId: o.id } });
  fake.paypalApprove(String(pp.json.id));
  expect((await c.call(paypalCapture, { path: `/api/paypal/order/${pp.json.id}/capture`, params: { id: String(pp.json.id) } })).json).toMatchObject({ paid: true });
  const capture = [...fake.paypalOrders.get(String(pp.json.id))!.purchase_units[0].payments!.captures] as { id: string }[];
  return { ...o, captureId: capture[0].id };
}

const refundCall = (id: string, body: Record<string, unknown>, key?: string) =>
  owner.call(refund, { path: `/api/orders/${id}/refund`, params: { id }, body, headers: key ? { "Idempotency-Key": key } : {} });
const refundRows = async (id: string) =>
  (await ctx.db.select().from(transactions).where(and(eq(transactions.orderId, id), eq(transactions.type, "refund")))).map((t) => t.amount);

describe("refunds retried with the same Idempotency-Key", () => {
  it("a partial refund whose answer was lost, retried with its key, refunds once (was twice)", async () => {
    const o = await paidByStripe();
    const key = randomUUID();
    const first = await refundCall(o.id, { amount: "10.00" }, key);
    expect(first.status).toBe(200);
    // The answer never reached the browser: its retry sends the same request with the same key.
    const retry = await refundCall(o.id, { amount: "10.00" }, key);
    expect(retry.status).toBe(200);
    expect(fake.refundedOf(o.intentId)).toBe(1000);
    expect(await refundRows(o.id)).toEqual(["-10.00"]);
    expect(retry.json).toMatchObject({ refundedAmount: "10.00", status: "paid" });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
  });

  it("the provider's answer was lost (the refund happened there): the retry with the same key is the same refund", async () => {
    const o = await paidByPayPal();
    const key = randomUUID();
    fake.controls.paypalDropRefundAnswers = 1;
    const first = await refundCall(o.id, { amount: "10.00" }, key);
    expect(first.status).toBe(502);
    expect(fake.refundedOf(o.captureId)).toBe(1000);
    expect(await refundRows(o.id)).toEqual([]);
    const retry = await refundCall(o.id, { amount: "10.00" }, key);
    expect(retry.status).toBe(200);
    expect(retry.json).toMatchObject({ refundedAmount: "10.00" });
    expect(fake.refundedOf(o.captureId)).toBe(1000);
    expect(await refundRows(o.id)).toEqual(["-10.00"]);
  });

  it("two different refunds of 10.00 (two keys) refund 20.00", async () => {
    const o = await paidByStripe();
    expect((await refundCall(o.id, { amount: "10.00" }, randomUUID())).status).toBe(200);
    const second = await refundCall(o.id, { amount: "10.00" }, randomUUID());
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(second.json).toMatchObject({ refundedAmount: "20.00" });
    expect(fake.refundedOf(o.intentId)).toBe(2000);
    expect((await refundRows(o.id)).sort()).toEqual(["-10.00", "-10.00"]);
  });

  it("concurrent duplicates with one key: one refund; the others wait and answer the same (or 409 'in progress')", async () => {
    const o = await paidByStripe();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => refundCall(o.id, { amount: "10.00" }, key)));
    console.log("[refund-retry] concurrent duplicates answered", answers.map((a) => `${a.status}${a.headers.get("idempotent-replayed") ? " replayed" : ""}`).join(", "));
    for (const a of answers) expect([200, 409]).toContain(a.status);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.status === 200 && a.headers.get("idempotent-replayed") !== "true")).toHaveLength(1);
    expect(fake.refundedOf(o.intentId)).toBe(1000);
    expect(await refundRows(o.id)).toEqual(["-10.00"]);
  });

  it("the same key for another refund is refused (422), as POST /api/orders refuses it", async () => {
    const o = await paidByStripe();
    const key = randomUUID();
    expect((await refundCall(o.id, { amount: "10.00" }, key)).status).toBe(200);
    const other = await refundCall(o.id, { amount: "5.00" }, key);
    expect(other.status).toBe(422);
    expect(other.json.errors?.["Idempotency-Key"]).toMatch(/already used/);
    expect(fake.refundedOf(o.intentId)).toBe(1000);
  });

  it("a malformed key is a 400 naming the header", async () => {
    const o = await paidByStripe();
    const r = await refundCall(o.id, { amount: "10.00" }, "has spaces in it");
    expect(r.status).toBe(400);
    expect(r.json.errors?.["Idempotency-Key"]).toBeTruthy();
  });
});

describe("cancel, ship and status retried with the same Idempotency-Key", () => {
  it("cancel of a paid order: the retry answers the cancelled order (not 409) and refunds once", async () => {
    const o = await paidByStripe();
    const key = randomUUID();
    const call = () => owner.call(cancelOrder, { path: `/api/orders/${o.id}/cancel`, params: { id: o.id }, body: { reason: "Asked" }, headers: { "Idempotency-Key": key } });
    expect((await call()).status).toBe(200);
    const retry = await call();
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.json).toMatchObject({ status: "cancelled" });
    expect(fake.refundedOf(o.intentId)).toBe(toMinor(o.total));
    // Without a key a second cancel is still the API's 409.
    expect((await owner.call(cancelOrder, { path: `/api/orders/${o.id}/cancel`, params: { id: o.id }, body: {} })).status).toBe(409);
  });

  it("a shipment retried with its key ships once; a new key ships the rest", async () => {
    const c = await demoShopper("rr-");
    const o = await place(c, "cod", 3);
    const view = (await owner.call(getOrder, { path: `/api/orders/${o.id}`, params: { id: o.id } })).json as { items: { id: string }[] };
    const body = { items: [{ orderItemId: view.items[0].id, quantity: 1 }], carrier: "DHL", trackingNumber: "T-1" };
    const key = randomUUID();
    const ship = (k: string, b = body) => owner.call(fulfil, { path: `/api/orders/${o.id}/fulfillments`, params: { id: o.id }, body: b, headers: { "Idempotency-Key": k } });
    expect((await ship(key)).status).toBe(201);
    const retry = await ship(key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await ctx.db.select().from(fulfillments).where(eq(fulfillments.orderId, o.id))).toHaveLength(1);
    expect((await ship(randomUUID(), { ...body, items: [{ orderItemId: view.items[0].id, quantity: 2 }] })).status).toBe(201);
    expect(await ctx.db.select().from(fulfillments).where(eq(fulfillments.orderId, o.id))).toHaveLength(2);
  });

  it("a status change retried with its key answers the same; the key for another status is refused", async () => {
    const c = await demoShopper("rr-");
    const o = await place(c, "cod", 1);
    const key = randomUUID();
    const patch = (status: string, k = key) => owner.call(setStatus, { method: "PATCH", path: `/api/orders/${o.id}/status`, params: { id: o.id }, body: { status }, headers: { "Idempotency-Key": k } });
    expect((await patch("paid")).status).toBe(200);
    const retry = await patch("paid");
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await ctx.db.select().from(transactions).where(eq(transactions.orderId, o.id))).toHaveLength(1);
    expect((await patch("processing")).status).toBe(422);
    expect((await patch("processing", randomUUID())).status).toBe(200);
  });
});
