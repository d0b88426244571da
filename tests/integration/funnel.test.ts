import { randomBytes } from "node:crypto";
import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/reports/[name]/export/route";
import { GET as funnelRoute } from "@/app/api/reports/funnel/route";
import { POST as beaconRoute } from "@/app/api/storefront-events/route";
import { PUT as updateStore } from "@/app/api/tenants/[id]/route";
import { orders, storeMembers, storefrontEvents, storefrontFunnelDays, tenants, users } from "@/db/schema";
import { isBot } from "@/lib/analytics/bots";
import { beaconScript } from "@/lib/analytics/beacon-script";
import { funnelCsvRows } from "@/lib/analytics/schemas";
import { funnelReport, rollUpFunnels, rollUpStore, VISITOR_BUCKET } from "@/lib/analytics/service";
import { resetLocalBuckets } from "@/lib/api-tokens/rate-limit";
import { hashPassword } from "@/lib/auth/password";
import type { StaffPermission } from "@/lib/permissions";
import { startOfLocalDay } from "@/lib/reports/time-zone";
import { storeById } from "@/lib/tenancy/service";
import type { Store, TenantId } from "@/lib/tenancy/store";
import { signInStaff } from "./helpers/auth";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

/**
 * The storefront funnel (issue 42, record 0151): beacons as the inline script sends them (sendBeacon: text/plain,
 * same origin, the visitor cookie), what is refused or ignored and stores nothing, the roll-up's exactness, and
 * who may read GET /api/reports/funnel. Demo counts days in Asia/Kolkata (its country, IN).
 */
const ctx = setupTestDatabase();

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

let demoId: TenantId;
let gadgetsId: TenantId;

const vid = () => randomBytes(16).toString("hex");

/** One beacon as Chromium's sendBeacon sends it from a store page. */
async function beacon(body: unknown, o: { host?: string; visitor?: string; ua?: string; origin?: string; raw?: string } = {}) {
  const host = o.host ?? DEMO;
  const headers: Record<string, string> = { "content-type": "text/plain;charset=UTF-8", "user-agent": o.ua ?? CHROME, "sec-fetch-site": "same-origin" };
  if (o.visitor) headers.cookie = `sb_vid=${o.visitor}`;
  if (o.origin) headers.origin = o.origin;
  return new TestClient(host).call(beaconRoute, { method: "POST", path: "/api/storefront-events", rawBody: o.raw ?? JSON.stringify(body), headers });
}

const eventsOf = async (tenantId: string, visitor?: string) =>
  (
    await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(storefrontEvents)
      .where(visitor ? and(eq(storefrontEvents.tenantId, tenantId), eq(storefrontEvents.visitorId, visitor)) : eq(storefrontEvents.tenantId, tenantId))
  )[0].n;

async function store(id: TenantId): Promise<Store> {
  const s = await storeById(id);
  if (!s) throw new Error("no store");
  return s;
}

beforeAll(async () => {
  const [demo] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const [gadgets] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
  demoId = demo.id as TenantId;
  gadgetsId = gadgets.id as TenantId;
});

beforeEach(() => resetLocalBuckets());

describe("beacons", () => {
  it("stores each of the four events of a visitor, answered 204", async () => {
    const v = vid();
    for (const t of ["page_view", "product_view", "add_to_cart", "checkout_start"]) {
      const r = await beacon({ s: demoId, t, v }, { visitor: v });
      expect(r.status, r.text).toBe(204);
    }
    const rows = await ctx.db.select().from(storefrontEvents).where(eq(storefrontEvents.visitorId, v));
    expect(rows.map((r) => r.type).sort()).toEqual(["add_to_cart", "checkout_start", "page_view", "product_view"]);
    expect(rows.every((r) => r.tenantId === demoId)).toBe(true);
  });

  it("takes the visitor from the cookie, else from the body", async () => {
    const cookie = vid();
    const body = vid();
    expect((await beacon({ s: demoId, t: "page_view", v: body }, { visitor: cookie })).status).toBe(204);
    expect(await eventsOf(demoId, cookie)).toBe(1);
    expect(await eventsOf(demoId, body)).toBe(0);
    expect((await beacon({ s: demoId, t: "page_view", v: body })).status).toBe(204);
    expect(await eventsOf(demoId, body)).toBe(1);
  });

  it("leaves bots out: stores nothing, still 204", async () => {
    const v = vid();
    for (const ua of ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36", "curl/8.5.0", ""]) {
      expect((await beacon({ s: demoId, t: "page_view", v }, { visitor: v, ua })).status).toBe(204);
    }
    expect(await eventsOf(demoId, v)).toBe(0);
    expect(isBot(CHROME)).toBe(false);
  });

  it("refuses bad input with 400 and stores nothing: forged store, unknown event type, 1 MB body, malformed JSON, bad visitor", async () => {
    const v = vid();
    const before = await eventsOf(demoId);
    const beforeGadgets = await eventsOf(gadgetsId);
    const forged = await beacon({ s: gadgetsId, t: "page_view", v }, { visitor: v });
    expect(forged.status).toBe(400);
    expect(forged.json.errors).toMatchObject({ s: "Unknown store" });
    expect((await beacon({ s: "00000000-0000-4000-8000-000000000000", t: "page_view", v }, { visitor: v })).status).toBe(400);
    const type = await beacon({ s: demoId, t: "purchase", v }, { visitor: v });
    expect(type.status).toBe(400);
    expect(type.json.errors).toMatchObject({ t: "Unknown event type" });
    const huge = await beacon(null, { visitor: v, raw: JSON.stringify({ s: demoId, t: "page_view", v, pad: "x".repeat(1024 * 1024) }) });
    expect(huge.status).toBe(400);
    expect((await beacon(null, { visitor: v, raw: "{not json" })).status).toBe(400);
    expect((await beacon({ s: demoId, t: "page_view", v: "not-a-visitor" })).status).toBe(400);
    expect((await beacon({ s: demoId, t: "page_view" })).status).toBe(400); // no visitor at all
    expect(await eventsOf(demoId)).toBe(before);
    expect(await eventsOf(gadgetsId)).toBe(beforeGadgets);
  });

  it("refuses a beacon from another site (403), as every public mutation", async () => {
    const v = vid();
    const r = await beacon({ s: demoId, t: "page_view", v }, { visitor: v, origin: "https://evil.example" });
    expect(r.status).toBe(403);
    expect(await eventsOf(demoId, v)).toBe(0);
  });

  it("throttles per visitor and store: the burst is stored, the rest is 429 and not stored", async () => {
    const v = vid();
    const statuses: number[] = [];
    const t0 = Date.now();
    for (let i = 0; i < VISITOR_BUCKET.size + 5; i++) statuses.push((await beacon({ s: demoId, t: "page_view", v }, { visitor: v })).status);
    // The bucket leaks while the loop runs (1/s): a slow database lets a few more through, never many.
    const leaked = Math.ceil(((Date.now() - t0) / 1000) * VISITOR_BUCKET.perSecond);
    expect(statuses.filter((s) => s === 204).length).toBeGreaterThanOrEqual(VISITOR_BUCKET.size);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(VISITOR_BUCKET.size + leaked);
    expect(statuses.at(-1)).toBe(429);
    expect(await eventsOf(demoId, v)).toBe(statuses.filter((s) => s === 204).length);
    // Another visitor of the same store, and the same visitor in another store, are not held back.
    const other = vid();
    expect((await beacon({ s: demoId, t: "page_view", v: other }, { visitor: other })).status).toBe(204);
    expect((await beacon({ s: gadgetsId, t: "page_view", v }, { visitor: v, host: GADGETS })).status).toBe(204);
  });

  it("stores concurrent beacons of many visitors, each once", async () => {
    const visitors = Array.from({ length: 20 }, vid);
    const res = await Promise.all(visitors.flatMap((v) => [beacon({ s: demoId, t: "page_view", v }, { visitor: v }), beacon({ s: demoId, t: "product_view", v }, { visitor: v })]));
    expect(res.every((r) => r.status === 204)).toBe(true);
    for (const v of visitors) expect(await eventsOf(demoId, v)).toBe(2);
  });

  it("stores nothing while the store's setting is off; the owner turns it off and on through the settings API", async () => {
    const owner = await signInStaff(DEMO);
    const off = await owner.call(updateStore, { method: "PUT", path: `/api/tenants/${demoId}`, params: { id: demoId }, body: { storefrontAnalytics: false } });
    expect(off.status, off.text).toBe(200);
    expect(off.json).toMatchObject({ storefrontAnalytics: false });
    const v = vid();
    expect((await beacon({ s: demoId, t: "page_view", v }, { visitor: v })).status).toBe(204);
    expect(await eventsOf(demoId, v)).toBe(0);
    const on = await owner.call(updateStore, { method: "PUT", path: `/api/tenants/${demoId}`, params: { id: demoId }, body: { storefrontAnalytics: true } });
    expect(on.status).toBe(200);
    expect((await beacon({ s: demoId, t: "page_view", v }, { visitor: v })).status).toBe(204);
    expect(await eventsOf(demoId, v)).toBe(1);
  });

  it("inlines a script that names the store and its beacon URL, safe inside <script>", () => {
    const s = beaconScript(demoId, "/store/demo");
    expect(s).toContain(`"/store/demo/api/storefront-events"`);
    expect(s).toContain("navigator.sendBeacon");
    expect(beaconScript("</script><b>", "")).not.toContain("</script>");
  });
});

describe("roll-up and report", () => {
  // Gadgets' own days, in its zone (set here to Asia/Kolkata): events on 2026-10-05 and 06 local, around midnight.
  const at = (iso: string) => new Date(iso);
  const A = "a".repeat(32);
  const B = "b".repeat(32);
  const C = "c".repeat(32);

  beforeAll(async () => {
    await ctx.db.update(tenants).set({ timeZone: "Asia/Kolkata" }).where(eq(tenants.id, gadgetsId));
    await ctx.db.delete(storefrontEvents).where(eq(storefrontEvents.tenantId, gadgetsId));
    const ev = (visitorId: string, type: "page_view" | "product_view" | "add_to_cart" | "checkout_start", occurredAt: Date) => ({ tenantId: gadgetsId, visitorId, type, occurredAt });
    await ctx.db.insert(storefrontEvents).values([
      // 2026-10-05 IST: A views twice and a product, adds to cart, starts checkout; B views a product.
      ev(A, "page_view", at("2026-10-04T18:31:00Z")), // 00:01 IST on the 5th
      ev(A, "page_view", at("2026-10-05T10:00:00Z")),
      ev(A, "product_view", at("2026-10-05T10:01:00Z")),
      ev(A, "add_to_cart", at("2026-10-05T10:02:00Z")),
      ev(A, "checkout_start", at("2026-10-05T10:03:00Z")),
      ev(B, "product_view", at("2026-10-05T18:29:00Z")), // 23:59 IST on the 5th
      // 2026-10-06 IST: A again (a new day's session), C.
      ev(A, "page_view", at("2026-10-05T18:31:00Z")), // 00:01 IST on the 6th
      ev(C, "product_view", at("2026-10-06T09:00:00Z")),
      ev(C, "add_to_cart", at("2026-10-06T09:01:00Z")),
      // The 4th in IST (23:59), outside the range asked for.
      ev(C, "page_view", at("2026-10-04T18:29:00Z")),
    ]);
  });

  const rows = () => ctx.db.select().from(storefrontFunnelDays).where(eq(storefrontFunnelDays.tenantId, gadgetsId)).orderBy(storefrontFunnelDays.day);
  const NOW = at("2026-10-08T12:00:00Z");

  it("counts each local day exactly, and a second run changes nothing", async () => {
    const s = await store(gadgetsId);
    const g = { id: gadgetsId, timeZone: s.row.timeZone, country: s.row.country };
    await rollUpStore(g, "2026-10-05", "2026-10-06", NOW);
    const first = await rows();
    await rollUpStore(g, "2026-10-05", "2026-10-06", NOW);
    await Promise.all([rollUpStore(g, "2026-10-05", "2026-10-06", NOW), rollUpStore(g, "2026-10-05", "2026-10-06", NOW)]);
    const again = await rows();
    expect(again).toEqual(first);
    expect(first.map(({ day, sessions, productViews, addToCarts, checkoutsStarted, final }) => ({ day, sessions, productViews, addToCarts, checkoutsStarted, final }))).toEqual([
      { day: "2026-10-05", sessions: 2, productViews: 2, addToCarts: 1, checkoutsStarted: 1, final: true },
      { day: "2026-10-06", sessions: 2, productViews: 1, addToCarts: 1, checkoutsStarted: 0, final: true },
    ]);
  });

  it("reports the same whether days are rolled up or counted live; orders are the day's placed orders", async () => {
    const s = await store(gadgetsId);
    const q = { from: "2026-10-05", to: "2026-10-06" };
    const rolled = await funnelReport(s, q, NOW);
    await ctx.db.delete(storefrontFunnelDays).where(eq(storefrontFunnelDays.tenantId, gadgetsId));
    const live = await funnelReport(s, q, NOW);
    expect(live).toEqual(rolled);
    const [{ n }] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.tenantId, gadgetsId), gte(orders.createdAt, startOfLocalDay("2026-10-05", "Asia/Kolkata")), lt(orders.createdAt, startOfLocalDay("2026-10-07", "Asia/Kolkata")), ne(orders.status, "failed")));
    expect(rolled).toEqual({ from: "2026-10-05", to: "2026-10-06", sessions: 4, productViews: 3, addToCarts: 2, checkoutsStarted: 1, orders: n, conversionRate: Math.round((n / 4) * 10_000) / 10_000, checkoutRecovery: { emailsSent: 0, recoveredOrders: 0, recoveryRate: 0 } });
    expect(funnelCsvRows(rolled)).toEqual([
      ["sessions", "4", "", ""],
      ["product_views", "3", "0.7500", "0.7500"],
      ["add_to_carts", "2", "0.6667", "0.5000"],
      ["checkouts_started", "1", "0.5000", "0.2500"],
      ["orders", String(n), n ? (n / 1).toFixed(4) : "0.0000", (n / 4).toFixed(4)],
    ]);
  });

  it("the job rolls up recent days of stores with events and prunes events past retention", async () => {
    const old = vid();
    const now = new Date();
    await ctx.db.insert(storefrontEvents).values({ tenantId: gadgetsId, visitorId: old, type: "page_view", occurredAt: new Date(now.getTime() - 90 * 86_400_000) });
    const v = vid();
    expect((await beacon({ s: gadgetsId, t: "page_view", v }, { visitor: v, host: GADGETS })).status).toBe(204);
    const r1 = await rollUpFunnels(now);
    expect(r1.stores).toBeGreaterThanOrEqual(1);
    expect(await eventsOf(gadgetsId, old)).toBe(0);
    const today = (await rows()).at(-1)!;
    expect(today.final).toBe(false);
    expect(today.sessions).toBeGreaterThanOrEqual(1);
    const before = await rows();
    await rollUpFunnels(now);
    expect((await rows()).map(({ rolledAt: _r, ...x }) => x)).toEqual(before.map(({ rolledAt: _r, ...x }) => x));
  });
});

describe("GET /api/reports/funnel", () => {
  const path = "/api/reports/funnel";

  it("answers the owner for their store; today's beacons show at once", async () => {
    const owner = await signInStaff(DEMO);
    const before = await owner.call(funnelRoute, { path });
    expect(before.status, before.text).toBe(200);
    const v = vid();
    for (const t of ["page_view", "product_view", "add_to_cart", "checkout_start"]) await beacon({ s: demoId, t, v }, { visitor: v });
    const after = await owner.call(funnelRoute, { path });
    expect(after.json.sessions).toBe((before.json.sessions as number) + 1);
    expect(after.json.productViews).toBe((before.json.productViews as number) + 1);
    expect(after.json.addToCarts).toBe((before.json.addToCarts as number) + 1);
    expect(after.json.checkoutsStarted).toBe((before.json.checkoutsStarted as number) + 1);
    expect(typeof after.json.conversionRate).toBe("number");
    // The same figures as CSV through the reports' export.
    const csv = await owner.call(exportRoute, { path: `/api/reports/funnel/export`, params: { name: "funnel" } });
    expect(csv.status, csv.text).toBe(200);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe("step,count,rate_from_previous,rate_from_sessions");
    expect(lines[1]).toBe(`sessions,${after.json.sessions as number},,`);
    expect(lines[3].startsWith(`add_to_carts,${after.json.addToCarts as number},`)).toBe(true);
  });

  it("refuses another store's owner (403) and a bad range (400 naming the field)", async () => {
    // Gadgets' owner, signed in on the platform host, reaching demo by path (as the store picker does).
    const other = await signInStaff("localhost:3000", "owner2@example.com");
    expect((await other.call(funnelRoute, { path: `/store/gadgets${path}` })).status).toBe(200);
    expect((await other.call(funnelRoute, { path: `/store/demo${path}` })).status).toBe(403);
    const owner = await signInStaff(DEMO);
    const bad = await owner.call(funnelRoute, { path: `${path}?from=2026-10-06&to=2026-10-05` });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty("from");
  });

  it("answers staff with `reports`, refuses staff without it (403)", async () => {
    const make = async (email: string, permissions: StaffPermission[]) => {
      const [u] = await ctx.db.insert(users).values({ email, passwordHash: await hashPassword("staffer12345"), firstName: "S", role: "tenant", tenantId: null }).returning();
      await ctx.db.insert(storeMembers).values({ tenantId: demoId, userId: u.id, email, role: "staff", permissions, status: "active" });
      return signInStaff(DEMO, email, "staffer12345");
    };
    const analyst = await make("analyst@example.com", ["reports"]);
    const packer = await make("packer-funnel@example.com", ["orders"]);
    expect((await analyst.call(funnelRoute, { path })).status).toBe(200);
    const r = await packer.call(funnelRoute, { path });
    expect(r.status).toBe(403);
  });
});
