import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as staffForgot } from "@/app/api/auth/forgot-password/route";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { POST as customerForgot } from "@/app/api/customers/forgot-password/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { POST as customerReset } from "@/app/api/customers/reset-password/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { GET as adminMailOne } from "@/app/api/admin/mail/[id]/route";
import { GET as mailOne } from "@/app/api/mail/[id]/route";
import { POST as mailResend } from "@/app/api/mail/[id]/resend/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { GET as demoMail } from "@/app/demo-mail/route";
import { closeDb } from "@/db/client";
import { checkouts, draftOrders, loginAttempts, mailMessages, orderItems, products, returnItems, returns, storeMembers, tenants, users } from "@/db/schema";
import { PEER_HEADER, trustPeerHeader } from "@/lib/client-address";
import { resetEnvCache } from "@/lib/env";
import { renderMessage } from "@/lib/jobs/mail-render";
import { issueGiftCard } from "@/lib/gift-cards/service";
import { encryptSecret } from "@/lib/secrets";
import { storeById } from "@/lib/tenancy/service";
import type { TenantId } from "@/lib/tenancy/store";
import { recheckDomainsJob } from "@/lib/jobs/domain-recheck";
import { startJobWorker, stopJobWorker } from "@/lib/jobs/worker";
import { closeTransport } from "@/lib/mail/transport";
import { setTxtResolver } from "@/lib/tenancy/dns";
import { startFakeSmtp, type FakeSmtp, type Received } from "../fakes/smtp";
import { setupTestDatabase } from "./helpers/db";
import { mailSettled } from "./helpers/mail-queue";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Issue 36: reset links no one can redirect, secrets no one else can read. Against a real SMTP server
 * (smtp-server in this process): every mailed link comes from configuration (ROOT_DOMAIN, PUBLIC_PORT, the
 * store's canonical host), whatever Host, X-Forwarded-Host or port the request carried; the outbox never
 * shows a reset link to the owner or the admin; a resend mails a fresh token; reset throttles protect
 * without locking anyone out, and their counts survive a Redis restart.
 */
const ctx = setupTestDatabase();
let smtp: FakeSmtp;
let demoId = "";
const PLATFORM = "http://localhost:3000";
const DEMO = "http://demo.localhost:3000";

beforeAll(async () => {
  smtp = await startFakeSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Store Builder <no-reply@platform.test>";
  process.env.PUBLIC_PORT = "3000";
  resetEnvCache();
  trustPeerHeader(true);
  demoId = (await ctx.db.select().from(tenants)).find((t) => t.slug === "demo")!.id;
  await startJobWorker();
});

afterAll(async () => {
  await stopJobWorker();
  await smtp?.close();
  trustPeerHeader(false);
  setTxtResolver(null);
  for (const k of ["SMTP_URL", "MAIL_FROM", "PUBLIC_PORT", "TRUST_PROXY_HOPS", "REDIS_URL"]) delete process.env[k];
  resetEnvCache();
  await closeDb();
});

// Every throttle starts empty: the budgets are tested on their own below.
beforeEach(async () => {
  await ctx.db.delete(loginAttempts);
});

let peerN = 0;
/** A caller from its own address (the server's peer header, as lib/peer-address.ts stamps it). */
const from = (addr = `203.0.113.${(peerN++ % 250) + 1}`) => ({ [PEER_HEADER]: addr });

async function mailsTo(to: string, n = 1, timeoutMs = 20_000, subject?: RegExp): Promise<Received[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const got = smtp.received.filter((r) => r.envelope.to.includes(to) && (!subject || subject.test(r.mail.subject ?? "")));
    if (got.length >= n) return got;
    if (Date.now() > until) throw new Error(`expected ${n} mails to ${to}, got ${got.length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const RESET = /Reset your password/;
const count = (to: string, subject?: RegExp) => smtp.received.filter((r) => r.envelope.to.includes(to) && (!subject || subject.test(r.mail.subject ?? ""))).length;

/** The reset link in a received mail (text and HTML agree). */
function resetLink(r: Received) {
  const m = /https?:\/\/[^\s"<>\]]+\?token=([A-Za-z0-9_-]+)/.exec(r.mail.text ?? "");
  if (!m) throw new Error(`no reset link in: ${r.mail.text}`);
  expect(r.mail.html).toContain(m[0]);
  return { url: m[0], token: m[1] };
}

async function shopper(host = "demo.localhost:3000") {
  const c = new TestClient(host);
  const email = `s-${Math.random().toString(36).slice(2)}@example.com`;
  const r = await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Sec", lastName: "Ure", email, password: "secret123" }, headers: from() });
  expect(r.status).toBe(201);
  return { c, email };
}

/** The outbox row of the newest message to `to`, once it has been rendered (its HTML saved). */
async function renderedRow(to: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await ctx.db.select().from(mailMessages).where(eq(mailMessages.toAddress, to));
    const row = rows.filter((r) => r.html).sort((a, b) => +b.createdAt - +a.createdAt)[0];
    if (row) return row;
    if (Date.now() > until) throw new Error(`no rendered message to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("finding 1: a store cannot capture a staff reset link", () => {
  it("a staff reset asked for through a store's verified custom domain links to the platform origin", async () => {
    await ctx.db.update(tenants).set({ customDomain: "shop.attacker.test", customDomainToken: "tok", customDomainVerifiedAt: new Date(), customDomainCheckedAt: new Date() }).where(eq(tenants.id, demoId));
    try {
      const before = count("admin@example.com");
      const r = await new TestClient("shop.attacker.test").call(staffForgot, { path: "/api/auth/forgot-password", body: { email: "admin@example.com" }, headers: from() });
      expect(r.status).toBe(200);
      const m = (await mailsTo("admin@example.com", before + 1)).at(-1)!;
      const { url } = resetLink(m);
      expect(url.startsWith(`${PLATFORM}/reset-password?token=`)).toBe(true);
      expect(m.mail.html).not.toContain("attacker");
    } finally {
      await ctx.db.update(tenants).set({ customDomain: null, customDomainToken: null, customDomainVerifiedAt: null, customDomainCheckedAt: null }).where(eq(tenants.id, demoId));
    }
  });

  it("through the store's subdomain too", async () => {
    const before = count("owner2@example.com");
    const r = await new TestClient("demo.localhost:3000").call(staffForgot, { path: "/api/auth/forgot-password", body: { email: "owner2@example.com" }, headers: from() });
    expect(r.status).toBe(200);
    const { url } = resetLink((await mailsTo("owner2@example.com", before + 1)).at(-1)!);
    expect(url.startsWith(`${PLATFORM}/reset-password?token=`)).toBe(true);
  });
});

describe("finding 2: links take no host or port from the request", () => {
  it("forged Host ports, X-Forwarded-Host (even through a trusted proxy) and an impossible port: the configured origin", async () => {
    process.env.TRUST_PROXY_HOPS = "1";
    resetEnvCache();
    try {
      const cases: { host: string; headers?: Record<string, string> }[] = [
        { host: "localhost:1337" },
        // A proxy's X-Forwarded-Host is believed for the same-origin check; the browser's Origin agrees with it.
        { host: "localhost:3000", headers: { "x-forwarded-host": "localhost:6666", origin: "http://localhost:6666" } },
        { host: "localhost:3000", headers: { "x-forwarded-host": "evil.test", origin: "http://evil.test" } },
        // As curl sends it: no Origin (the same-origin check is for browsers).
        { host: "localhost:3000", headers: { host: "localhost:99999", origin: "" } },
      ];
      for (const c of cases) {
        await ctx.db.delete(loginAttempts);
        const before = count("owner@example.com", RESET);
        const r = await new TestClient(c.host).call(staffForgot, { path: "/api/auth/forgot-password", body: { email: "owner@example.com" }, headers: { ...from(), ...c.headers } });
        expect(r.status, JSON.stringify(c)).toBe(200);
        const { url } = resetLink((await mailsTo("owner@example.com", before + 1, 20_000, RESET)).at(-1)!);
        expect(url.startsWith(`${PLATFORM}/reset-password?token=`), `${JSON.stringify(c)} gave ${url}`).toBe(true);
      }
      // A shopper's link: the store's canonical host and port, not the request's.
      const { email } = await shopper();
      const r = await new TestClient("demo.localhost:1337").call(customerForgot, {
        path: "/api/customers/forgot-password",
        body: { email },
        headers: { ...from(), "x-forwarded-host": "demo.localhost:6666", origin: "http://demo.localhost:6666" },
      });
      expect(r.status).toBe(200);
      const { url } = resetLink((await mailsTo(email)).at(-1)!);
      expect(url.startsWith(`${DEMO}/customer/reset-password?token=`)).toBe(true);
    } finally {
      delete process.env.TRUST_PROXY_HOPS;
      resetEnvCache();
    }
  }, 90_000);

  it("every mail template's links come from configuration, even with a forged origin in the payload", async () => {
    // The renderer's kinds, read from its source: a new kind without a case here fails this test.
    const source = readFileSync("lib/jobs/mail-render.ts", "utf8");
    const kinds = [...source.matchAll(/case "([a-z-]+)":/g)].map((m) => m[1]).sort();
    const { c, email } = await shopper();
    const p = (await ctx.db.select().from(products).where(and(eq(products.tenantId, demoId), eq(products.status, "active"), eq(products.trackQuantity, true)))).find(
      (x) => x.quantity > 30 && (x.options as unknown[]).length === 0,
    )!;
    const address = { firstName: "A", lastName: "R", email, address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };
    const order = await c.call(createOrder, {
      path: "/api/orders",
      body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: p.id, quantity: 1, price: "1.00" }], total: "1.00" },
      headers: { ...from(), "x-forwarded-host": "evil.test:6666" },
    });
    expect(order.status).toBe(201);
    const forged = { origin: "http://evil.test:6666" };
    const demoStore = (await storeById(demoId as TenantId))!;
    const card = await issueGiftCard(demoStore, null, { initialValue: "25.00" } as never);
    const [ret] = await ctx.db.insert(returns).values({ tenantId: demoId, orderId: String(order.json.id), requestedBy: "customer" }).returning();
    const [item] = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, String(order.json.id)));
    await ctx.db.insert(returnItems).values({ tenantId: demoId, returnId: ret.id, orderItemId: item.id, quantity: 1, reason: "size" });
    const [shopperRow] = await ctx.db.select().from(users).where(and(eq(users.tenantId, demoId), eq(users.email, email)));
    // A pending staff invitation (issue 40): staff mail links to the platform, whichever store it is from.
    const [invited] = await ctx.db.insert(storeMembers).values({ tenantId: demoId, email: "invitee@example.com", permissions: ["orders"] }).returning();
    // A draft order's invoice (record 0153): its pay link goes to the store's host too.
    const [draft] = await ctx.db
      .insert(draftOrders)
      .values({ tenantId: demoId, email, lines: [{ variantId: null, productId: null, title: "Cake", variantTitle: null, sku: null, image: null, price: "300.00", quantity: 1, taxable: true, taxRuleId: null }] })
      .returning();
    // An abandoned checkout (record 0156): its cart link and unsubscribe link go to the store's host.
    const [checkout] = await ctx.db
      .insert(checkouts)
      .values({ tenantId: demoId, token: "t".repeat(43), email, items: [{ productId: p.id, variantId: null, quantity: 1 }], acceptsMarketing: true })
      .returning();
    const rows: Record<string, { tenantId: string | null; toAddress: string | null; payload: Record<string, unknown> }> = {
      "draft-invoice": { tenantId: demoId, toAddress: null, payload: { draftId: draft.id, ...forged } },
      "order-confirmation": { tenantId: demoId, toAddress: null, payload: { orderId: order.json.id, ...forged } },
      "owner-new-order": { tenantId: demoId, toAddress: null, payload: { orderId: order.json.id, ...forged } },
      "payment-received": { tenantId: demoId, toAddress: null, payload: { orderId: order.json.id, amount: "1.00", ...forged } },
      shipped: { tenantId: demoId, toAddress: null, payload: { orderId: order.json.id, ...forged } },
      delivered: { tenantId: demoId, toAddress: null, payload: { orderId: order.json.id, ...forged } },
      refunded: { tenantId: demoId, toAddress: null, payload: { orderId: order.json.id, amount: "1.00", method: "cod", manual: true, ...forged } },
      cancelled: { tenantId: demoId, toAddress: null, payload: { orderId: order.json.id, reason: "Out of stock", ...forged } },
      "password-reset": { tenantId: demoId, toAddress: email, payload: { scope: "customer", ...forged } },
      "low-stock": { tenantId: demoId, toAddress: null, payload: { product: "Tea", left: 2, ...forged } },
      "store-welcome": { tenantId: demoId, toAddress: null, payload: forged },
      "trial-ending": { tenantId: demoId, toAddress: null, payload: { endsOn: "2026-12-01", ...forged } },
      "domain-unverified": { tenantId: demoId, toAddress: null, payload: { domain: "shop.example.com", ...forged } },
      invitation: { tenantId: demoId, toAddress: null, payload: { memberId: invited.id, inviter: "Demo Owner", ...forged } },
      "webhook-disabled": { tenantId: demoId, toAddress: null, payload: { url: "https://hooks.example.com/in", failures: 3, ...forged } },
      "customer-erasure-request": { tenantId: demoId, toAddress: null, payload: { customerId: shopperRow.id, ...forged } },
      // A return's step (record 0154): the order's page on the store's host.
      return: { tenantId: demoId, toAddress: null, payload: { orderId: order.json.id, returnId: ret.id, step: "approved", ...forged } },
      // A gift card mailed to its recipient (issue 43): its links go to the store's host.
      "gift-card": { tenantId: demoId, toAddress: "friend@example.com", payload: { giftCardId: card.id, code: encryptSecret(card.code), ...forged } },
      // A review request (record 0157): each product's review form on the store's host.
      "review-request": { tenantId: demoId, toAddress: null, payload: { orderId: order.json.id, ...forged } },
      "checkout-recovery": { tenantId: demoId, toAddress: email, payload: { checkoutId: checkout.id, ...forged } },
    };
    expect(Object.keys(rows).sort()).toEqual(kinds);
    const staffRow = { tenantId: null, toAddress: "owner@example.com", payload: { scope: "staff", ...forged } };
    for (const [kind, row] of [...Object.entries(rows), ["password-reset (staff)", staffRow] as const]) {
      const rendered = await renderMessage({ id: "00000000-0000-0000-0000-000000000000", kind: kind.replace(/ \(staff\)$/, ""), ...row } as never);
      // Every href and src of the HTML, and every URL of the text.
      const links = [
        ...[...rendered.html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&")),
        ...[...rendered.text.matchAll(/https?:\/\/[^\s"'<>\])]+/g)].map((m) => m[0].replace(/[.,]+$/, "")),
      ];
      expect(links.length, kind).toBeGreaterThan(0);
      const allowed = row.tenantId && kind !== "invitation" ? [`${DEMO}/`] : [`${PLATFORM}/`];
      if (kind === "invitation") expect(links.some((l) => l.startsWith(`${PLATFORM}/invite/`))).toBe(true);
      if (kind === "password-reset (staff)") expect(links.some((l) => l.startsWith(`${PLATFORM}/reset-password?token=`))).toBe(true);
      for (const l of links) expect(allowed.some((a) => l.startsWith(a) || `${l}/` === a), `${kind}: ${l}`).toBe(true);
      expect(rendered.html, kind).not.toMatch(/evil|1337|6666/);
    }
    // Nothing on the mail path reads a request's host (the only request-derived origin is lib/http's, for CSV answers).
    for (const f of ["lib/mail/origin.ts", "lib/mail/service.ts", "lib/mail/render.tsx", "lib/jobs/mail-render.ts", "lib/auth/password-reset.ts", "app/api/auth/forgot-password/route.ts", "app/api/customers/forgot-password/route.ts", "app/api/orders/route.ts"]) {
      expect(readFileSync(f, "utf8"), f).not.toMatch(/requestHost|requestOrigin|x-forwarded-host|headers\.get\("host"\)|req\.url/);
    }
  }, 60_000);
});

describe("finding 3: secrets stay out of the outbox", () => {
  it("an owner reading a shopper's reset mail finds no token, while the mail is failing and after it went", async () => {
    const { email } = await shopper();
    smtp.refuse = true;
    let row;
    try {
      expect((await new TestClient("demo.localhost:3000").call(customerForgot, { path: "/api/customers/forgot-password", body: { email }, headers: from() })).status).toBe(200);
      row = await renderedRow(email);
      const own = await signInStaff("demo.localhost:3000");
      const seen = await own.call(mailOne, { path: `/api/mail/${row.id}`, params: { id: row.id } });
      expect(seen.status).toBe(200);
      expect(seen.json).toMatchObject({ kind: "password-reset", to: email });
      for (const body of [String(seen.json.html), String(seen.json.text)]) {
        expect(body).not.toMatch(/token=/);
        expect(body).toContain("reset link — hidden");
      }
      expect(String(row.html) + String(row.text) + JSON.stringify(row.payload)).not.toMatch(/token=/);
    } finally {
      smtp.refuse = false;
    }
    // The recipient gets a working link (the retry makes a fresh token), and the owner still sees none.
    const m = (await mailsTo(email, 1, 40_000)).at(-1)!;
    const { token } = resetLink(m);
    const own = await signInStaff("demo.localhost:3000");
    const after = await own.call(mailOne, { path: `/api/mail/${row.id}`, params: { id: row.id } });
    expect(`${after.json.html}${after.json.text}`).not.toContain(token);
    const anon = new TestClient("demo.localhost:3000");
    expect((await anon.call(customerReset, { path: "/api/customers/reset-password", body: { token, password: "newsecret456" }, headers: from() })).status).toBe(200);
  }, 90_000);

  it("the admin reading an owner's reset mail finds no token", async () => {
    smtp.refuse = true;
    try {
      const before = count("owner2@example.com");
      expect((await new TestClient("localhost:3000").call(staffForgot, { path: "/api/auth/forgot-password", body: { email: "owner2@example.com" }, headers: from() })).status).toBe(200);
      const until = Date.now() + 20_000;
      let row;
      for (;;) {
        [row] = (await ctx.db.select().from(mailMessages).where(and(eq(mailMessages.toAddress, "owner2@example.com"), eq(mailMessages.kind, "password-reset")))).sort((a, b) => +b.createdAt - +a.createdAt);
        if ((row?.html && row.status !== "sent") || Date.now() > until) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(count("owner2@example.com")).toBe(before);
      const admin = await signInStaff("localhost:3000", "admin@example.com", "admin12345");
      const seen = await admin.call(adminMailOne, { path: `/api/admin/mail/${row!.id}`, params: { id: row!.id } });
      expect(seen.status).toBe(200);
      expect(seen.json).toMatchObject({ kind: "password-reset", to: "owner2@example.com" });
      expect(`${seen.json.html}${seen.json.text}`).not.toMatch(/token=/);
      expect(String(seen.json.html)).toContain("reset link — hidden");
    } finally {
      smtp.refuse = false;
    }
  }, 60_000);

  it("a resend mails a fresh token and the old one stops working", async () => {
    const { email } = await shopper();
    expect((await new TestClient("demo.localhost:3000").call(customerForgot, { path: "/api/customers/forgot-password", body: { email }, headers: from() })).status).toBe(200);
    const first = resetLink((await mailsTo(email, 1)).at(-1)!);
    const row = await renderedRow(email);
    await expect.poll(async () => (await ctx.db.select().from(mailMessages).where(eq(mailMessages.id, row.id)))[0].status, { timeout: 10_000 }).toBe("sent");
    const own = await signInStaff("demo.localhost:3000");
    expect((await own.call(mailResend, { method: "POST", path: `/api/mail/${row.id}/resend`, params: { id: row.id } })).status).toBe(200);
    const second = resetLink((await mailsTo(email, 2)).at(-1)!);
    expect(second.token).not.toBe(first.token);
    const anon = new TestClient("demo.localhost:3000");
    const old = await anon.call(customerReset, { path: "/api/customers/reset-password", body: { token: first.token, password: "newsecret456" }, headers: from() });
    expect(old.status).toBe(400);
    expect((await anon.call(customerReset, { path: "/api/customers/reset-password", body: { token: second.token, password: "newsecret456" }, headers: from() })).status).toBe(200);
  }, 60_000);

  it("the demo's full-mail page: only with neither SMTP_URL nor DATABASE_URL, only from this machine", async () => {
    const get = (host: string, peer: string) => new TestClient(host).call(demoMail, { path: "/demo-mail", headers: { [PEER_HEADER]: peer } });
    // SMTP_URL set (this file): off.
    expect((await get("localhost:3000", "127.0.0.1")).status).toBe(404);
    const saved = { SMTP_URL: process.env.SMTP_URL, DATABASE_URL: process.env.DATABASE_URL };
    try {
      // DATABASE_URL set, no SMTP_URL: off.
      delete process.env.SMTP_URL;
      process.env.DATABASE_URL = saved.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/none";
      resetEnvCache();
      expect((await get("localhost:3000", "127.0.0.1")).status).toBe(404);
      // The embedded demo: on, for a browser on this machine only. (The open database handle stays the same.)
      delete process.env.DATABASE_URL;
      resetEnvCache();
      closeTransport();
      const { email } = await shopper();
      expect((await new TestClient("demo.localhost:3000").call(customerForgot, { path: "/api/customers/forgot-password", body: { email }, headers: from() })).status).toBe(200);
      await expect.poll(async () => (await renderedRow(email)).status, { timeout: 20_000 }).toBe("kept");
      expect((await get("localhost:3000", "203.0.113.9")).status).toBe(404);
      expect((await get("evil.test", "127.0.0.1")).status).toBe(404);
      const page = await get("localhost:3000", "127.0.0.1");
      expect(page.status).toBe(200);
      const link = new RegExp(`${DEMO}/customer/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(page.text);
      expect(link, "the demo page shows the reset link").not.toBeNull();
      // The owner's outbox still hides it.
      const row = await renderedRow(email);
      const own = await signInStaff("demo.localhost:3000");
      const seen = await own.call(mailOne, { path: `/api/mail/${row.id}`, params: { id: row.id } });
      expect(`${seen.json.html}${seen.json.text}`).not.toContain(link![1]);
      expect((await new TestClient("demo.localhost:3000").call(customerReset, { path: "/api/customers/reset-password", body: { token: link![1], password: "newsecret456" }, headers: from() })).status).toBe(200);
    } finally {
      process.env.SMTP_URL = saved.SMTP_URL;
      if (saved.DATABASE_URL) process.env.DATABASE_URL = saved.DATABASE_URL;
      resetEnvCache();
    }
  }, 60_000);
});

describe("finding 4: reset throttles protect without locking out", () => {
  it("requests from many addresses for one account: always 200, three mails, then nothing (logged); the owner is never refused", async () => {
    const { email } = await shopper();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) {
        codes.push((await new TestClient("demo.localhost:3000").call(customerForgot, { path: "/api/customers/forgot-password", body: { email }, headers: from() })).status);
      }
      expect(codes.every((s) => s === 200)).toBe(true);
      await mailsTo(email, 3);
      await mailSettled(ctx.db);
      expect(count(email)).toBe(3);
      expect(warn.mock.calls.some((c) => /reset limit/.test(String(c[0])))).toBe(true);
      // The account's owner, from their own address: the same 200.
      expect((await new TestClient("demo.localhost:3000").call(customerForgot, { path: "/api/customers/forgot-password", body: { email }, headers: from("198.51.100.77") })).status).toBe(200);
      // And the newest link still works. Each mail mints its token when it is rendered and retires the older ones;
      // under load the three are rendered in parallel and may arrive in another order than minted, so the newest
      // is whichever of them works (the others were retired by it).
      const statuses: number[] = [];
      for (const mail of (await mailsTo(email, 3)).reverse()) {
        const { token } = resetLink(mail);
        statuses.push((await new TestClient("demo.localhost:3000").call(customerReset, { path: "/api/customers/reset-password", body: { token, password: "newsecret456" }, headers: from() })).status);
        if (statuses.at(-1) === 200) break;
      }
      expect(statuses).toContain(200);
    } finally {
      warn.mockRestore();
    }
  }, 60_000);

  it("a spray of reset requests from one address leaves that address's sign-in budget alone", async () => {
    const addr = from("198.51.100.7");
    const codes: number[] = [];
    for (let i = 0; i < 95; i++) {
      codes.push((await new TestClient("demo.localhost:3000").call(customerForgot, { path: "/api/customers/forgot-password", body: { email: `nobody-${i}@example.com` }, headers: addr })).status);
    }
    expect(codes).toContain(429);
    const login = await new TestClient("demo.localhost:3000").call(customerLogin, { path: "/api/customers/login", body: { email: "customer@example.com", password: "customer12345" }, headers: addr });
    expect(login.status).toBe(200);
  }, 120_000);

  it("a Redis restart does not reset a guessing budget: the counts are PostgreSQL's", async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    resetEnvCache();
    const guess = () =>
      new TestClient("localhost:3000").call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "wrong-pass" }, headers: from() });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 10; i++) codes.push((await guess()).status);
      expect(codes.at(-1)).toBe(429);
      // Restarted empty (no persistence): the wait holds.
      await stopRedis(redis, port);
      redis = await startRedis(port);
      await new Promise((r) => setTimeout(r, 1200)); // the guard's breaker lets a probe through each second
      expect((await guess()).status).toBe(429);
      // Because the count is PostgreSQL's.
      const [row] = await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.key, "staff:owner2@example.com"));
      expect(row?.failures).toBeGreaterThanOrEqual(9);
      // And while it is down, too.
      await stopRedis(redis, port);
      expect((await guess()).status).toBe(429);
    } finally {
      await stopRedis(redis, port).catch(() => {});
      delete process.env.REDIS_URL;
      resetEnvCache();
      const g = globalThis as unknown as { __sbRedis?: Promise<{ disconnect: () => void }> };
      if (g.__sbRedis) (await g.__sbRedis.catch(() => null))?.disconnect();
      g.__sbRedis = undefined;
    }
  }, 60_000);

  it("a verified custom domain whose TXT record is gone is unverified, not served, its owner told; links fall back", async () => {
    await ctx.db
      .update(tenants)
      .set({ customDomain: "shop.demo-owner.test", customDomainToken: "tok123", customDomainVerifiedAt: new Date(), customDomainCheckedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(tenants.id, demoId));
    try {
      // Before a mail links to it, a stale proof is looked up: still there, the domain is used.
      setTxtResolver(async () => [["storebuilder-verify=tok123"]]);
      const { email } = await shopper();
      await new TestClient("demo.localhost:3000").call(customerForgot, { path: "/api/customers/forgot-password", body: { email }, headers: from() });
      expect(resetLink((await mailsTo(email)).at(-1)!).url.startsWith("http://shop.demo-owner.test/customer/reset-password?token=")).toBe(true);
      // The daily job: the record is gone.
      await ctx.db.update(tenants).set({ customDomainCheckedAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(tenants.id, demoId));
      setTxtResolver(async (name) => {
        throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
      });
      const results = await recheckDomainsJob();
      expect(results).toEqual([{ storeId: demoId, domain: "shop.demo-owner.test", outcome: "lost" }]);
      const [t] = await ctx.db.select().from(tenants).where(eq(tenants.id, demoId));
      expect(t.customDomainVerifiedAt).toBeNull();
      const { GET: getTenant } = await import("@/app/api/tenant/route");
      expect((await new TestClient("shop.demo-owner.test").call(getTenant, { path: "/api/tenant" })).status).toBe(404);
      const told = (await mailsTo("owner@example.com", 1, 20_000, /no longer connected/)).at(-1)!;
      expect(told.mail.text).toContain("shop.demo-owner.test");
      const again = await shopper();
      await new TestClient("demo.localhost:3000").call(customerForgot, { path: "/api/customers/forgot-password", body: { email: again.email }, headers: from() });
      expect(resetLink((await mailsTo(again.email)).at(-1)!).url.startsWith(`${DEMO}/customer/reset-password?token=`)).toBe(true);
    } finally {
      setTxtResolver(null);
      await ctx.db.update(tenants).set({ customDomain: null, customDomainToken: null, customDomainVerifiedAt: null, customDomainCheckedAt: null }).where(eq(tenants.id, demoId));
    }
  }, 60_000);
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const p = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no", "--bind", "127.0.0.1"], { stdio: "ignore" });
  const until = Date.now() + 10_000;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = spawn("redis-cli", ["-p", String(port), "ping"], { stdio: ["ignore", "pipe", "ignore"] });
      let out = "";
      c.stdout.on("data", (d) => (out += d));
      c.on("close", () => resolve(out.includes("PONG")));
    });
    if (ok) return p;
    if (Date.now() > until) throw new Error("redis-server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopRedis(p: ChildProcess, port: number) {
  if (p.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    p.once("exit", () => resolve());
    spawn("redis-cli", ["-p", String(port), "shutdown", "nosave"], { stdio: "ignore" });
  });
}
