import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { GET as listHooks, POST as createHook } from "@/app/api/webhooks/route";
import { DELETE as deleteHook, PATCH as patchHook } from "@/app/api/webhooks/[id]/route";
import { POST as rotate } from "@/app/api/webhooks/[id]/rotate-secret/route";
import { POST as testHook } from "@/app/api/webhooks/[id]/test/route";
import { GET as listDeliveries } from "@/app/api/webhooks/[id]/deliveries/route";
import { POST as redeliver } from "@/app/api/webhooks/[id]/deliveries/[deliveryId]/redeliver/route";
import { closeDb } from "@/db/client";
import { activityEntries, mailMessages, products, tenants, webhookDeliveries, webhookEvents, webhooks } from "@/db/schema";
import { recordActivity } from "@/lib/activity/record";
import { resetEnvCache } from "@/lib/env";
import type { TenantId } from "@/lib/tenancy/store";
import { startWebhookDispatcher, stopWebhookDispatcher } from "@/lib/webhooks/dispatcher";
import { sendWebhook } from "@/lib/webhooks/send";
import { setStock, setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Outgoing webhooks (issue 41, record 0146) against a real HTTP receiver on 127.0.0.1: the outbox written with
 * the change, Standard Webhooks signatures checked by the `standardwebhooks` package, retries with the same
 * webhook-id, a crash between commit and delivery, the SSRF guard, timeouts and capped bodies, disabling.
 */
process.env.WEBHOOKS_ALLOW_PRIVATE_URLS = "1";
process.env.WEBHOOK_RETRY_BASE_MS = "20";
process.env.WEBHOOK_POLL_MS = "50";
process.env.WEBHOOK_TIMEOUT_MS = "2000";

const ctx = setupTestDatabase();
const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
let owner: TestClient;
let other: TestClient;
let demoId: TenantId;
let productId: string;

type Hit = { headers: http.IncomingHttpHeaders; body: string; path: string };
type Receiver = { url: string; hits: Hit[]; answer: (hit: Hit, res: http.ServerResponse) => void; close: () => Promise<void> };

const receivers: Receiver[] = [];
async function receiver(answer: Receiver["answer"] = (_h, res) => res.end("ok")): Promise<Receiver> {
  const r: Receiver = { url: "", hits: [], answer, close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const hit = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), path: req.url ?? "/" };
      r.hits.push(hit);
      r.answer(hit, res);
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  r.close = () =>
    new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    });
  receivers.push(r);
  return r;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(f: () => Promise<T | null | undefined | false> | T | null | undefined | false, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v && !(Array.isArray(v) && v.length === 0)) return v;
    if (Date.now() > end) throw new Error("timed out waiting");
    await sleep(50);
  }
}

const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

async function placeOrder(): Promise<{ id: string }> {
  const c = new TestClient(DEMO);
  const email = `wh-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "W", lastName: "H", email, password: "secret123" } })).status).toBe(201);
  const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: { ...address, email }, paymentMethod: "cod", items: [{ productId, quantity: 1 }] } });
  expect(r.status).toBe(201);
  return r.json as unknown as { id: string };
}

async function addHook(url: string, topics: string[], c = owner): Promise<{ id: string; secret: string }> {
  const r = await c.call(createHook, { path: "/api/webhooks", body: { url, topics } });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json as unknown as { id: string; secret: string };
}

const deliveriesOf = async (webhookId: string) => ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));

beforeAll(async () => {
  owner = await signInStaff(DEMO);
  other = await signInStaff(GADGETS, "owner2@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  demoId = t.id as TenantId;
  const rows = await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")));
  const p = rows.find((x) => (x.options as unknown[]).length === 0)!;
  productId = p.id;
  await setStock(ctx.db, p.id, { quantity: 10_000, trackQuantity: true });
});

beforeEach(() => startWebhookDispatcher());

afterAll(async () => {
  await stopWebhookDispatcher();
  for (const r of receivers) await r.close();
  for (const k of ["WEBHOOKS_ALLOW_PRIVATE_URLS", "WEBHOOK_RETRY_BASE_MS", "WEBHOOK_POLL_MS", "WEBHOOK_TIMEOUT_MS"]) delete process.env[k];
  resetEnvCache();
  await closeDb();
});

describe("webhooks: delivery", () => {
  it("an order placed through the API reaches a subscribed receiver as orders/created, signed (standardwebhooks verifies)", async () => {
    const rx = await receiver();
    const hook = await addHook(rx.url, ["orders/created"]);
    const order = await placeOrder();
    const hit = await until(() => rx.hits[0]);
    const payload = new Webhook(hook.secret).verify(hit.body, hit.headers as Record<string, string>) as Record<string, unknown>;
    expect(payload).toMatchObject({ topic: "orders/created", store: { id: demoId, slug: "demo" }, data: { id: order.id } });
    expect(hit.headers["webhook-id"]).toBe(payload.id);
    expect(hit.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    // A wrong secret does not verify.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(hit.body, hit.headers as Record<string, string>)).toThrow();
    const [d] = await until(async () => (await deliveriesOf(hook.id)).filter((x) => x.status === "delivered"));
    expect(d.attempts).toBe(1);
    expect(d.lastStatusCode).toBe(200);
    await ctx.db.delete(webhooks).where(eq(webhooks.id, hook.id));
  });

  it("a shopper's registration reaches a customers/created subscriber with the account's fields", async () => {
    const rx = await receiver();
    const hook = await addHook(rx.url, ["customers/created"]);
    const c = new TestClient(DEMO);
    const email = `cc-${Math.random().toString(36).slice(2)}@example.com`;
    expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Cara", lastName: "Cust", email, password: "secret123" } })).status).toBe(201);
    const hit = await until(() => rx.hits[0]);
    const payload = new Webhook(hook.secret).verify(hit.body, hit.headers as Record<string, string>);
    expect(payload).toMatchObject({ topic: "customers/created", data: { email, firstName: "Cara", lastName: "Cust" } });
    expect(JSON.stringify(payload)).not.toMatch(/password/i);
    await ctx.db.delete(webhooks).where(eq(webhooks.id, hook.id));
  });

  it("stock moves raise inventory/updated: an order's take, the owner's stock edit (not a description edit); a guest is a customers/created", async () => {
    const rx = await receiver();
    const hook = await addHook(rx.url, ["inventory/updated", "customers/created"]);
    const order = await placeOrder();
    const first = await until(() => rx.hits.find((h) => JSON.parse(h.body).topic === "inventory/updated"));
    expect(JSON.parse(first.body)).toMatchObject({ topic: "inventory/updated", data: { id: productId } });
    expect(order.id).toBeTruthy();
    const { PATCH: patchProduct } = await import("@/app/api/products/[id]/route");
    const path = `/api/products/${productId}`;
    const edit = (body: Record<string, unknown>) => owner.call(patchProduct, { method: "PATCH", path, params: { id: productId }, body });
    const inventoryHits = () => rx.hits.filter((h) => JSON.parse(h.body).topic === "inventory/updated").length;
    await until(() => inventoryHits() === 1);
    expect((await edit({ description: `<p>no stock change ${Date.now()}</p>` })).status).toBe(200);
    expect((await edit({ quantity: 9_000 })).status).toBe(200);
    await until(() => inventoryHits() === 2);
    await sleep(300);
    expect(inventoryHits()).toBe(2);

    // A guest checkout's customer, with the e-mail the shopper typed.
    const { POST: guestCheckout } = await import("@/app/api/customers/guest/route");
    await ctx.db.update(tenants).set({ guestCheckout: true }).where(eq(tenants.id, demoId));
    try {
      const email = `guest-${Date.now()}@example.com`;
      const g = await new TestClient(DEMO).call(guestCheckout, { path: "/api/customers/guest", body: { firstName: "Gita", lastName: "Guest", email } });
      expect(g.status).toBe(201);
      // (placeOrder registered a shopper first: theirs is a customers/created too, guest false.)
      const hit = await until(() => rx.hits.find((h) => JSON.parse(h.body).topic === "customers/created" && JSON.parse(h.body).data.firstName === "Gita"));
      expect(JSON.parse(hit.body)).toMatchObject({ data: { email, firstName: "Gita", guest: true } });
    } finally {
      await ctx.db.update(tenants).set({ guestCheckout: false }).where(eq(tenants.id, demoId));
    }
    await ctx.db.delete(webhooks).where(eq(webhooks.id, hook.id));
  });

  it("an imported product raises products/created, an import's update products/updated", async () => {
    const { recordProductWrite } = await import("@/lib/catalog/products/activity");
    const [p] = await ctx.db.select().from(products).where(eq(products.id, productId));
    await ctx.db.transaction((tx) => recordProductWrite(tx, demoId, productId, null, "imported"));
    await ctx.db.transaction((tx) => recordProductWrite(tx, demoId, productId, { ...p, name: `${p.name} (old)` }, "imported"));
    const topics = (await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.resourceId, productId))).map((e) => e.topic);
    // No webhook subscribed: nothing is written. Subscribe, then the two entries raise one each.
    expect(topics).not.toContain("products/created");
    const rx = await receiver();
    const hook = await addHook(rx.url, ["products/created", "products/updated"]);
    await ctx.db.transaction((tx) => recordProductWrite(tx, demoId, productId, null, "imported"));
    await ctx.db.transaction((tx) => recordProductWrite(tx, demoId, productId, { ...p, name: `${p.name} (old)` }, "imported"));
    await until(() => rx.hits.length >= 2);
    expect(rx.hits.map((h) => JSON.parse(h.body).topic).sort()).toEqual(["products/created", "products/updated"]);
    const [entry] = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.resourceId, productId), eq(activityEntries.action, "product.imported")));
    expect(entry).toBeTruthy();
    await ctx.db.delete(webhooks).where(eq(webhooks.id, hook.id));
  });

  it("the retention sweep deletes settled events older than WEBHOOK_RETENTION_DAYS, keeps pending and recent ones", async () => {
    const { sweepOldWebhookEvents } = await import("@/lib/webhooks/dispatcher");
    await stopWebhookDispatcher();
    const [hook] = await ctx.db.insert(webhooks).values({ tenantId: demoId, url: "http://127.0.0.1:9/x", topics: ["orders/created"], secret: "whsec_x", enabled: false }).returning();
    const old = new Date(Date.now() - 31 * 86_400_000);
    const mk = async (createdAt: Date, status: "pending" | "delivered" | "failed") => {
      const [e] = await ctx.db.insert(webhookEvents).values({ tenantId: demoId, topic: "orders/created", createdAt }).returning();
      await ctx.db.insert(webhookDeliveries).values({ tenantId: demoId, webhookId: hook.id, eventId: e.id, status, createdAt });
      return e.id;
    };
    const oldDelivered = await mk(old, "delivered");
    const oldFailed = await mk(old, "failed");
    const oldPending = await mk(old, "pending");
    const recent = await mk(new Date(), "delivered");
    expect(await sweepOldWebhookEvents()).toBeGreaterThanOrEqual(2);
    const left = new Set((await ctx.db.select().from(webhookEvents)).map((e) => e.id));
    expect([left.has(oldDelivered), left.has(oldFailed), left.has(oldPending), left.has(recent)]).toEqual([false, false, true, true]);
    expect((await deliveriesOf(hook.id)).length).toBe(2);
    await ctx.db.delete(webhooks).where(eq(webhooks.id, hook.id));
  });

  it("a receiver answering 500 twice then 200 gets the same webhook-id three times; the delivery ends delivered with 3 attempts", async () => {
    let n = 0;
    const rx = await receiver((_h, res) => {
      res.statusCode = ++n <= 2 ? 500 : 200;
      res.end(n <= 2 ? "boom" : "ok");
    });
    const hook = await addHook(rx.url, ["products/updated"]);
    const r = await owner.call(patchHook, { method: "PATCH", path: `/api/webhooks/${hook.id}`, params: { id: hook.id }, body: { description: "x" } });
    expect(r.status).toBe(200);
    // A product change raises products/updated.
    const { PATCH: patchProduct } = await import("@/app/api/products/[id]/route");
    const pr = await owner.call(patchProduct, { method: "PATCH", path: `/api/products/${productId}`, params: { id: productId }, body: { description: `<p>changed ${Date.now()}</p>` } });
    expect(pr.status, JSON.stringify(pr.json)).toBe(200);
    const [d] = await until(async () => (await deliveriesOf(hook.id)).filter((x) => x.status === "delivered"));
    expect(rx.hits).toHaveLength(3);
    expect(new Set(rx.hits.map((h) => h.headers["webhook-id"])).size).toBe(1);
    expect(d.attempts).toBe(3);
    const body = JSON.parse(rx.hits[2].body) as { topic: string; data: { id: string } };
    expect(body).toMatchObject({ topic: "products/updated", data: { id: productId } });
    // Every attempt sent the same body (the data is fixed at the first attempt).
    expect(new Set(rx.hits.map((h) => h.body)).size).toBe(1);
    await ctx.db.delete(webhooks).where(eq(webhooks.id, hook.id));
  });

  it("a rolled-back change enqueues nothing", async () => {
    const rx = await receiver();
    const hook = await addHook(rx.url, ["products/created"]);
    const before = (await ctx.db.select().from(webhookEvents)).length;
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordActivity(tx, demoId, { action: "product.created", resourceType: "product", resourceId: productId, summary: "created product" });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await ctx.db.select().from(webhookEvents)).length).toBe(before);
    expect(await deliveriesOf(hook.id)).toHaveLength(0);
    // The same, committed: one event, one delivery.
    await ctx.db.transaction((tx) => recordActivity(tx, demoId, { action: "product.created", resourceType: "product", resourceId: productId, summary: "created product" }));
    await until(() => rx.hits[0]);
    expect(await deliveriesOf(hook.id)).toHaveLength(1);
    await ctx.db.delete(webhooks).where(eq(webhooks.id, hook.id));
  });

  it("an event committed while no worker runs (a crash after the commit) is delivered once the worker starts, once", async () => {
    await stopWebhookDispatcher();
    const rx = await receiver();
    const hook = await addHook(rx.url, ["orders/created"]);
    const order = await placeOrder();
    await sleep(300);
    expect(rx.hits).toHaveLength(0);
    expect((await deliveriesOf(hook.id)).map((d) => d.status)).toEqual(["pending"]);
    // As a process killed mid-attempt leaves it: claimed, its lease run out. The next worker takes it again.
    await ctx.db.update(webhookDeliveries).set({ claimId: crypto.randomUUID(), claimedUntil: sql`now() - interval '1 second'`, nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(webhookDeliveries.webhookId, hook.id));
    startWebhookDispatcher();
    const hit = await until(() => rx.hits[0]);
    expect(JSON.parse(hit.body)).toMatchObject({ topic: "orders/created", data: { id: order.id } });
    await until(async () => (await deliveriesOf(hook.id)).every((d) => d.status === "delivered"));
    await sleep(300);
    expect(rx.hits).toHaveLength(1);
    await ctx.db.delete(webhooks).where(eq(webhooks.id, hook.id));
  });

  it("test, the deliveries list, and redeliver with the same webhook-id; rotation signs with both secrets", async () => {
    const rx = await receiver();
    const hook = await addHook(rx.url, ["discounts/created"]);
    const t = await owner.call(testHook, { path: `/api/webhooks/${hook.id}/test`, params: { id: hook.id }, method: "POST" });
    expect(t.status).toBe(200);
    const hit = await until(() => rx.hits[0]);
    expect(JSON.parse(hit.body)).toMatchObject({ topic: "ping", data: {} });
    const list = await until(async () => {
      const r = await owner.call(listDeliveries, { path: `/api/webhooks/${hook.id}/deliveries?page=1`, params: { id: hook.id } });
      const j = r.json as unknown as { items: { id: string; status: string; attempts: number; eventId: string; topic: string; lastStatusCode: number }[]; total: number };
      return j.items[0]?.status === "delivered" ? j : null;
    });
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ topic: "ping", attempts: 1, lastStatusCode: 200, eventId: hit.headers["webhook-id"] });
    const rotated = await owner.call(rotate, { path: `/api/webhooks/${hook.id}/rotate-secret`, params: { id: hook.id }, method: "POST" });
    expect(rotated.status).toBe(200);
    const newSecret = (rotated.json as unknown as { secret: string }).secret;
    expect(newSecret).toMatch(/^whsec_/);
    const again = await owner.call(redeliver, { path: `/api/webhooks/${hook.id}/deliveries/${list.items[0].id}/redeliver`, params: { id: hook.id, deliveryId: list.items[0].id }, method: "POST" });
    expect(again.status).toBe(200);
    const second = await until(() => rx.hits[1]);
    expect(second.headers["webhook-id"]).toBe(hit.headers["webhook-id"]);
    expect(String(second.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    new Webhook(newSecret).verify(second.body, second.headers as Record<string, string>);
    new Webhook(hook.secret).verify(second.body, second.headers as Record<string, string>);
    // The log says the secret changed, never what it is.
    const log = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.tenantId, demoId), eq(activityEntries.resourceId, hook.id)));
    expect(log.map((e) => e.action).sort()).toEqual(["webhook.created", "webhook.secret_rotated"]);
    expect(JSON.stringify(log)).not.toContain(newSecret.slice(6));
    expect(JSON.stringify(log)).not.toContain(hook.secret.slice(6));
    // The list never shows a secret.
    const all = await owner.call(listHooks, { path: "/api/webhooks" });
    expect(JSON.stringify(all.json)).not.toMatch(/whsec_|secret/);
    const del = await owner.call(deleteHook, { method: "DELETE", path: `/api/webhooks/${hook.id}`, params: { id: hook.id } });
    expect(del.status).toBe(200);
  });

  it("after 3 failed deliveries in a row and none delivered for 24 h the webhook is turned off and the owner mailed", async () => {
    const rx = await receiver((_h, res) => {
      res.statusCode = 503;
      res.end("down");
    });
    const hook = await addHook(rx.url, ["orders/created"]);
    await ctx.db.update(webhooks).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(webhooks.id, hook.id));
    for (let i = 0; i < 3; i++) expect((await owner.call(testHook, { path: `/api/webhooks/${hook.id}/test`, params: { id: hook.id }, method: "POST" })).status).toBe(200);
    const [w] = await until(async () => (await ctx.db.select().from(webhooks).where(and(eq(webhooks.id, hook.id), eq(webhooks.enabled, false)))), 30_000);
    expect(w.disabledAt).not.toBeNull();
    expect(w.consecutiveFailures).toBe(3);
    const ds = await deliveriesOf(hook.id);
    expect(ds.map((d) => [d.status, d.attempts])).toEqual([["failed", 8], ["failed", 8], ["failed", 8]]);
    expect(rx.hits).toHaveLength(24);
    const mails = await ctx.db.select().from(mailMessages).where(and(eq(mailMessages.tenantId, demoId), eq(mailMessages.kind, "webhook-disabled")));
    expect(mails).toHaveLength(1);
    expect(mails[0].payload).toMatchObject({ url: rx.url });
    // A disabled webhook gets no new events.
    await placeOrder();
    await sleep(200);
    expect(await deliveriesOf(hook.id)).toHaveLength(3);
  }, 60_000);
});

describe("webhooks: one slow receiver never delays other stores", () => {
  it("demo's receiver takes 1.5 s per delivery, 20 of them; gadgets' event arrives at once", async () => {
    const slow = await receiver((_h, res) => void setTimeout(() => res.end("slow"), 1500));
    const fast = await receiver();
    const a = await addHook(slow.url, ["discounts/created"]);
    const b = await addHook(fast.url, ["discounts/created"], other);
    const [g] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
    const entry = { action: "discount.created", resourceType: "discount", resourceId: crypto.randomUUID(), summary: "created discount" };
    await ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i++) await recordActivity(tx, demoId, { ...entry, resourceId: crypto.randomUUID() });
    });
    await until(() => slow.hits.length >= 4);
    const t0 = Date.now();
    await ctx.db.transaction((tx) => recordActivity(tx, g.id as TenantId, entry));
    const hit = await until(() => fast.hits[0]);
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(JSON.parse(hit.body)).toMatchObject({ topic: "discounts/created", store: { slug: "gadgets" }, data: { id: entry.resourceId } });
    await ctx.db.delete(webhooks).where(eq(webhooks.id, a.id));
    await ctx.db.delete(webhooks).where(eq(webhooks.id, b.id));
  });
});

describe("webhooks: the receiver's side cannot hurt the worker", () => {
  it("in production mode a URL naming or resolving to 127.0.0.1 is refused; a redirect is never followed", async () => {
    const target = await receiver();
    const r1 = await sendWebhook(target.url.replace("http:", "https:"), {}, "{}", { timeoutMs: 2000, allowPrivate: false });
    expect(r1.ok).toBe(false);
    expect(r1.error).toMatch(/public address/);
    const r2 = await sendWebhook("https://hooks.example.test/x", {}, "{}", { timeoutMs: 2000, allowPrivate: false, resolve: async () => [{ address: "127.0.0.1", family: 4 }] });
    expect(r2.error).toMatch(/private or local/);
    const r3 = await sendWebhook(target.url, {}, "{}", { timeoutMs: 2000, allowPrivate: false });
    expect(r3.error).toMatch(/https/);
    const redirecting = await receiver((_h, res) => {
      res.writeHead(302, { location: target.url });
      res.end();
    });
    const r4 = await sendWebhook(redirecting.url, {}, "{}", { timeoutMs: 2000, allowPrivate: true });
    expect(r4).toMatchObject({ ok: false, status: 302 });
    expect(r4.error).toMatch(/redirects are not followed/);
    expect(target.hits).toHaveLength(0);
  });

  it("a receiver answering 30 s late times out; a 10 MB answer is cut to 1 KB", async () => {
    const late = await receiver((_h, res) => void setTimeout(() => res.end("late"), 30_000).unref());
    const t0 = Date.now();
    const r = await sendWebhook(late.url, {}, "{}", { timeoutMs: 500, allowPrivate: true });
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(r).toMatchObject({ ok: false, status: null });
    expect(r.error).toMatch(/No answer within 500 ms/);
    const big = await receiver((_h, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      const chunk = Buffer.alloc(64 * 1024, 97);
      let sent = 0;
      const write = () => {
        while (sent < 10 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", write);
        }
        res.end();
      };
      res.on("error", () => {});
      write();
    });
    const t1 = Date.now();
    const b = await sendWebhook(big.url, {}, "{}", { timeoutMs: 5000, allowPrivate: true });
    expect(b.ok).toBe(true);
    expect(b.excerpt!.length).toBeLessThanOrEqual(1024);
    expect(Date.now() - t1).toBeLessThan(3000);
    // A binary answer is kept as text PostgreSQL accepts (no NUL).
    const binary = await receiver((_h, res) => res.end(Buffer.from([0, 1, 2, 111, 107, 0])));
    const n = await sendWebhook(binary.url, {}, "{}", { timeoutMs: 2000, allowPrivate: true });
    expect(n.excerpt).not.toContain("\u0000");
  });
});

describe("webhooks: the API's answers", () => {
  it("400 for an invalid URL, an unknown topic, a 21st webhook; 404 for another store's webhook or delivery", async () => {
    const bad = async (body: unknown) => {
      const r = await owner.call(createHook, { path: "/api/webhooks", body });
      expect(r.status, JSON.stringify(r.json)).toBe(400);
      expect(r.json).toHaveProperty("message");
      expect(r.json).toHaveProperty("errors");
      return r;
    };
    await bad({ url: "not a url", topics: ["orders/created"] });
    await bad({ url: "ftp://example.com/x", topics: ["orders/created"] });
    await bad({ url: "https://example.com/x", topics: ["orders/exploded"] });
    await bad({ url: "https://example.com/x", topics: [] });
    const rx = await receiver();
    const mine = await addHook(rx.url, ["orders/paid"]);
    const t = await owner.call(testHook, { path: `/api/webhooks/${mine.id}/test`, params: { id: mine.id }, method: "POST" });
    const deliveryId = (t.json as unknown as { id: string }).id;
    // Another store's owner: every call on this webhook or its delivery is 404, and nothing changes.
    const p = { id: mine.id };
    expect((await other.call(patchHook, { method: "PATCH", path: `/api/webhooks/${mine.id}`, params: p, body: { enabled: false } })).status).toBe(404);
    expect((await other.call(deleteHook, { method: "DELETE", path: `/api/webhooks/${mine.id}`, params: p })).status).toBe(404);
    expect((await other.call(rotate, { method: "POST", path: `/api/webhooks/${mine.id}/rotate-secret`, params: p })).status).toBe(404);
    expect((await other.call(testHook, { method: "POST", path: `/api/webhooks/${mine.id}/test`, params: p })).status).toBe(404);
    expect((await other.call(listDeliveries, { path: `/api/webhooks/${mine.id}/deliveries`, params: p })).status).toBe(404);
    expect((await other.call(redeliver, { method: "POST", path: `/api/webhooks/${mine.id}/deliveries/${deliveryId}/redeliver`, params: { id: mine.id, deliveryId } })).status).toBe(404);
    expect(((await other.call(listHooks, { path: "/api/webhooks" })).json as unknown as { items: unknown[] }).items).toHaveLength(0);
    const [still] = await ctx.db.select().from(webhooks).where(eq(webhooks.id, mine.id));
    expect(still.enabled).toBe(true);
    // The 21st.
    const have = ((await owner.call(listHooks, { path: "/api/webhooks" })).json as unknown as { items: unknown[] }).items.length;
    for (let i = have; i < 20; i++) await addHook(`${rx.url}?n=${i}`, ["orders/paid"]);
    const r = await bad({ url: `${rx.url}?n=21`, topics: ["orders/paid"] });
    expect((r.json as { message: string }).message).toMatch(/at most 20/);
  });
});
