import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { PATCH as patchCheckout } from "@/app/api/checkouts/[token]/route";
import { POST as unsubscribe } from "@/app/api/checkouts/[token]/unsubscribe/route";
import { GET as listAbandoned } from "@/app/api/checkouts/abandoned/route";
import { POST as createCheckout } from "@/app/api/checkouts/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { GET as funnel } from "@/app/api/reports/funnel/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/settings/checkout-recovery/route";
import { activityEntries, checkouts, mailMessages, products, productVariants, shippingTiers, tenants, users } from "@/db/schema";
import { recoverCart, sendRecovery, sweepRecovery } from "@/lib/checkouts/service";
import { renderMessage } from "@/lib/jobs/mail-render";
import { storeById } from "@/lib/tenancy/service";
import type { TenantId } from "@/lib/tenancy/store";
import { setStock, setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Abandoned-checkout recovery (issue 43 part 1, record 0156) through the API on a real database: the checkout's
 * record (validation, another store's token), the recovery mail (once, to whom, what it shows, its headers), the
 * order that completes it (recovered in the owner's list), the recovery link's cart (sold-out lines dropped), the
 * one-click unsubscribe, the setting, the owner's list with another store's owner, and the reports' rate.
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
let owner: TestClient;
let gadgetsOwner: TestClient;
let demoId: TenantId;
let plain: typeof products.$inferSelect;
let other: typeof products.$inferSelect;

const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

async function shopper(host = DEMO) {
  const c = new TestClient(host);
  const email = `r-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Ria", lastName: "Shopper", email, password: "secret123" } })).status).toBe(201);
  return { c, email };
}
const start = (c: TestClient, body: Record<string, unknown>) => c.call(createCheckout, { path: "/api/checkouts", body });
const patch = (c: TestClient, token: string, body: Record<string, unknown>) => c.call(patchCheckout, { method: "PATCH", path: `/api/checkouts/${token}`, params: { token }, body });
const list = (c: TestClient, q = "") => c.call(listAbandoned, { path: `/api/checkouts/abandoned${q}` });
const rowOf = async (id: string) => (await ctx.db.select().from(checkouts).where(eq(checkouts.id, id)))[0];
/** As if the shopper had gone quiet `minutes` ago. */
const quiet = (id: string, minutes: number) => ctx.db.update(checkouts).set({ activeAt: new Date(Date.now() - minutes * 60_000) }).where(eq(checkouts.id, id));
const recoveryMails = async (id: string) => ctx.db.select().from(mailMessages).where(eq(mailMessages.dedupeKey, `checkout-recovery:${id}`));

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  demoId = t.id as TenantId;
  await ctx.db.update(tenants).set({ taxEnabled: false, codCharges: "0", codMinOrder: "0", codEnabled: true }).where(eq(tenants.id, t.id));
  await ctx.db.update(shippingTiers).set({ isActive: false }).where(eq(shippingTiers.tenantId, t.id));
  const rows = (await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")))).filter((p) => (p.options as unknown[]).length === 0);
  [plain, other] = rows;
  await ctx.db.update(productVariants).set({ price: "120.00" }).where(eq(productVariants.productId, plain.id));
  await setStock(ctx.db, plain.id, { quantity: 100, trackQuantity: true });
  await setStock(ctx.db, other.id, { quantity: 100, trackQuantity: true });
});

describe("the checkout's record", () => {
  it("refuses bad input with field errors and writes nothing", async () => {
    const { c } = await shopper();
    const before = (await ctx.db.select().from(checkouts)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "not-an-email", items: [{ productId: plain.id, quantity: 1 }] }, "email"],
      [{ email: "a@example.com", items: [] }, "items"],
      [{ email: "a@example.com", items: [{ productId: "x", quantity: 1 }] }, "items.0.productId"],
      [{ email: "a@example.com", items: [{ productId: plain.id, quantity: 0 }] }, "items.0.quantity"],
      [{ email: "a@example.com", items: [{ productId: plain.id, quantity: 1 }], acceptsMarketing: "yes" }, "acceptsMarketing"],
    ];
    for (const [body, field] of cases) {
      const r = await start(c, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.json.errors ?? {}), JSON.stringify(r.json)).toContain(field);
    }
    // Not a store's host: no store to write it for.
    expect((await start(new TestClient("localhost:3000"), { email: "a@example.com", items: [{ productId: plain.id, quantity: 1 }] })).status).toBe(404);
    expect((await ctx.db.select().from(checkouts)).length).toBe(before);
  });

  it("is written with the cart's figures, kept current by token, and another store's token is not found", async () => {
    const { c, email } = await shopper();
    const r = await start(c, { email: email.toUpperCase(), items: [{ productId: plain.id, quantity: 2 }], acceptsMarketing: true });
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ id: expect.any(String), token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const id = String(r.json.id);
    const token = String(r.json.token);
    expect(await rowOf(id)).toMatchObject({ email, total: "240.00", itemsCount: 2, acceptsMarketing: true, completedAt: null });
    // The marketing checkbox is kept on the signed-in customer.
    const [u] = await ctx.db.select().from(users).where(and(eq(users.tenantId, demoId), eq(users.email, email)));
    expect(u.acceptsMarketing).toBe(true);
    const [entry] = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.resourceId, id), eq(activityEntries.action, "checkout.created")));
    expect(entry).toBeTruthy();

    const p = await patch(c, token, { items: [{ productId: plain.id, quantity: 3 }, { productId: other.id, quantity: 1 }], discountCode: "SAVE10" });
    expect(p.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ itemsCount: 4, discountCode: "SAVE10" });
    // A visitor with the token may keep it current (the token is the secret); a PATCH with nothing is refused.
    expect((await patch(new TestClient(DEMO), token, { acceptsMarketing: false })).status).toBe(200);
    expect((await patch(c, token, {})).status).toBe(400);
    // Another store's host: not found, and nothing changed.
    const g = await patch(new TestClient(GADGETS), token, { email: "thief@example.com" });
    expect(g.status).toBe(404);
    expect((await rowOf(id)).email).toBe(email);
    expect((await patch(c, "x".repeat(43), { acceptsMarketing: true })).status).toBe(404);
    expect((await patch(c, "bad token", { acceptsMarketing: true })).status).toBe(400);
    // Another store's recovery link: not found.
    const gadgets = (await storeById((await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets")))[0].id as TenantId))!;
    await expect(recoverCart(gadgets, token)).rejects.toMatchObject({ status: 404 });
  });
});

describe("the recovery mail", () => {
  it("goes once, after the delay, to a subscriber; shows the cart at today's prices with the unsubscribe headers", async () => {
    const { c, email } = await shopper();
    const r = await start(c, { email, items: [{ productId: plain.id, quantity: 2 }], acceptsMarketing: true });
    const id = String(r.json.id);
    // Not yet: the store's delay (60 minutes by default) has not passed.
    expect(await sendRecovery(demoId, id)).toBe("not-due");
    expect(await recoveryMails(id)).toHaveLength(0);
    let page = await list(owner, `?search=${email}`);
    expect(page.json.items).toMatchObject([{ id, email, total: "240.00", itemsCount: 2, status: "open", recoveryEmailSentAt: null, recoveredOrderId: null }]);

    await quiet(id, 61);
    page = await list(owner, `?search=${email}&status=abandoned`);
    expect(page.json).toMatchObject({ total: 1, items: [{ id, status: "abandoned" }] });
    // The price changed since: the mail shows today's.
    await ctx.db.update(productVariants).set({ price: "110.00" }).where(eq(productVariants.productId, plain.id));
    const [first, second] = await Promise.all([sendRecovery(demoId, id), sendRecovery(demoId, id)]);
    expect([first, second].sort()).toEqual(["mailed", "skipped"]);
    expect(await sendRecovery(demoId, id)).toBe("skipped");
    expect(await sweepRecovery()).toMatchObject({ mailed: 0 });
    const mails = await recoveryMails(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "checkout-recovery", toAddress: email, tenantId: demoId });
    expect((await rowOf(id)).recoveryEmailSentAt).toBeInstanceOf(Date);

    const m = await renderMessage(mails[0]);
    expect(m.to).toBe(email);
    // The one-click address on the store's own host (from configuration), and its RFC 8058 companion.
    expect(m.headers?.["List-Unsubscribe"]).toMatch(new RegExp(`^<http://demo\\.localhost(:\\d+)?/api/checkouts/${r.json.token}/unsubscribe>$`));
    expect(m.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(m.html).toContain(plain.name);
    expect(m.html).toContain("220.00");
    expect(m.html).toContain(`/checkout/recover/${r.json.token}`);
    expect(m.html).toContain(`/checkout/unsubscribe/${r.json.token}`);
    expect(m.redact).toContain(String(r.json.token));
    // Listed with the moment it was sent.
    page = await list(owner, `?search=${email}`);
    expect(page.json.items).toMatchObject([{ id, status: "abandoned", recoveryEmailSentAt: expect.any(String) }]);
    await ctx.db.update(productVariants).set({ price: "120.00" }).where(eq(productVariants.productId, plain.id));
  });

  it("is not sent to a shopper who did not subscribe (audience subscribed), but is with audience everyone; never when off", async () => {
    const { c, email } = await shopper();
    const id = String((await start(c, { email, items: [{ productId: plain.id, quantity: 1 }], acceptsMarketing: false })).json.id);
    await quiet(id, 61);
    expect(await sendRecovery(demoId, id)).toBe("skipped");
    expect((await owner.call(putSettings, { method: "PUT", path: "/api/settings/checkout-recovery", body: { enabled: false, delayMinutes: 30, audience: "everyone" } })).status).toBe(200);
    expect(await sendRecovery(demoId, id)).toBe("skipped");
    expect((await owner.call(putSettings, { method: "PUT", path: "/api/settings/checkout-recovery", body: { enabled: true, delayMinutes: 30, audience: "everyone" } })).status).toBe(200);
    expect(await sendRecovery(demoId, id)).toBe("mailed");
    expect(await recoveryMails(id)).toHaveLength(1);
    await owner.call(putSettings, { method: "PUT", path: "/api/settings/checkout-recovery", body: { enabled: true, delayMinutes: 60, audience: "subscribed" } });
  });
});

describe("completed by the order", () => {
  it("an order with the token completes the checkout: recovered after its mail, in the owner's list and the reports", async () => {
    const { c, email } = await shopper();
    const r = await start(c, { email, items: [{ productId: plain.id, quantity: 1 }], acceptsMarketing: true });
    const id = String(r.json.id);
    const token = String(r.json.token);
    await quiet(id, 61);
    expect(await sendRecovery(demoId, id)).toBe("mailed");
    // Another store's token on an order changes nothing there and does not fail the order.
    const o = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: { ...address, email }, paymentMethod: "cod", items: [{ productId: plain.id, quantity: 1 }], checkoutToken: token } });
    expect(o.status, JSON.stringify(o.json)).toBe(201);
    expect(await rowOf(id)).toMatchObject({ orderId: o.json.id, completedAt: expect.any(Date) });
    const page = await list(owner, `?search=${email}&status=recovered`);
    expect(page.json).toMatchObject({ total: 1, items: [{ id, status: "recovered", recoveredOrderId: o.json.id }] });
    // Completed: no more changes, no mail.
    expect((await patch(c, token, { acceptsMarketing: true })).status).toBe(409);
    expect(await sendRecovery(demoId, id)).toBe("skipped");
    // A second order with the same token is placed and changes nothing.
    const again = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: { ...address, email }, paymentMethod: "cod", items: [{ productId: plain.id, quantity: 1 }], checkoutToken: token } });
    expect(again.status).toBe(201);
    expect((await rowOf(id)).orderId).toBe(o.json.id);

    // A checkout completed without a recovery mail is an ordinary order: not listed.
    const plainCheckout = await start(c, { email, items: [{ productId: plain.id, quantity: 1 }] });
    const o2 = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: { ...address, email }, paymentMethod: "cod", items: [{ productId: plain.id, quantity: 1 }], checkoutToken: plainCheckout.json.token } });
    expect(o2.status).toBe(201);
    expect(((await list(owner, `?search=${email}`)).json.items as { id: string }[]).map((i) => i.id)).toEqual([id]);

    const report = await owner.call(funnel, { path: "/api/reports/funnel" });
    expect(report.status).toBe(200);
    const rec = report.json.checkoutRecovery as { emailsSent: number; recoveredOrders: number; recoveryRate: number };
    expect(rec.recoveredOrders).toBeGreaterThanOrEqual(1);
    expect(rec.emailsSent).toBeGreaterThanOrEqual(rec.recoveredOrders);
    expect(rec.recoveryRate).toBeCloseTo(rec.recoveredOrders / rec.emailsSent, 3);
  });

  it("the recovery link's cart drops a sold-out line with a note, lowers a quantity to the stock left, and keeps the code", async () => {
    const { c, email } = await shopper();
    await ctx.db.update(productVariants).set({ price: "120.00" }).where(eq(productVariants.productId, plain.id));
    const r = await start(c, { email, items: [{ productId: plain.id, quantity: 5 }, { productId: other.id, quantity: 1 }], discountCode: "WELCOME10" });
    await setStock(ctx.db, other.id, { quantity: 0 });
    await setStock(ctx.db, plain.id, { quantity: 3 });
    const store = (await storeById(demoId))!;
    const cart = await recoverCart(store, String(r.json.token));
    expect(cart.items).toMatchObject([{ productId: plain.id, quantity: 3, maxQuantity: 3, price: "120.00", name: plain.name }]);
    expect(cart.code).toBe("WELCOME10");
    expect(cart.notes).toEqual([`Only 3 of ${plain.name} left: the quantity was lowered`, `${other.name} is sold out and was removed`]);
    await setStock(ctx.db, other.id, { quantity: 100 });
    await setStock(ctx.db, plain.id, { quantity: 100 });
  });
});

describe("unsubscribe", () => {
  it("one click, from anywhere, without signing in: no more recovery mail to that address", async () => {
    const { c, email } = await shopper();
    const r = await start(c, { email, items: [{ productId: plain.id, quantity: 1 }], acceptsMarketing: true });
    const token = String(r.json.token);
    // A mail provider's one-click POST: another origin, a form body.
    const u = await new TestClient(DEMO).call(unsubscribe, {
      path: `/api/checkouts/${token}/unsubscribe`,
      params: { token },
      rawBody: "List-Unsubscribe=One-Click",
      headers: { origin: "https://mail.example.net", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(u.status, JSON.stringify(u.json)).toBe(200);
    expect(u.json).toEqual({ unsubscribed: true, email });
    const [user] = await ctx.db.select().from(users).where(and(eq(users.tenantId, demoId), eq(users.email, email)));
    expect(user.acceptsMarketing).toBe(false);
    // A new checkout of the same address, even ticked again, gets no mail.
    const id2 = String((await start(c, { email, items: [{ productId: plain.id, quantity: 1 }], acceptsMarketing: true })).json.id);
    await quiet(id2, 61);
    expect(await sendRecovery(demoId, id2)).toBe("skipped");
    // Another store's host: not found.
    expect((await new TestClient(GADGETS).call(unsubscribe, { path: `/api/checkouts/${token}/unsubscribe`, params: { token } })).status).toBe(404);
  });
});

describe("the owner's side", () => {
  it("the setting: defaults, bounds, another store's own", async () => {
    const g = await gadgetsOwner.call(getSettings, { path: "/api/settings/checkout-recovery" });
    expect(g.json).toEqual({ enabled: true, delayMinutes: 60, audience: "subscribed" });
    for (const body of [
      { enabled: true, delayMinutes: 10081, audience: "subscribed" },
      { enabled: true, delayMinutes: -1, audience: "subscribed" },
      { enabled: true, delayMinutes: 60, audience: "nobody" },
      { enabled: "yes", delayMinutes: 60, audience: "everyone" },
    ]) {
      const r = await owner.call(putSettings, { method: "PUT", path: "/api/settings/checkout-recovery", body });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    const ok = await owner.call(putSettings, { method: "PUT", path: "/api/settings/checkout-recovery", body: { enabled: true, delayMinutes: 0, audience: "everyone" } });
    expect(ok.json).toEqual({ enabled: true, delayMinutes: 0, audience: "everyone" });
    expect((await owner.call(getSettings, { path: "/api/settings/checkout-recovery" })).json).toEqual({ enabled: true, delayMinutes: 0, audience: "everyone" });
    expect((await gadgetsOwner.call(getSettings, { path: "/api/settings/checkout-recovery" })).json).toMatchObject({ delayMinutes: 60 });
    await owner.call(putSettings, { method: "PUT", path: "/api/settings/checkout-recovery", body: { enabled: true, delayMinutes: 60, audience: "subscribed" } });
  });

  it("the list: another store's owner sees none of it; a shopper cannot read it; bad filters are 400", async () => {
    const { c, email } = await shopper();
    await start(c, { email, items: [{ productId: plain.id, quantity: 1 }] });
    expect(((await list(owner, `?search=${email}`)).json.items as unknown[]).length).toBe(1);
    const g = await list(gadgetsOwner, `?search=${email}`);
    expect(g.status).toBe(200);
    expect(g.json).toMatchObject({ items: [], total: 0 });
    expect((await list(c)).status).toBe(403);
    expect((await list(new TestClient(DEMO))).status).toBe(401);
    expect((await list(owner, "?status=lost")).status).toBe(400);
    expect((await list(owner, "?page=0")).status).toBe(400);
  });
});
