import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { GET as staffMe } from "@/app/api/auth/me/route";
import { POST as staffForgot } from "@/app/api/auth/forgot-password/route";
import { POST as staffReset } from "@/app/api/auth/reset-password/route";
import { POST as customerForgot } from "@/app/api/customers/forgot-password/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { GET as customerMe } from "@/app/api/customers/me/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { POST as customerReset } from "@/app/api/customers/reset-password/route";
import { GET as mailList } from "@/app/api/mail/route";
import { GET as mailOne } from "@/app/api/mail/[id]/route";
import { POST as mailResend } from "@/app/api/mail/[id]/resend/route";
import { GET as adminMailList } from "@/app/api/admin/mail/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { POST as refund } from "@/app/api/orders/[id]/refund/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { remindTrialsEnding } from "@/lib/jobs/trial-ending";
import { POST as registerTenant } from "@/app/api/register-tenant/route";
import { PUT as putTenant } from "@/app/api/tenants/[id]/route";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as stripeConfirm } from "@/app/api/stripe/confirm/route";
import { PUT as putPaymentSettings } from "@/app/api/tenants/[id]/payment-settings/route";
import { startFakeProvider, type FakeProvider } from "../fakes/payment-provider";
import { closeDb } from "@/db/client";
import { loginAttempts, mailMessages, passwordResetTokens, products, tenants } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { stopJobWorker, startJobWorker } from "@/lib/jobs/worker";
import { formatMoney } from "@/lib/money";
import { kickMail, queueMail } from "@/lib/mail/service";
import type { TenantId } from "@/lib/tenancy/store";
import { startFakeSmtp, type FakeSmtp, type Received } from "../fakes/smtp";
import { setStock, setupTestDatabase } from "./helpers/db";
import { mailSettled } from "./helpers/mail-queue";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Mail against a real SMTP server (smtp-server in this process, parsed with mailparser): an order's
 * confirmation and the owner's 'New order', password resets for shoppers and staff from the mailed link,
 * the outbox pages' tenant isolation, an SMTP server that refuses, and header injection.
 */
const ctx = setupTestDatabase();
let smtp: FakeSmtp;
let demoId = "";
let gadgetsId = "";

beforeAll(async () => {
  smtp = await startFakeSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Store Builder <no-reply@platform.test>";
  // Mailed links come from configuration (record 0125): the port the tests' hosts use.
  process.env.PUBLIC_PORT = "3000";
  resetEnvCache();
  const rows = await ctx.db.select().from(tenants);
  demoId = rows.find((t) => t.slug === "demo")!.id;
  gadgetsId = rows.find((t) => t.slug === "gadgets")!.id;
  await startJobWorker();
});

afterAll(async () => {
  await stopJobWorker();
  await smtp?.close();
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  delete process.env.PUBLIC_PORT;
  resetEnvCache();
  await closeDb();
});

const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

async function shopper(host = "demo.localhost:3000", password = "secret123") {
  const c = new TestClient(host);
  const email = `m-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Mai", lastName: "Ler", email, password } })).status).toBe(201);
  return { c, email };
}

const owner = (host = "demo.localhost:3000", email?: string, password?: string) => signInStaff(host, email, password);

async function product(tenantId: string) {
  const rows = await ctx.db.select().from(products).where(and(eq(products.tenantId, tenantId), eq(products.status, "active"), eq(products.trackQuantity, true)));
  // A product without options: the orders here name no variant.
  return rows.find((p) => p.quantity > 30 && (p.options as unknown[]).length === 0)!;
}

/** A new shopper on the demo store orders `quantity` of `item` (by default one `product` finds), shipped to `address`. */
async function placeOrder({ item, quantity = 1, paymentMethod = "cod" }: { item?: Awaited<ReturnType<typeof product>>; quantity?: number; paymentMethod?: "cod" | "stripe" } = {}) {
  const { c, email } = await shopper();
  const p = item ?? (await product(demoId));
  const order = await c.call(createOrder, {
    path: "/api/orders",
    body: { shippingAddress: { ...address, email }, paymentMethod, items: [{ productId: p.id, quantity, price: "1.00" }], total: "1.00" },
  });
  expect(order.status).toBe(201);
  return { c, email, order, product: p };
}

/** Mails received for this recipient (with a subject like `subject`), waiting up to a while for `n` of them. */
async function mailsTo(to: string, n = 1, timeoutMs = 20_000, subject?: RegExp): Promise<Received[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const got = smtp.received.filter((r) => r.envelope.to.includes(to) && (!subject || subject.test(r.mail.subject ?? "")));
    if (got.length >= n) return got;
    if (Date.now() > until) throw new Error(`expected ${n} mails to ${to}, got ${got.length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const linkIn = (r: Received, path: string) => {
  const m = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, "\\$&")}\\?token=([A-Za-z0-9_-]+)`).exec(r.mail.text ?? "");
  if (!m) throw new Error(`no ${path} link in: ${r.mail.text}`);
  return { url: m[0], token: m[1] };
};

describe("order mails", () => {
  it("a COD order sends the shopper a confirmation with the order's totals and the owner a 'New order', on the shopper's host", async () => {
    const { email, order: r, product: p } = await placeOrder({ quantity: 2 });
    const [confirmation] = await mailsTo(email);
    expect(confirmation.mail.subject).toMatch(/^Order #.+ confirmed$/);
    const text = confirmation.mail.text ?? "";
    for (const k of ["subtotal", "shipping", "tax", "total"] as const) expect(text).toContain(formatMoney(String(r.json[k]), "INR"));
    expect(text).toContain(p.name);
    expect(text).toContain("Cash on delivery");
    expect(text).toContain("1 MG Road");
    expect(text).toContain(`http://demo.localhost:3000/order/${r.json.id}`);
    expect(confirmation.mail.html).toContain(formatMoney(String(r.json.total), "INR"));
    expect(confirmation.mail.from?.value[0].address).toBe("no-reply@platform.test");
    const [news] = await mailsTo("owner@example.com");
    expect(news.mail.subject).toContain("New order");
    expect(news.mail.text).toContain(formatMoney(String(r.json.total), "INR"));
    // "Open the order" opens this order, not the list of every order.
    expect(news.mail.text).toContain(`http://demo.localhost:3000/tenant-dashboard/orders?order=${r.json.id}`);
    // The outbox records both, sent, with one attempt each (the worker writes "sent" just after the SMTP
    // server has the message, so the test may look in between: it polls).
    await expect
      .poll(
        async () => {
          const rows = await ctx.db.select().from(mailMessages).where(eq(mailMessages.tenantId, demoId));
          const mine = rows.filter((m) => (m.payload as { orderId?: string }).orderId === r.json.id);
          return mine.map((m) => [m.kind, m.status, m.attempts]).sort();
        },
        { timeout: 5000 },
      )
      .toEqual([
        ["order-confirmation", "sent", 1],
        ["owner-new-order", "sent", 1],
      ]);
  });

  it("a shopper who ordered in path mode gets links on the store's canonical host (configuration, not the request)", async () => {
    const s = new TestClient("localhost:3000");
    const mail = `p-${Math.random().toString(36).slice(2)}@example.com`;
    expect((await s.call(customerRegister, { path: "/store/demo/api/customers/register", body: { firstName: "P", lastName: "M", email: mail, password: "secret123" } })).status).toBe(201);
    const p = await product(demoId);
    const r = await s.call(createOrder, {
      path: "/store/demo/api/orders",
      body: { shippingAddress: { ...address, email: mail }, paymentMethod: "cod", items: [{ productId: p.id, quantity: 1, price: "1.00" }], total: "1.00" },
    });
    expect(r.status).toBe(201);
    const [m] = await mailsTo(mail);
    expect(m.mail.text).toContain(`http://demo.localhost:3000/order/${r.json.id}`);
  });
});

describe("later mails about an order, stock and the trial", () => {
  it("shipped and delivered tell the shopper once each; a refund says how much; links on the order's host", async () => {
    const { email, order } = await placeOrder();
    const o = { id: String(order.json.id), email };
    await mailsTo(o.email);
    const own = await owner();
    const move = (status: string) => own.call(setStatus, { method: "PATCH", path: `/api/orders/${o.id}/status`, params: { id: o.id }, body: { status } });
    expect((await move("shipped")).status).toBe(200);
    const shipped = (await mailsTo(o.email, 2)).at(-1)!;
    expect(shipped.mail.subject).toMatch(/has shipped$/);
    expect(shipped.mail.text).toContain(`http://demo.localhost:3000/order/${o.id}`);
    expect((await move("delivered")).status).toBe(200);
    expect((await mailsTo(o.email, 3)).at(-1)!.mail.subject).toMatch(/was delivered$/);
    // Cash collected (paid by hand), then part of it refunded.
    expect((await move("paid")).status).toBe(200);
    const r = await own.call(refund, { path: `/api/orders/${o.id}/refund`, params: { id: o.id }, body: { amount: "10.00" } });
    expect(r.status).toBe(200);
    const refunded = (await mailsTo(o.email, 4)).at(-1)!;
    expect(refunded.mail.subject).toMatch(/^Refund issued/);
    expect(refunded.mail.text).toContain(formatMoney("10.00", "INR"));
    // Shipped again after a correction is not announced twice.
    await mailSettled(ctx.db);
    expect(smtp.received.filter((x) => x.envelope.to.includes(o.email))).toHaveLength(4);
  });

  it("an online payment verified on the server sends 'Payment received', once", async () => {
    const fake: FakeProvider = await startFakeProvider();
    process.env.STRIPE_API_BASE = fake.url;
    resetEnvCache();
    try {
      const own = await owner();
      const keys = { stripeEnabled: true, stripePublicKey: "pk_test_mail", stripeSecretKey: "sk_test_mail", stripeWebhookSecret: "whsec_mail" };
      expect((await own.call(putPaymentSettings, { method: "PUT", path: `/api/tenants/${demoId}/payment-settings`, params: { id: demoId }, body: keys })).status).toBe(200);
      const { c, email, order: r } = await placeOrder({ paymentMethod: "stripe" });
      const pi = await c.call(createPaymentIntent, { path: "/api/create-payment-intent", body: { orderId: r.json.id } });
      expect(fake.stripeConfirm(String(pi.json.clientSecret), "pk_test_mail", "4242424242424242").status).toBe(200);
      expect((await c.call(stripeConfirm, { path: "/api/stripe/confirm", body: { orderId: r.json.id } })).json).toMatchObject({ paid: true });
      // Confirmed twice (the page and a webhook may both): one mail.
      await c.call(stripeConfirm, { path: "/api/stripe/confirm", body: { orderId: r.json.id } });
      const paid = await mailsTo(email, 1, 20_000, /^Payment received/);
      expect(paid[0].mail.text).toContain(formatMoney(String(r.json.total), "INR"));
      expect(paid[0].mail.text).toContain(`http://demo.localhost:3000/order/${r.json.id}`);
      await mailSettled(ctx.db);
      expect(smtp.received.filter((x) => x.envelope.to.includes(email) && /^Payment received/.test(x.mail.subject ?? ""))).toHaveLength(1);
    } finally {
      await fake.close();
      delete process.env.STRIPE_API_BASE;
      resetEnvCache();
    }
  });

  it("a tracked product falling to 5 or fewer alerts the owner once per crossing", async () => {
    const p = await product(demoId);
    await setStock(ctx.db, p.id, { quantity: 7 });
    const lowStock = () => smtp.received.filter((x) => x.envelope.to.includes("owner@example.com") && (x.mail.subject ?? "").startsWith(`Low stock: ${p.name}`));
    const before = lowStock().length;
    await placeOrder({ item: p }); // 7 → 6: above the line
    await placeOrder({ item: p, quantity: 2 }); // 6 → 4: crosses
    await placeOrder({ item: p }); // 4 → 3: already below
    const until = Date.now() + 20_000;
    while (lowStock().length < before + 1 && Date.now() < until) await new Promise((res) => setTimeout(res, 50));
    await mailSettled(ctx.db);
    expect(lowStock()).toHaveLength(before + 1);
    expect(lowStock().at(-1)!.mail.subject).toBe(`Low stock: ${p.name} (4 left)`);
  });

  it("a new store's owner gets a welcome with links on the store's own subdomain", async () => {
    const email = `new-${Math.random().toString(36).slice(2)}@example.com`;
    const slug = `mailshop${Math.random().toString(36).slice(2, 7)}`;
    const r = await new TestClient("localhost:3000").call(registerTenant, {
      path: "/api/register-tenant",
      body: { name: "Mail Shop", subdomain: slug, description: "", plan: "monthly", ownerFirstName: "Nia", ownerLastName: "New", ownerEmail: email, ownerPassword: "longenough1" },
    });
    expect(r.status).toBe(201);
    const [m] = await mailsTo(email, 1, 20_000, /^Welcome/);
    expect(m.mail.subject).toBe("Welcome to your new store, Mail Shop");
    expect(m.mail.text).toContain(`http://${slug}.localhost:3000/tenant-dashboard`);
  });

  it("a store whose trial ends in 3 days gets one reminder, however often the job runs", async () => {
    const endsAt = new Date(Date.now() + 2.5 * 24 * 3600 * 1000);
    await ctx.db.update(tenants).set({ subscriptionStatus: "trial", trialEndsAt: endsAt }).where(eq(tenants.id, gadgetsId));
    expect(await remindTrialsEnding()).toBeGreaterThanOrEqual(1);
    expect(await remindTrialsEnding()).toBe(0);
    const [m] = await mailsTo("owner2@example.com");
    await mailSettled(ctx.db);
    const reminders = smtp.received.filter((x) => x.envelope.to.includes("owner2@example.com") && /trial/i.test(x.mail.subject ?? ""));
    expect(reminders).toHaveLength(1);
    expect(m.mail.text).toContain(endsAt.toISOString().slice(0, 10));
  });
});

describe("outbox pages", () => {
  it("pages newest first: limit, then before= the last one's id, without gaps or repeats; another store's id answers nothing", async () => {
    const demoOwner = await owner();
    const all = (await demoOwner.call(mailList, { path: "/api/mail" })).json as unknown as { id: string; createdAt: string }[];
    expect(all.length).toBeGreaterThan(2);
    const seen: string[] = [];
    let before = "";
    for (let i = 0; i < 100; i++) {
      const page = (await demoOwner.call(mailList, { path: `/api/mail?limit=2${before ? `&before=${before}` : ""}` })).json as unknown as { id: string }[];
      seen.push(...page.map((m) => m.id));
      if (page.length < 2) break;
      before = page[page.length - 1].id;
    }
    expect(seen).toEqual(all.map((m) => m.id));
    const times = all.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await demoOwner.call(mailList, { path: "/api/mail?limit=0" })).status).toBe(400);
    expect((await demoOwner.call(mailList, { path: "/api/mail?before=nope" })).status).toBe(400);
    const other = await owner("gadgets.localhost:3000", "owner2@example.com");
    expect((await other.call(mailList, { path: `/api/mail?before=${all[0].id}` })).json).toEqual([]);
  });

  it("an owner lists, reads and resends only their own store's messages", async () => {
    const demoOwner = await owner();
    const list = await demoOwner.call(mailList, { path: "/api/mail" });
    expect(list.status).toBe(200);
    const items = list.json as unknown as { id: string; tenantId: string; subject: string; status: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((m) => m.tenantId === demoId)).toBe(true);
    const one = await demoOwner.call(mailOne, { path: `/api/mail/${items[0].id}`, params: { id: items[0].id } });
    expect(one.status).toBe(200);
    expect(String(one.json.html)).toContain("<html");

    // The other store's owner: not listed, not readable, not resendable.
    const other = await owner("gadgets.localhost:3000", "owner2@example.com");
    const theirs = (await other.call(mailList, { path: "/api/mail" })).json as unknown as { id: string }[];
    expect(theirs.some((m) => m.id === items[0].id)).toBe(false);
    expect((await other.call(mailOne, { path: `/api/mail/${items[0].id}`, params: { id: items[0].id } })).status).toBe(404);
    expect((await other.call(mailResend, { method: "POST", path: `/api/mail/${items[0].id}/resend`, params: { id: items[0].id } })).status).toBe(404);
    // Nor through their session on the demo store's host.
    const otherOnDemo = await owner("demo.localhost:3000", "owner2@example.com").catch(() => null);
    expect(otherOnDemo).toBeNull();

    // The owner's resend sends it again.
    const before = smtp.received.length;
    const again = await demoOwner.call(mailResend, { method: "POST", path: `/api/mail/${items[0].id}/resend`, params: { id: items[0].id } });
    expect(again.status).toBe(200);
    await smtp.waitFor(before + 1);
  });

  it("the admin sees every store's messages; owners and shoppers cannot call the admin list", async () => {
    const admin = await owner("localhost:3000", "admin@example.com", "admin12345");
    const all = (await admin.call(adminMailList, { path: "/api/admin/mail" })).json as unknown as { tenantId: string | null; storeName: string | null }[];
    expect(new Set(all.map((m) => m.tenantId)).has(demoId)).toBe(true);
    // Each names its store (the outbox's Store column), the platform's own mail none.
    const names = new Map((await ctx.db.select().from(tenants)).map((t) => [t.id, t.name]));
    for (const m of all) expect(m.storeName).toBe(m.tenantId ? names.get(m.tenantId) : null);
    expect(all.find((m) => m.tenantId === demoId)?.storeName).toBeTruthy();
    const ownerOnPlatform = await owner("localhost:3000");
    expect((await ownerOnPlatform.call(adminMailList, { path: "/api/admin/mail" })).status).toBe(403);
    const { c } = await shopper();
    expect([401, 403]).toContain((await c.call(adminMailList, { path: "/api/admin/mail" })).status);
  });
});

describe("password reset", () => {
  it("a shopper resets from the mailed link: the old password and sessions stop working, the link works once", async () => {
    const { c, email } = await shopper();
    expect((await c.call(customerMe, { path: "/api/customers/me" })).status).toBe(200);
    const anon = new TestClient("demo.localhost:3000");
    const f = await anon.call(customerForgot, { path: "/api/customers/forgot-password", body: { email } });
    expect(f.status).toBe(200);
    const [m] = await mailsTo(email);
    expect(m.mail.subject).toContain("Reset your password");
    const { url, token } = linkIn(m, "/customer/reset-password");
    expect(url.startsWith("http://demo.localhost:3000/customer/reset-password?token=")).toBe(true);
    expect(Buffer.from(token, "base64url").length).toBe(32);
    // Stored only as a hash.
    const stored = await ctx.db.select().from(passwordResetTokens);
    expect(stored.some((t) => t.tokenHash === token)).toBe(false);

    expect((await anon.call(customerReset, { path: "/api/customers/reset-password", body: { token, password: "short" } })).status).toBe(400);
    const ok = await anon.call(customerReset, { path: "/api/customers/reset-password", body: { token, password: "newsecret456" } });
    expect(ok.status).toBe(200);
    // The old session is over, the old password refused, the new one accepted.
    expect((await c.call(customerMe, { path: "/api/customers/me" })).status).toBe(401);
    expect((await anon.call(customerLogin, { path: "/api/customers/login", body: { email, password: "secret123" } })).status).toBe(401);
    expect((await anon.call(customerLogin, { path: "/api/customers/login", body: { email, password: "newsecret456" } })).status).toBe(200);
    // Twice: refused with the clear message.
    const twice = await anon.call(customerReset, { path: "/api/customers/reset-password", body: { token, password: "another789" } });
    expect(twice.status).toBe(400);
    expect(twice.json.message).toBe("This reset link has expired or was already used");
    // The outbox no longer holds the live token once the mail has left.
    const [row] = await ctx.db.select().from(mailMessages).where(and(eq(mailMessages.kind, "password-reset"), eq(mailMessages.toAddress, email)));
    expect(row.status).toBe("sent");
    expect(row.html).not.toContain(token);
    expect(JSON.stringify(row.payload)).not.toContain(token);
  });

  it("answers the same for an unknown address, and sends nothing", async () => {
    const anon = new TestClient("demo.localhost:3000");
    const known = await shopper();
    const a = await anon.call(customerForgot, { path: "/api/customers/forgot-password", body: { email: known.email } });
    const b = await anon.call(customerForgot, { path: "/api/customers/forgot-password", body: { email: "nobody-here@example.com" } });
    expect(a.status).toBe(b.status);
    expect(a.json).toEqual(b.json);
    await mailsTo(known.email);
    await mailSettled(ctx.db);
    expect(smtp.received.some((r) => r.envelope.to.includes("nobody-here@example.com"))).toBe(false);
  });

  it("a token of store B does not reset at store A; unknown, malformed and expired tokens are refused", async () => {
    const b = await shopper("gadgets.localhost:3000");
    const anonB = new TestClient("gadgets.localhost:3000");
    expect((await anonB.call(customerForgot, { path: "/api/customers/forgot-password", body: { email: b.email } })).status).toBe(200);
    const [m] = await mailsTo(b.email);
    const { token } = linkIn(m, "/customer/reset-password");
    const anonA = new TestClient("demo.localhost:3000");
    const cross = await anonA.call(customerReset, { path: "/api/customers/reset-password", body: { token, password: "newsecret456" } });
    expect(cross.status).toBe(400);
    // Nor as a staff token on the platform.
    expect((await new TestClient("localhost:3000").call(staffReset, { path: "/api/auth/reset-password", body: { token, password: "newsecret456" } })).status).toBe(400);
    for (const bad of ["", "x".repeat(500), "not-a-token", "AAAA"]) {
      const r = await anonA.call(customerReset, { path: "/api/customers/reset-password", body: { token: bad, password: "newsecret456" } });
      expect(r.status).toBe(400);
    }
    // Expired: an hour has passed.
    await ctx.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.tenantId, gadgetsId));
    const late = await anonB.call(customerReset, { path: "/api/customers/reset-password", body: { token, password: "newsecret456" } });
    expect(late.status).toBe(400);
    expect(late.json.message).toBe("This reset link has expired or was already used");
  });

  it("an owner resets from the mailed link on the platform host; every session of the account ends", async () => {
    const session = await owner("localhost:3000", "owner2@example.com");
    const anon = new TestClient("localhost:3000");
    expect((await anon.call(staffForgot, { path: "/api/auth/forgot-password", body: { email: "owner2@example.com" } })).status).toBe(200);
    const [m] = await mailsTo("owner2@example.com", 1, 20_000, /Reset your password/);
    const { url, token } = linkIn(m, "/reset-password");
    expect(url.startsWith("http://localhost:3000/reset-password?token=")).toBe(true);
    // A staff token is not a shopper's.
    expect((await new TestClient("gadgets.localhost:3000").call(customerReset, { path: "/api/customers/reset-password", body: { token, password: "newowner789" } })).status).toBe(400);
    expect((await anon.call(staffReset, { path: "/api/auth/reset-password", body: { token, password: "short" } })).status).toBe(400);
    expect((await anon.call(staffReset, { path: "/api/auth/reset-password", body: { token, password: "newowner789" } })).status).toBe(200);
    expect((await session.call(staffMe, { path: "/api/auth/me" })).status).toBe(401);
    expect((await anon.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } })).status).toBe(401);
    expect((await anon.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "newowner789" } })).status).toBe(200);
    expect((await anon.call(staffReset, { path: "/api/auth/reset-password", body: { token, password: "newowner000" } })).status).toBe(400);
  });

  it("forgot-password for one account mails it at most three times a window, and answers alike throughout", async () => {
    // Every request here comes from one address, whose own reset budget the tests above have used: start afresh.
    await ctx.db.delete(loginAttempts);
    const anon = new TestClient("demo.localhost:3000");
    const { email } = await shopper();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await anon.call(customerForgot, { path: "/api/customers/forgot-password", body: { email } })).status);
    expect(codes.every((s) => s === 200)).toBe(true);
    await mailsTo(email, 3);
    await mailSettled(ctx.db);
    expect(smtp.received.filter((r) => r.envelope.to.includes(email))).toHaveLength(3);
  });
});

describe("refusals and injection", () => {
  it("an SMTP server that refuses: three attempts with backoff, the outbox shows the error, the order stands", async () => {
    smtp.refuse = true;
    try {
      const { order: r } = await placeOrder();
      const until = Date.now() + 60_000;
      let row: typeof mailMessages.$inferSelect | undefined;
      for (;;) {
        [row] = await ctx.db.select().from(mailMessages).where(eq(mailMessages.dedupeKey, `order-confirmation:${r.json.id}`));
        if (row?.status === "failed" || Date.now() > until) break;
        await new Promise((res) => setTimeout(res, 250));
      }
      expect(row?.status).toBe("failed");
      expect(row?.attempts).toBe(3);
      expect(row?.lastError).toMatch(/550|refuses/);
      const demoOwner = await owner();
      const listed = (await demoOwner.call(mailList, { path: "/api/mail" })).json as unknown as { id: string; status: string; error: string }[];
      expect(listed.find((m) => m.id === row!.id)).toMatchObject({ status: "failed" });
    } finally {
      smtp.refuse = false;
    }
  }, 90_000);

  it("store settings take a one-line sender name and a real reply-to address, and the mail uses them", async () => {
    const own = await owner();
    const put = (body: unknown) => own.call(putTenant, { method: "PUT", path: `/api/tenants/${demoId}`, params: { id: demoId }, body });
    const bad = await put({ mailFromName: "Demo\r\nBcc: x@evil.test", mailReplyTo: "a@b.test\r\nBcc: x@evil.test" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors as object).sort()).toEqual(["mailFromName", "mailReplyTo"]);
    expect((await put({ mailFromName: "Demo Help Desk", mailReplyTo: "Help@Demo.test" })).status).toBe(200);
    try {
      const { email } = await placeOrder();
      const [m] = await mailsTo(email);
      expect(m.mail.from?.value[0]).toMatchObject({ name: "Demo Help Desk", address: "no-reply@platform.test" });
      expect(m.mail.replyTo?.value[0].address).toBe("help@demo.test");
    } finally {
      expect((await put({ mailFromName: "", mailReplyTo: "" })).status).toBe(200);
    }
  });

  it("a job that runs before its message's transaction commits is retried, and the mail goes once", async () => {
    const { email: to } = await shopper();
    await ctx.db.transaction(async (tx) => {
      const id = await queueMail({ tenantId: demoId as TenantId, kind: "password-reset", toAddress: to, payload: { scope: "customer" } }, tx);
      kickMail([id]);
      await new Promise((r) => setTimeout(r, 1500));
    });
    const got = await mailsTo(to, 1, 30_000);
    await mailSettled(ctx.db);
    expect(smtp.received.filter((x) => x.envelope.to.includes(to))).toHaveLength(got.length);
    expect(got).toHaveLength(1);
  }, 60_000);

  it("CR/LF in a store's sender name or name cannot add headers or recipients", async () => {
    await ctx.db
      .update(tenants)
      .set({ name: "Demo\r\nBcc: stolen@evil.test", mailFromName: "Evil\r\nBcc: stolen@evil.test\r\nX-Injected: 1", mailReplyTo: "a@b.test\r\nBcc: stolen@evil.test" })
      .where(eq(tenants.id, demoId));
    try {
      const { email } = await placeOrder();
      const [m] = await mailsTo(email);
      expect(m.envelope.to).toEqual([email]);
      expect(m.mail.headers.has("bcc")).toBe(false);
      expect(m.mail.headers.has("x-injected")).toBe(false);
      const headerBlock = m.raw.split(/\r?\n\r?\n/)[0];
      expect(headerBlock).not.toMatch(/^Bcc:/im);
      expect(headerBlock).not.toMatch(/^X-Injected:/im);
      expect(m.mail.replyTo).toBeUndefined();
      expect(smtp.received.some((x) => x.envelope.to.includes("stolen@evil.test"))).toBe(false);
    } finally {
      await ctx.db.update(tenants).set({ name: "Demo Store", mailFromName: null, mailReplyTo: null }).where(eq(tenants.id, demoId));
    }
  });
});
