import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createToken } from "@/app/api/api-tokens/route";
import { GET as invoiceRoute, POST as payRoute } from "@/app/api/checkout/pay/[token]/route";
import { POST as completeRoute } from "@/app/api/draft-orders/[id]/complete/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/draft-orders/[id]/route";
import { POST as sendInvoiceRoute } from "@/app/api/draft-orders/[id]/send-invoice/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/draft-orders/route";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { GET as exportOrders } from "@/app/api/orders/export/route";
import { GET as listOrders } from "@/app/api/orders/route";
import { POST as createTaxRule } from "@/app/api/tax-rules/route";
import { POST as paypalCapture } from "@/app/api/paypal/order/[id]/capture/route";
import { POST as paypalOrder } from "@/app/api/paypal/order/route";
import { POST as razorpayCreate } from "@/app/api/razorpay/create-order/route";
import { POST as razorpayVerify } from "@/app/api/razorpay/verify-payment/route";
import { POST as stripeConfirm } from "@/app/api/stripe/confirm/route";
import { activityEntries, draftOrders, mailMessages, orders, productVariants, products, taxRules, tenants } from "@/db/schema";
import { renderMessage } from "@/lib/jobs/mail-render";
import { toMinor } from "@/lib/money";
import type { FakeProvider } from "../fakes/payment-provider";
import { signInStaff } from "./helpers/auth";
import { setStock, setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";
import { saveDemoPaymentKeys, startFakePayments, stopFakePayments } from "./helpers/payments";

/**
 * Draft orders (issue 45 §2, record 0153): built by hand and priced by the checkout's function, completed once
 * however many completions race (stock taken once), paid from the mailed invoice link through the checkout's own
 * payment calls, and another store's owner reaches none of them (404).
 */
const ctx = setupTestDatabase();
const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";

let owner: TestClient;
let gadgetsOwner: TestClient;
let fake: FakeProvider;
let demoId = "";
let variant: { id: string; productId: string; price: string };
let gadgetsVariantId = "";

type Draft = { id: string; status: string; orderId: string | null; quote: Record<string, string>; lines: { custom: boolean; title: string; price: string }[] };
type Order = { id: string; status: string; source: string; draftOrderId: string | null; total: string; items: { productName: string; quantity: number }[] };

async function stockOf(variantId: string) {
  const [v] = await ctx.db.select().from(productVariants).where(eq(productVariants.id, variantId));
  return v.quantity;
}

async function create(body: Record<string, unknown>, c = owner, host = DEMO) {
  return c.call(createRoute, { path: "/api/draft-orders", host, body });
}

const phoneOrder = () => ({
  email: "walkin@example.com",
  customerName: "Walk In",
  lines: [
    { variantId: variant.id, quantity: 2 },
    { title: "Gift wrapping", price: "50.00", quantity: 1, taxable: false },
  ],
  discount: { type: "fixed", value: "10.00", reason: "Regular" },
  shippingLine: { title: "Courier", price: "40.00" },
  note: "Called on Monday",
});

beforeAll(async () => {
  owner = await signInStaff(DEMO);
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  const [demo] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const [gadgets] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
  demoId = demo.id;
  const [p] = (await ctx.db.select().from(products).where(and(eq(products.tenantId, demo.id), eq(products.status, "active")))).filter((x) => x.options.length === 0);
  await setStock(ctx.db, p.id, { quantity: 100, trackQuantity: true });
  const [v] = await ctx.db.select().from(productVariants).where(eq(productVariants.productId, p.id));
  variant = { id: v.id, productId: p.id, price: v.price };
  const [gv] = await ctx.db.select().from(productVariants).where(eq(productVariants.tenantId, gadgets.id)).limit(1);
  gadgetsVariantId = gv.id;
  fake = await startFakePayments();
  await saveDemoPaymentKeys(ctx.db, { razorpayEnabled: true, razorpayKeyId: "rzp_test_demo", razorpayKeySecret: "rzp_secret_demo", razorpayWebhookSecret: "rzp_whsec_demo" });
});

afterAll(async () => {
  await stopFakePayments(fake);
});

describe("POST /api/draft-orders", () => {
  it("prices variant and custom lines with the checkout's function: subtotal, discount, shipping, tax, total", async () => {
    const r = await create(phoneOrder());
    expect(r.status).toBe(201);
    const d = r.json as unknown as Draft;
    expect(d).toMatchObject({ status: "open", orderId: null });
    expect(d.lines.map((l) => l.custom)).toEqual([false, true]);
    const subtotal = toMinor(variant.price) * 2 + 5000;
    expect(toMinor(d.quote.subtotal)).toBe(subtotal);
    expect(d.quote.discount).toBe("10.00");
    expect(d.quote.shipping).toBe("40.00");
    const tax = toMinor(d.quote.tax);
    const inclusive = (d.quote as unknown as { taxInclusive: boolean }).taxInclusive;
    expect(toMinor(d.quote.total)).toBe(subtotal - 1000 + 4000 + (inclusive ? 0 : tax));
    // Nothing is reserved by a draft.
    expect(await stockOf(variant.id)).toBe(100);
    const [entry] = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.resourceId, d.id), eq(activityEntries.action, "draft_order.created")));
    expect(entry).toBeTruthy();
  });

  it("refuses bad input: another store's variant 404, a negative custom price 400, no customer 400, nothing written", async () => {
    const before = (await ctx.db.select().from(draftOrders)).length;
    const foreign = await create({ email: "x@example.com", lines: [{ variantId: gadgetsVariantId, quantity: 1 }] });
    expect(foreign.status).toBe(404);
    const negative = await create({ email: "x@example.com", lines: [{ title: "Refund me", price: "-5.00", quantity: 1, taxable: true }] });
    expect(negative.status).toBe(400);
    expect(negative.json).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    expect((await create({ lines: [{ title: "X", price: "1.00", quantity: 1 }] })).status).toBe(400);
    expect((await create({ email: "x@example.com", lines: [] })).status).toBe(400);
    expect((await create({ email: "x@example.com", lines: [{ title: "X", price: "1.00", quantity: 1 }], discount: { type: "percentage", value: "150", reason: null } })).status).toBe(400);
    expect((await ctx.db.select().from(draftOrders)).length).toBe(before);
  });

  it("edits, lists and deletes an open draft", async () => {
    const d = (await create(phoneOrder())).json as unknown as Draft;
    const patched = await owner.call(patchRoute, { method: "PATCH", path: `/api/draft-orders/${d.id}`, params: { id: d.id }, body: { lines: [{ title: "Cake", price: "300", quantity: 1, taxable: true }], shippingLine: null } });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ lines: [{ title: "Cake", price: "300.00" }], quote: { shipping: "0.00" } });
    expect((await owner.call(patchRoute, { method: "PATCH", path: `/api/draft-orders/${d.id}`, params: { id: d.id }, body: { customerId: null } })).status).toBe(400);
    const listed = await owner.call(listRoute, { path: "/api/draft-orders?page=1" });
    expect(listed.status).toBe(200);
    expect((listed.json as unknown as { items: Draft[] }).items.some((x) => x.id === d.id)).toBe(true);
    expect((await owner.call(deleteRoute, { method: "DELETE", path: `/api/draft-orders/${d.id}`, params: { id: d.id } })).status).toBe(200);
    expect((await owner.call(getRoute, { path: `/api/draft-orders/${d.id}`, params: { id: d.id } })).status).toBe(404);
  });
});

describe("POST /api/draft-orders/{id}/complete", () => {
  it("makes one order, source draft, carrying draftOrderId; completing again answers the same order", async () => {
    const d = (await create(phoneOrder())).json as unknown as Draft;
    const stock = await stockOf(variant.id);
    const r = await owner.call(completeRoute, { path: `/api/draft-orders/${d.id}/complete`, params: { id: d.id }, body: { paymentStatus: "paid" } });
    expect(r.status).toBe(201);
    const o = r.json as unknown as Order;
    expect(o).toMatchObject({ status: "paid", source: "draft", draftOrderId: d.id, total: d.quote.total });
    expect(o.items.map((i) => i.productName)).toContain("Gift wrapping");
    expect(await stockOf(variant.id)).toBe(stock - 2);
    const again = await owner.call(completeRoute, { path: `/api/draft-orders/${d.id}/complete`, params: { id: d.id }, body: { paymentStatus: "pending" } });
    expect(again.status).toBe(200);
    expect((again.json as unknown as Order).id).toBe(o.id);
    expect(await stockOf(variant.id)).toBe(stock - 2);
    // The order's placement entry (which raises orders/created) and the draft's completion entry.
    const placed = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.resourceId, o.id), eq(activityEntries.action, "order.placed")));
    expect(placed).toHaveLength(1);
    const done = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.resourceId, d.id), eq(activityEntries.action, "draft_order.completed")));
    expect(done).toHaveLength(1);
    // A completed draft is the order's record: no edit, no delete, no invoice.
    expect((await owner.call(patchRoute, { method: "PATCH", path: `/api/draft-orders/${d.id}`, params: { id: d.id }, body: { note: "x" } })).status).toBe(409);
    expect((await owner.call(deleteRoute, { method: "DELETE", path: `/api/draft-orders/${d.id}`, params: { id: d.id } })).status).toBe(409);
    expect((await owner.call(sendInvoiceRoute, { path: `/api/draft-orders/${d.id}/send-invoice`, params: { id: d.id } })).status).toBe(409);
    // The list filter and the export know the source.
    const drafts = await owner.call(listOrders, { path: "/api/orders?source=draft" });
    expect((drafts.json as unknown as { orders: Order[] }).orders.every((x) => x.source === "draft")).toBe(true);
    expect((drafts.json as unknown as { orders: Order[] }).orders.some((x) => x.id === o.id)).toBe(true);
    const web = await owner.call(listOrders, { path: "/api/orders?source=web" });
    expect((web.json as unknown as { orders: Order[] }).orders.some((x) => x.id === o.id)).toBe(false);
    expect((await owner.call(listOrders, { path: "/api/orders?source=phone" })).status).toBe(400);
    const csv = await owner.call(exportOrders, { path: "/api/orders/export?source=draft" });
    expect(csv.text.split("\n")[0]).toContain("Source");
    expect(csv.text).toContain(",draft,");
  });

  it("10 completions of one draft at once give exactly one order and take the stock once", async () => {
    const d = (await create({ email: "race@example.com", lines: [{ variantId: variant.id, quantity: 3 }] })).json as unknown as Draft;
    const stock = await stockOf(variant.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => owner.call(completeRoute, { path: `/api/draft-orders/${d.id}/complete`, params: { id: d.id }, body: { paymentStatus: "pending" } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => (a.json as unknown as Order).id));
    expect(ids.size).toBe(1);
    const made = await ctx.db.select().from(orders).where(and(eq(orders.tenantId, demoId), eq(orders.draftOrderId, d.id)));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: "pending", paymentMethod: "cod", source: "draft" });
    expect(await stockOf(variant.id)).toBe(stock - 3);
  });

  it("a draft completed through an API token makes an order of source api", async () => {
    const t = await owner.call(createToken as never, { path: "/api/api-tokens", body: { name: "POS", scopes: ["write_orders", "read_orders"] } });
    expect(t.status).toBe(201);
    const token = String((t.json as { token: string }).token);
    const d = (await create({ email: "pos@example.com", lines: [{ title: "Tea", price: "20", quantity: 1, taxable: true }] })).json as unknown as Draft;
    const r = await new TestClient(DEMO).call(completeRoute, {
      path: `/api/draft-orders/${d.id}/complete`,
      params: { id: d.id },
      body: { paymentStatus: "paid" },
      headers: { authorization: `Bearer ${token}`, origin: "https://pos.example" },
    });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ source: "api", draftOrderId: d.id });
  });

  it("an out-of-stock variant refuses the completion with 422 and leaves the draft open", async () => {
    const d = (await create({ email: "short@example.com", lines: [{ variantId: variant.id, quantity: 1 }] })).json as unknown as Draft;
    await setStock(ctx.db, variant.productId, { quantity: 0, trackQuantity: true });
    const r = await owner.call(completeRoute, { path: `/api/draft-orders/${d.id}/complete`, params: { id: d.id }, body: { paymentStatus: "pending" } });
    expect(r.status).toBe(422);
    expect((await owner.call(getRoute, { path: `/api/draft-orders/${d.id}`, params: { id: d.id } })).json).toMatchObject({ status: "open", orderId: null });
    await setStock(ctx.db, variant.productId, { quantity: 100, trackQuantity: true });
  });
});

describe("the invoice link", () => {
  it("mails a link; the shopper pays the draft online through the checkout's payment calls; the link's order is source draft", async () => {
    const d = (await create(phoneOrder())).json as unknown as Draft;
    const sent = await owner.call(sendInvoiceRoute, { path: `/api/draft-orders/${d.id}/send-invoice`, params: { id: d.id } });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ status: "invoice_sent" });
    const [row] = await ctx.db.select().from(mailMessages).where(and(eq(mailMessages.kind, "draft-invoice"), eq(mailMessages.tenantId, demoId)));
    const rendered = await renderMessage(row);
    expect(rendered.to).toBe("walkin@example.com");
    const token = /\/checkout\/pay\/([A-Za-z0-9_-]+)/.exec(rendered.text)![1];
    expect(rendered.redact).toContain(token);

    const shopper = new TestClient(DEMO);
    const view = await shopper.call(invoiceRoute, { path: `/api/checkout/pay/${token}`, params: { token } });
    expect(view.status).toBe(200);
    expect(view.json).toMatchObject({ methods: ["razorpay"], quote: { total: d.quote.total }, paid: false });
    expect((await shopper.call(invoiceRoute, { path: `/api/checkout/pay/${"x".repeat(43)}`, params: { token: "x".repeat(43) } })).status).toBe(404);
    // Another store does not know the link.
    expect((await new TestClient(GADGETS).call(invoiceRoute, { path: `/api/checkout/pay/${token}`, params: { token } })).status).toBe(404);

    const stock = await stockOf(variant.id);
    const start = await shopper.call(payRoute, { path: `/api/checkout/pay/${token}`, params: { token }, body: { paymentMethod: "razorpay" } });
    expect(start.status).toBe(200);
    const orderId = String(start.json.orderId);
    expect(await stockOf(variant.id)).toBe(stock - 2);
    // Coming back to the link answers the same order.
    const again = await shopper.call(payRoute, { path: `/api/checkout/pay/${token}`, params: { token }, body: { paymentMethod: "razorpay" } });
    expect(again.json).toMatchObject({ orderId });

    const created = await shopper.call(razorpayCreate, { path: "/api/razorpay/create-order", body: { orderId } });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ amount: toMinor(d.quote.total) });
    const paid = fake.razorpayPay(String(created.json.id))!;
    const v = await shopper.call(razorpayVerify, { path: "/api/razorpay/verify-payment", body: { orderId, ...paid } });
    expect(v.json).toMatchObject({ paid: true });

    const list = await owner.call(listOrders, { path: "/api/orders?source=draft" });
    expect((list.json as unknown as { orders: Order[] }).orders.find((x) => x.id === orderId)).toMatchObject({ status: "paid", source: "draft", draftOrderId: d.id });
    const paidAgain = await shopper.call(payRoute, { path: `/api/checkout/pay/${token}`, params: { token }, body: { paymentMethod: "razorpay" } });
    expect(paidAgain.status).toBe(409);
    expect((await owner.call(getRoute, { path: `/api/draft-orders/${d.id}`, params: { id: d.id } })).json).toMatchObject({ status: "completed", orderId });
  });
});

describe("draft orders stay in their store", () => {
  it("gadgets' owner gets 403 on demo's routes and 404 for demo's draft ids on gadgets'", async () => {
    const d = (await create(phoneOrder())).json as unknown as Draft;
    const routes = [
      [getRoute, "GET", `/api/draft-orders/${d.id}`, undefined],
      [patchRoute, "PATCH", `/api/draft-orders/${d.id}`, { note: "mine" }],
      [deleteRoute, "DELETE", `/api/draft-orders/${d.id}`, undefined],
      [sendInvoiceRoute, "POST", `/api/draft-orders/${d.id}/send-invoice`, undefined],
      [completeRoute, "POST", `/api/draft-orders/${d.id}/complete`, { paymentStatus: "paid" }],
    ] as const;
    for (const [handler, method, path, body] of routes) {
      const onOwn = await gadgetsOwner.call(handler, { method, path, host: GADGETS, params: { id: d.id }, body });
      expect(onOwn.status, `${method} ${path} on gadgets`).toBe(404);
    }
    const listed = await gadgetsOwner.call(listRoute, { path: "/api/draft-orders", host: GADGETS });
    expect((listed.json as unknown as { items: Draft[] }).items.some((x) => x.id === d.id)).toBe(false);
    expect((await owner.call(getRoute, { path: `/api/draft-orders/${d.id}`, params: { id: d.id } })).json).toMatchObject({ status: "open", note: "Called on Monday" });
  });
});

describe("taxable custom lines (record 0163)", () => {
  // The demo store taxes (exclusive) with one rule, GST 18% (CGST 9 + SGST 9 in India), on its taxed products.
  const gst = (baseMinor: number) => 2 * Math.round((baseMinor * 9) / 100);
  type Quoted = Draft & { quote: { tax: string; total: string; subtotal: string } };

  async function invoiceToken(draftId: string): Promise<string> {
    expect((await owner.call(sendInvoiceRoute, { path: `/api/draft-orders/${draftId}/send-invoice`, params: { id: draftId } })).status).toBe(200);
    const rows = await ctx.db.select().from(mailMessages).where(and(eq(mailMessages.kind, "draft-invoice"), eq(mailMessages.tenantId, demoId)));
    const row = rows.find((r) => r.payload.draftId === draftId)!;
    return /\/checkout\/pay\/([A-Za-z0-9_-]+)/.exec((await renderMessage(row)).text)![1];
  }

  it("a taxable custom line is taxed by the store's standard rule; the draft, the invoice link and the completed order agree", async () => {
    const d = (await create({ email: "tailor@example.com", lines: [{ title: "Stitching", price: "100.00", quantity: 2, taxable: true }] })).json as unknown as Quoted;
    expect(d.quote).toMatchObject({ subtotal: "200.00", tax: "36.00", total: "236.00" });
    expect((await owner.call(getRoute, { path: `/api/draft-orders/${d.id}`, params: { id: d.id } })).json).toMatchObject({ quote: { tax: "36.00", total: "236.00" } });
    const token = await invoiceToken(d.id);
    const shopper = new TestClient(DEMO);
    expect((await shopper.call(invoiceRoute, { path: `/api/checkout/pay/${token}`, params: { token } })).json).toMatchObject({ quote: { tax: "36.00", total: "236.00" } });
    const start = await shopper.call(payRoute, { path: `/api/checkout/pay/${token}`, params: { token }, body: { paymentMethod: "razorpay" } });
    expect(start.status).toBe(200);
    const [o] = await ctx.db.select().from(orders).where(eq(orders.id, String(start.json.orderId)));
    expect(o).toMatchObject({ subtotal: "200.00", tax: "36.00", total: "236.00", source: "draft" });
    expect(o.taxBreakdown.map((b) => [b.label, b.amount])).toEqual([
      ["CGST", "18.00"],
      ["SGST", "18.00"],
    ]);
  });

  it("a non-taxable custom line stays untaxed, in the draft and in its order", async () => {
    const d = (await create({ email: "wrap@example.com", lines: [{ title: "Gift wrapping", price: "50.00", quantity: 1, taxable: false }] })).json as unknown as Quoted;
    expect(d.quote).toMatchObject({ tax: "0.00", total: "50.00" });
    const r = await owner.call(completeRoute, { path: `/api/draft-orders/${d.id}/complete`, params: { id: d.id }, body: { paymentStatus: "paid" } });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ tax: "0.00", total: "50.00" });
  });

  it("a mixed draft taxes the product line and the taxable custom line, not the untaxed one; the order agrees", async () => {
    const d = (
      await create({
        email: "mixed@example.com",
        lines: [
          { variantId: variant.id, quantity: 2 },
          { title: "Alteration", price: "100.00", quantity: 1, taxable: true },
          { title: "Gift wrapping", price: "50.00", quantity: 1, taxable: false },
        ],
        shippingLine: { title: "Courier", price: "40.00" },
      })
    ).json as unknown as Quoted;
    const [p] = await ctx.db.select().from(products).where(eq(products.id, variant.productId));
    const productBase = p.taxable && p.taxRuleId ? toMinor(variant.price) * 2 : 0;
    const tax = gst(productBase + 10000);
    expect(toMinor(d.quote.tax)).toBe(tax);
    expect(toMinor(d.quote.total)).toBe(toMinor(variant.price) * 2 + 10000 + 5000 + 4000 + tax);
    const r = await owner.call(completeRoute, { path: `/api/draft-orders/${d.id}/complete`, params: { id: d.id }, body: { paymentStatus: "pending" } });
    expect(r.json).toMatchObject({ tax: d.quote.tax, total: d.quote.total });
  });

  it("the owner may name one of the store's rules on a custom line; the standard rule is the one most products use; another store's rule is refused", async () => {
    // A newer rule no product uses does not become the standard one.
    const five = await owner.call(createTaxRule, {
      path: "/api/tax-rules",
      body: { name: "GST 5%", levels: [{ level: 1, labelName: "GST", taxRate: "5", applyToAllCountries: true }] },
    });
    expect(five.status).toBe(201);
    const fiveId = String(five.json.id);
    const std = (await create({ email: "std@example.com", lines: [{ title: "Service", price: "100.00", quantity: 1, taxable: true }] })).json as unknown as Quoted;
    expect(std.quote.tax).toBe("18.00");
    const chosen = await create({ email: "five@example.com", lines: [{ title: "Service", price: "100.00", quantity: 1, taxable: true, taxRuleId: fiveId }] });
    expect(chosen.status).toBe(201);
    expect(chosen.json).toMatchObject({ lines: [{ taxRuleId: fiveId }], quote: { tax: "5.00", total: "105.00" } });
    // A PATCH that sends the lines back keeps the chosen rule.
    const id = String(chosen.json.id);
    const patched = await owner.call(patchRoute, { method: "PATCH", path: `/api/draft-orders/${id}`, params: { id }, body: { lines: [{ title: "Service", price: "200.00", quantity: 1, taxable: true, taxRuleId: fiveId }] } });
    expect(patched.json).toMatchObject({ quote: { tax: "10.00" } });
    const [gadgetsRule] = await ctx.db.select().from(taxRules).where(eq(taxRules.tenantId, (await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets")))[0].id));
    const foreignId = gadgetsRule?.id ?? "00000000-0000-4000-8000-000000000000";
    const refused = await create({ email: "x@example.com", lines: [{ title: "Service", price: "1.00", quantity: 1, taxable: true, taxRuleId: foreignId }] });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ errors: { lines: "Tax rule not found" } });
    // With the store's only used rule switched off, the other active rule is the standard one.
    await ctx.db.update(taxRules).set({ isActive: false }).where(and(eq(taxRules.tenantId, demoId), eq(taxRules.name, "GST 18%")));
    const after = (await owner.call(getRoute, { path: `/api/draft-orders/${std.id}`, params: { id: std.id } })).json as unknown as Quoted;
    expect(after.quote.tax).toBe("5.00");
    await ctx.db.update(taxRules).set({ isActive: true }).where(and(eq(taxRules.tenantId, demoId), eq(taxRules.name, "GST 18%")));
  });
});

describe("the invoice link with every online method (record 0163)", () => {
  beforeAll(async () => {
    await saveDemoPaymentKeys(ctx.db, {
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
    });
  });

  async function invoiceOf(body: Record<string, unknown>): Promise<{ d: Draft; token: string }> {
    const d = (await create(body)).json as unknown as Draft;
    expect((await owner.call(sendInvoiceRoute, { path: `/api/draft-orders/${d.id}/send-invoice`, params: { id: d.id } })).status).toBe(200);
    const rows = await ctx.db.select().from(mailMessages).where(and(eq(mailMessages.kind, "draft-invoice"), eq(mailMessages.tenantId, demoId)));
    const row = rows.find((r) => r.payload.draftId === d.id)!;
    return { d, token: /\/checkout\/pay\/([A-Za-z0-9_-]+)/.exec((await renderMessage(row)).text)![1] };
  }
  const ordersOf = (draftId: string) => ctx.db.select().from(orders).where(and(eq(orders.tenantId, demoId), eq(orders.draftOrderId, draftId)));

  it("the page is offered every online method; paid by card (Stripe), the draft becomes one order of source draft, paid once", async () => {
    const { d, token } = await invoiceOf({ email: "card@example.com", lines: [{ variantId: variant.id, quantity: 1 }, { title: "Engraving", price: "75.00", quantity: 1, taxable: true }] });
    const shopper = new TestClient(DEMO);
    const view = await shopper.call(invoiceRoute, { path: `/api/checkout/pay/${token}`, params: { token } });
    expect(view.json).toMatchObject({ methods: ["paypal", "stripe", "razorpay"], orderId: null, paid: false });
    const stock = await stockOf(variant.id);

    const start = await shopper.call(payRoute, { path: `/api/checkout/pay/${token}`, params: { token }, body: { paymentMethod: "stripe" } });
    expect(start.json).toMatchObject({ paymentMethod: "stripe" });
    const orderId = String(start.json.orderId);
    expect(await stockOf(variant.id)).toBe(stock - 1);
    // Back on the link before paying: the order's own method only, and the same order whatever is asked.
    expect((await shopper.call(invoiceRoute, { path: `/api/checkout/pay/${token}`, params: { token } })).json).toMatchObject({ methods: ["stripe"], orderId });
    const other = await shopper.call(payRoute, { path: `/api/checkout/pay/${token}`, params: { token }, body: { paymentMethod: "paypal" } });
    expect(other.json).toMatchObject({ orderId, paymentMethod: "stripe" });
    expect((await shopper.call(paypalOrder, { path: "/api/paypal/order", body: { orderId } })).status).toBe(400);

    const pi = await shopper.call(createPaymentIntent, { path: "/api/create-payment-intent", body: { orderId } });
    expect(pi.status).toBe(200);
    expect(pi.json).toMatchObject({ publishableKey: "pk_test_demo" });
    const sent = fake.requests.filter((r) => r.path === "/v1/payment_intents").at(-1)!;
    expect(new URLSearchParams(sent.body).get("amount")).toBe(String(toMinor(d.quote.total)));
    // A declined card leaves the order pending and payable; then a good card.
    expect(fake.stripeConfirm(String(pi.json.clientSecret), "pk_test_demo", "4000 0000 0000 0002").status).toBe(402);
    expect((await shopper.call(stripeConfirm, { path: "/api/stripe/confirm", body: { orderId } })).json).toMatchObject({ paid: false, status: "pending" });
    expect(fake.stripeConfirm(String(pi.json.clientSecret), "pk_test_demo", "4242 4242 4242 4242").status).toBe(200);
    expect((await shopper.call(stripeConfirm, { path: "/api/stripe/confirm", body: { orderId } })).json).toMatchObject({ paid: true, status: "paid" });

    const made = await ordersOf(d.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ id: orderId, status: "paid", paymentMethod: "stripe", source: "draft", total: d.quote.total });
    expect(await stockOf(variant.id)).toBe(stock - 1);
    expect((await shopper.call(invoiceRoute, { path: `/api/checkout/pay/${token}`, params: { token } })).json).toMatchObject({ paid: true });
    expect((await shopper.call(payRoute, { path: `/api/checkout/pay/${token}`, params: { token }, body: { paymentMethod: "stripe" } })).status).toBe(409);
    expect((await owner.call(getRoute, { path: `/api/draft-orders/${d.id}`, params: { id: d.id } })).json).toMatchObject({ status: "completed", orderId });
  });

  it("paid with PayPal, the draft becomes one order of source draft, captured for its total", async () => {
    const { d, token } = await invoiceOf({ email: "pp@example.com", lines: [{ variantId: variant.id, quantity: 2 }], shippingLine: { title: "Courier", price: "40.00" } });
    const shopper = new TestClient(DEMO);
    const stock = await stockOf(variant.id);
    const start = await shopper.call(payRoute, { path: `/api/checkout/pay/${token}`, params: { token }, body: { paymentMethod: "paypal" } });
    expect(start.status).toBe(200);
    const orderId = String(start.json.orderId);
    const created = await shopper.call(paypalOrder, { path: "/api/paypal/order", body: { orderId } });
    expect(created.status).toBe(201);
    const ppId = String(created.json.id);
    const sent = JSON.parse(fake.requests.filter((r) => r.path === "/v2/checkout/orders").at(-1)!.body);
    expect(sent.purchase_units[0].amount).toEqual({ currency_code: "INR", value: d.quote.total });
    expect(fake.paypalApprove(ppId)).toBeTruthy();
    const cap = await shopper.call(paypalCapture, { method: "POST", path: `/api/paypal/order/${ppId}/capture`, params: { id: ppId } });
    expect(cap.json).toMatchObject({ orderId, paid: true, status: "paid" });
    const made = await ordersOf(d.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: "paid", paymentMethod: "paypal", source: "draft", total: d.quote.total });
    expect(await stockOf(variant.id)).toBe(stock - 2);
    expect((await shopper.call(payRoute, { path: `/api/checkout/pay/${token}`, params: { token }, body: { paymentMethod: "paypal" } })).status).toBe(409);
  });

  it("two methods started at once from one link give one order", async () => {
    const { d, token } = await invoiceOf({ email: "both@example.com", lines: [{ title: "Repair", price: "300.00", quantity: 1, taxable: false }] });
    const [a, b, c] = await Promise.all(
      (["stripe", "paypal", "razorpay"] as const).map((m) => new TestClient(DEMO).call(payRoute, { path: `/api/checkout/pay/${token}`, params: { token }, body: { paymentMethod: m } })),
    );
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.json.orderId, b.json.orderId, c.json.orderId]).size).toBe(1);
    expect(await ordersOf(d.id)).toHaveLength(1);
  });

  it("a method the store does not offer is refused and makes no order", async () => {
    await saveDemoPaymentKeys(ctx.db, { paypalEnabled: false });
    const { d, token } = await invoiceOf({ email: "nopp@example.com", lines: [{ title: "Repair", price: "10.00", quantity: 1, taxable: false }] });
    const shopper = new TestClient(DEMO);
    expect((await shopper.call(invoiceRoute, { path: `/api/checkout/pay/${token}`, params: { token } })).json).toMatchObject({ methods: ["stripe", "razorpay"] });
    expect((await shopper.call(payRoute, { path: `/api/checkout/pay/${token}`, params: { token }, body: { paymentMethod: "paypal" } })).status).toBe(422);
    expect(await ordersOf(d.id)).toHaveLength(0);
  });
});
