import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { POST as createDiscount } from "@/app/api/discounts/route";
import { POST as cancel } from "@/app/api/orders/[id]/cancel/route";
import { POST as fulfil } from "@/app/api/orders/[id]/fulfillments/route";
import { POST as refund } from "@/app/api/orders/[id]/refund/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { GET as customerOrder } from "@/app/api/customers/orders/[id]/route";
import { closeDb } from "@/db/client";
import { orders, products, tenants } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { startJobWorker, stopJobWorker } from "@/lib/jobs/worker";
import { formatMoney, toMinor } from "@/lib/money";
import { startFakeSmtp, type FakeSmtp, type Received } from "../fakes/smtp";
import { signInStaff } from "./helpers/auth";
import { setStock, setupTestDatabase } from "./helpers/db";
import { mailSettled } from "./helpers/mail-queue";
import { TestClient } from "./helpers/http";
import { mailRows, rowsSum } from "./helpers/mail-rows";

/**
 * The mails of issue 34 through a real SMTP server: an order with a code and an automatic discount (each on
 * its own row in every mail, the rows adding up to the total), one of two lines shipped and then the other
 * (the first parcel says what is still to come, the last that the order is complete), a refund without
 * cancellation, and a second order cancelled with a reason and refunded in one mail.
 */
const ctx = setupTestDatabase();
let smtp: FakeSmtp;
let owner: TestClient;
let a: typeof products.$inferSelect;
let b: typeof products.$inferSelect;
const DEMO = "demo.localhost:3000";
const address = { firstName: "Mira", lastName: "Shah", address: "42 Residency Road", city: "Bengaluru", state: "Karnataka", zipCode: "560025", country: "IN" };

beforeAll(async () => {
  smtp = await startFakeSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Store Builder <no-reply@platform.test>";
  resetEnvCache();
  owner = await signInStaff(DEMO, "owner@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const rows = (await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")))).filter((p) => (p.options as unknown[]).length === 0 && toMinor(p.price) >= 20000);
  [a, b] = rows;
  await setStock(ctx.db, a.id, { quantity: 500, trackQuantity: true });
  await setStock(ctx.db, b.id, { quantity: 500, trackQuantity: true });
  expect((await owner.call(createDiscount, { path: "/api/discounts", body: { code: "WALK10", type: "percentage", value: 10 } })).status).toBe(201);
  expect((await owner.call(createDiscount, { path: "/api/discounts", body: { automatic: true, title: "Launch week", type: "fixed", value: 50, combinesWithCode: true } })).status).toBe(201);
  await startJobWorker();
});

afterAll(async () => {
  await stopJobWorker();
  await smtp?.close();
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  resetEnvCache();
  await closeDb();
});

async function shopper() {
  const c = new TestClient(DEMO);
  const email = `om-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Mira", lastName: "Shah", email, password: "secret123" } })).status).toBe(201);
  return { c, email };
}

type Order = { id: string; total: string };

async function place(lang?: string) {
  const { c, email } = await shopper();
  const r = await c.call(createOrder, {
    path: "/api/orders",
    lang,
    body: { shippingAddress: { ...address, email }, paymentMethod: "cod", discountCode: "WALK10", items: [{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 1 }] },
  });
  expect(r.status).toBe(201);
  return { c, email, order: r.json as unknown as Order };
}

/** The mails to `to` whose subject matches, waiting for the first. */
async function mailTo(to: string, subject: RegExp, timeoutMs = 20_000): Promise<Received> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const got = smtp.received.find((r) => r.envelope.to.includes(to) && subject.test(r.mail.subject ?? ""));
    if (got) return got;
    if (Date.now() > until) throw new Error(`no mail to ${to} matching ${subject}; got: ${smtp.received.filter((r) => r.envelope.to.includes(to)).map((r) => r.mail.subject).join(" | ")}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The mail's money rows name both discounts and add up to the order's total. */
function addsUp(m: Received, o: Order) {
  const { rows, total } = mailRows(m.mail.text ?? "");
  const labels = rows.map((r) => r.label);
  expect(labels).toContain("Discount (WALK10)");
  expect(labels).toContain("Discount (Launch week)");
  expect(labels.filter((l) => l.startsWith("Discount")).length).toBe(2);
  expect(total).toBe(toMinor(o.total));
  expect(rowsSum(rows)).toBe(total);
}

describe("order mails with a code and an automatic discount", () => {
  it("confirmation and 'New order' show each discount; a partial shipment says what is in the parcel and what is still to come; the last says complete; a refund says how much and how", async () => {
    const { c, email, order: o } = await place();
    // The order really has both: WALK10's 10% and the automatic ₹50.
    const mine = (await c.call(customerOrder, { path: `/api/customers/orders/${o.id}`, params: { id: o.id } })).json as unknown as {
      discounts: { code: string | null; title: string | null; amount: string }[];
      items: { id: string; productId: string }[];
    };
    expect(mine.discounts.map((d) => [d.code, d.title, d.amount])).toContainEqual([null, "Launch week", "50.00"]);
    expect(mine.discounts.find((d) => d.code === "WALK10")).toBeTruthy();

    const confirmation = await mailTo(email, /^Order #\S+ confirmed$/);
    addsUp(confirmation, o);
    const news = await mailTo("owner@example.com", new RegExp(`New order .*\\(${formatMoney(o.total, "INR").replace(/[.$]/g, "\\$&")}\\)`));
    addsUp(news, o);

    const lineA = mine.items.find((i) => i.productId === a.id)!;
    const lineB = mine.items.find((i) => i.productId === b.id)!;
    const ship = (line: { id: string }, tracking: Record<string, string>) =>
      owner.call(fulfil, { path: `/api/orders/${o.id}/fulfillments`, params: { id: o.id }, body: { items: [{ orderItemId: line.id, quantity: 1 }], ...tracking } });
    expect((await ship(lineA, { carrier: "DHL", trackingNumber: "TRK-ONE" })).status).toBe(201);
    const part = await mailTo(email, /^Part of order #\S+ has shipped$/);
    const [inParcel, toCome = ""] = (part.mail.text ?? "").split("Still to come");
    expect(inParcel).toContain("In this parcel");
    expect(inParcel).toContain(a.name);
    expect(inParcel).not.toContain(b.name);
    expect(toCome).toContain(b.name);
    expect(part.mail.html).toMatch(/href="https:\/\/www\.dhl\.com[^"]*TRK-ONE"/);
    expect(part.mail.text).not.toMatch(/complete|is on its way\.$/m);

    // The shopper's order page says the same: one parcel out, the other line still to come.
    const page = (await c.call(customerOrder, { path: `/api/customers/orders/${o.id}`, params: { id: o.id } })).json as unknown as { fulfillmentStatus: string; fulfillments: unknown[] };
    expect(page).toMatchObject({ fulfillmentStatus: "partial" });
    expect(page.fulfillments).toHaveLength(1);

    expect((await ship(lineB, { carrier: "Blue Dart", trackingNumber: "TRK-TWO" })).status).toBe(201);
    const rest = await mailTo(email, /^The rest of order #\S+ has shipped: your order is complete$/);
    expect(rest.mail.text).toContain(b.name);
    expect(rest.mail.text).not.toContain("Still to come");
    // Links come from configuration (ROOT_DOMAIN, PUBLIC_PORT unset in tests), not from the request's host (record 0125).
    expect(rest.mail.text).toContain(`http://demo.localhost/order/${o.id}`);

    // Cash collected, then part of it given back without cancelling.
    expect((await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${o.id}/status`, params: { id: o.id }, body: { status: "paid" } })).status).toBe(200);
    expect((await owner.call(refund, { path: `/api/orders/${o.id}/refund`, params: { id: o.id }, body: { amount: "100.00" } })).status).toBe(200);
    const refunded = await mailTo(email, /^Refund issued for order #\S+$/);
    addsUp(refunded, o);
    expect(refunded.mail.text).toContain("Refund: ₹100.00");
    expect(refunded.mail.text).toContain("you directly, as the order was paid by cash on delivery");
    expect(refunded.mail.text).toMatch(/Refunded\s+−₹100\.00/);
  });

  it("cancelling a paid order mails the shopper once: the reason, the refund (amount, method, when) and the order's link", async () => {
    const { email, order: o } = await place();
    await mailTo(email, /confirmed$/);
    expect((await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${o.id}/status`, params: { id: o.id }, body: { status: "paid" } })).status).toBe(200);
    const r = await owner.call(cancel, { path: `/api/orders/${o.id}/cancel`, params: { id: o.id }, body: { reason: "The navy tee is out of stock" } });
    expect(r.status).toBe(200);
    const m = await mailTo(email, /^Order #\S+ was cancelled$/);
    addsUp(m, o);
    const text = m.mail.text ?? "";
    expect(text).toContain("Reason given by the store: The navy tee is out of stock");
    expect(text).toContain(`Refund: ${formatMoney(o.total, "INR")}`);
    expect(text).toContain("The store returns it to you itself");
    expect(m.mail.html).toContain(`href="http://demo.localhost/order/${o.id}"`);
    // One mail says it all: no separate 'Refund issued' for the cancellation's refund.
    await mailSettled(ctx.db);
    expect(smtp.received.filter((x) => x.envelope.to.includes(email)).map((x) => x.mail.subject)).toHaveLength(2);
  });

  it("cancelling an unpaid order says nothing was charged and gives no reason when none was given", async () => {
    const { email, order: o } = await place();
    await mailTo(email, /confirmed$/);
    expect((await owner.call(cancel, { path: `/api/orders/${o.id}/cancel`, params: { id: o.id }, body: {} })).status).toBe(200);
    const m = await mailTo(email, /was cancelled$/);
    addsUp(m, o);
    expect(m.mail.text).toContain("Nothing was charged for this order");
    expect(m.mail.text).not.toMatch(/Reason|Refund:/);
  });
});

describe("order mails in the shopper's language (issue 44)", () => {
  it("an order placed from a /hi/ page records 'hi' and its confirmation is in Hindi (<html lang=hi>); the owner's 'New order' stays English", async () => {
    await ctx.db.update(tenants).set({ languages: ["en", "hi"] }).where(eq(tenants.slug, "demo"));
    try {
      const { email, order: o } = await place("hi");
      const [row] = await ctx.db.select({ language: orders.language }).from(orders).where(eq(orders.id, o.id));
      expect(row.language).toBe("hi");
      const confirmation = await mailTo(email, /^ऑर्डर #\S+ की पुष्टि हो गई$/);
      expect(confirmation.mail.html).toMatch(/<html[^>]*lang="hi"/);
      expect(confirmation.mail.text).toContain("आपके ऑर्डर के लिए धन्यवाद");
      expect(confirmation.mail.text).toContain("उप-योग");
      // The owner's mail of this order (its link names the order).
      let news: Received | undefined;
      for (let i = 0; i < 400 && !news; i++) {
        news = smtp.received.find((r) => r.envelope.to.includes("owner@example.com") && String(r.mail.html ?? "").includes(o.id));
        if (!news) await new Promise((r) => setTimeout(r, 50));
      }
      if (!news) throw new Error("no 'New order' mail for the order");
      expect(news.mail.subject).toMatch(/^New order #\S+ \(/);
      expect(news.mail.text).toContain("Subtotal");
      expect(news.mail.html).toMatch(/<html[^>]*lang="en"/);
    } finally {
      await ctx.db.update(tenants).set({ languages: ["en"] }).where(eq(tenants.slug, "demo"));
    }
  });
});
