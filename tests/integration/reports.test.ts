import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { GET as exportReport } from "@/app/api/reports/[name]/export/route";
import { GET as customersRoute } from "@/app/api/reports/customers/route";
import { GET as discountsRoute } from "@/app/api/reports/discounts/route";
import { GET as productsRoute } from "@/app/api/reports/products/route";
import { GET as salesRoute } from "@/app/api/reports/sales/route";
import { GET as adminRoute } from "@/app/api/admin/reports/route";
import { PUT as updateStore } from "@/app/api/tenants/[id]/route";
import { orderItems, orders, products, storeMembers, tenants, transactions, users } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { fromMinor } from "@/lib/money";
import { refreshRollups } from "@/lib/reports/repository";
import type { TenantId } from "@/lib/tenancy/store";
import { setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import type { TestClient } from "./helpers/http";

/**
 * The reports (issue 42, record 0150): known orders across two local days of the store's zone (a discount, a partial
 * refund, a cancel, a failed and an abandoned order, 23:59 and 00:01 local) read back column by column, in JSON and
 * CSV; the other reports; bad input; permissions; another store; and the roll-ups against a plain sum on random data.
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
let packer: TestClient;
let admin: TestClient;
let demoId = "" as TenantId;
let gadgetsId = "" as TenantId;
let p1: { id: string; name: string };
let p2: { id: string; name: string };

type Line = { productId: string; name: string; price: string; quantity: number; discount?: string };
type OrderSpec = {
  tenantId?: TenantId;
  at: string;
  email: string;
  lines: Line[];
  discountTotal?: string;
  shipping?: string;
  tax?: string;
  cod?: string;
  status?: string;
  cancelledAt?: string;
  discounts?: { id: string; code: string | null; title: string | null; type: "percentage" | "fixed" | "free_shipping"; amount: string }[];
  refunds?: { at: string; amount: string }[];
  inclusiveTax?: boolean;
};

const cents = (s: unknown) => Math.round(Number(s) * 100);
async function sqlRows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.db.execute(q)) as unknown as { rows: T[] }).rows;
}

async function order(o: OrderSpec): Promise<string> {
  const tenantId = o.tenantId ?? demoId;
  const subtotal = o.lines.reduce((n, l) => n + cents(l.price) * l.quantity, 0);
  const disc = cents(o.discountTotal ?? "0");
  const ship = cents(o.shipping ?? "0");
  const tax = cents(o.tax ?? "0");
  const cod = cents(o.cod ?? "0");
  const total = subtotal - disc + ship + (o.inclusiveTax ? 0 : tax) + cod;
  const refunded = (o.refunds ?? []).reduce((n, r) => n + cents(r.amount), 0);
  const [row] = await ctx.db
    .insert(orders)
    .values({
      tenantId,
      customerEmail: o.email,
      customerName: "Test Buyer",
      customerAddress: "1 MG Road",
      subtotal: fromMinor(subtotal),
      discountTotal: fromMinor(disc),
      shipping: fromMinor(ship),
      tax: fromMinor(tax),
      codCharges: fromMinor(cod),
      total: fromMinor(total),
      refundedAmount: fromMinor(refunded),
      status: (o.status ?? "processing") as "processing",
      cancelledAt: o.cancelledAt ? new Date(o.cancelledAt) : null,
      discounts: o.discounts ?? [],
      discountCode: o.discounts?.find((d) => d.code)?.code ?? null,
      paymentMethod: "cod",
      createdAt: new Date(o.at),
    })
    .returning();
  await ctx.db.insert(orderItems).values(
    o.lines.map((l) => ({ tenantId, orderId: row.id, productId: l.productId, productName: l.name, price: l.price, quantity: l.quantity, discount: l.discount ?? "0" })),
  );
  for (const [i, r] of (o.refunds ?? []).entries()) {
    await ctx.db.insert(transactions).values({
      tenantId,
      orderId: row.id,
      amount: fromMinor(-cents(r.amount)),
      netAmount: fromMinor(-cents(r.amount)),
      type: "refund",
      status: "completed",
      paymentMethod: "cod",
      gatewayTransactionId: `re_${row.id}_${i}`,
      createdAt: new Date(r.at),
    });
  }
  return row.id;
}

const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
type Obj = Record<string, unknown>;
type ReportJson = Obj & { series: Obj[]; totals: Obj; items: Obj[]; topStores: Obj[]; errors?: Record<string, string> };
async function get(c: TestClient, handler: Parameters<TestClient["call"]>[0], path: string, params: Record<string, string> = {}) {
  const r = await c.call(handler, { path: `${path}${q(params)}` });
  return r as Omit<typeof r, "json"> & { json: ReportJson };
}

beforeAll(async () => {
  const [demo] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const [gadgets] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
  demoId = demo.id as TenantId;
  gadgetsId = gadgets.id as TenantId;
  const ps = await ctx.db.select().from(products).where(eq(products.tenantId, demoId)).limit(2);
  p1 = { id: ps[0].id, name: "Kurta" };
  p2 = { id: ps[1].id, name: "Scarf" };
  const [u] = await ctx.db
    .insert(users)
    .values({ email: "packer@example.com", passwordHash: await hashPassword("packer12345"), firstName: "Pat", lastName: "Packer", role: "tenant", tenantId: null })
    .returning();
  await ctx.db.insert(storeMembers).values({ tenantId: demoId, userId: u.id, email: u.email, role: "staff", permissions: ["orders"], status: "active" });
  owner = await signInStaff(DEMO);
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  packer = await signInStaff("localhost:3000", "packer@example.com", "packer12345");
  admin = await signInStaff("localhost:3000", "admin@example.com", "admin12345");
});

beforeEach(async () => {
  await ctx.db.execute(sql`delete from report_state`);
  await ctx.db.delete(orders).where(eq(orders.tenantId, demoId));
  await ctx.db.delete(orders).where(eq(orders.tenantId, gadgetsId));
  await ctx.db.update(tenants).set({ timeZone: "Asia/Kolkata" }).where(eq(tenants.id, demoId));
});

/**
 * Asia/Kolkata is UTC+05:30: 2026-11-20 23:59 IST is 18:29 UTC and 2026-11-21 00:01 IST is 18:31 UTC, the same UTC
 * day. A: 23:59 on the 20th, 2 × 500 with 10% off (SAVE10), shipping 50, tax 162, COD 25 → 1137.00.
 * B: 00:01 on the 21st, 500 + 3 × 199.99, a returning customer's (F on 1 November); 300.00 refunded on the 21st.
 * C: noon on the 20th, 500 + shipping 40, cancelled on the 21st. D failed and E abandoned: never counted.
 */
async function knownOrders() {
  const save10 = { id: "00000000-0000-4000-8000-000000000010", code: "SAVE10", title: null, type: "percentage" as const, amount: "100.00" };
  await order({ at: "2026-11-01T06:00:00Z", email: "ravi@example.com", lines: [{ productId: p1.id, name: p1.name, price: "500.00", quantity: 1 }], status: "delivered" });
  await order({
    at: "2026-11-20T18:29:00Z",
    email: "asha@example.com",
    lines: [{ productId: p1.id, name: p1.name, price: "500.00", quantity: 2, discount: "100.00" }],
    discountTotal: "100.00",
    discounts: [save10],
    shipping: "50.00",
    tax: "162.00",
    cod: "25.00",
  });
  await order({
    at: "2026-11-20T18:31:00Z",
    email: "Ravi@example.com",
    lines: [
      { productId: p1.id, name: p1.name, price: "500.00", quantity: 1 },
      { productId: p2.id, name: p2.name, price: "199.99", quantity: 3 },
    ],
    status: "paid",
    refunds: [{ at: "2026-11-21T04:30:00Z", amount: "300.00" }],
  });
  await order({
    at: "2026-11-20T06:30:00Z",
    email: "chandra@example.com",
    lines: [{ productId: p1.id, name: p1.name, price: "500.00", quantity: 1 }],
    shipping: "40.00",
    status: "cancelled",
    cancelledAt: "2026-11-21T03:30:00Z",
  });
  await order({ at: "2026-11-20T08:00:00Z", email: "dev@example.com", lines: [{ productId: p2.id, name: p2.name, price: "199.99", quantity: 5 }], status: "failed" });
  await order({ at: "2026-11-21T08:00:00Z", email: "esha@example.com", lines: [{ productId: p2.id, name: p2.name, price: "199.99", quantity: 5 }], status: "cancelled" });
}

const DAY1 = { period: "2026-11-20", orders: 2, units: 3, grossSales: "1500.00", discounts: "100.00", refunds: "0.00", netSales: "1400.00", shipping: "90.00", tax: "162.00", fees: "25.00", totalSales: "1677.00", averageOrderValue: "700.00" };
const DAY2 = { period: "2026-11-21", orders: 0, units: 3, grossSales: "599.97", discounts: "0.00", refunds: "300.00", netSales: "299.97", shipping: "-40.00", tax: "0.00", fees: "0.00", totalSales: "259.97", averageOrderValue: "0.00" };
const TOTALS = { orders: 2, units: 6, grossSales: "2099.97", discounts: "100.00", refunds: "300.00", netSales: "1699.97", shipping: "50.00", tax: "162.00", fees: "25.00", totalSales: "1936.97", averageOrderValue: "999.99" };

describe("GET /api/reports/sales", () => {
  it("counts each column per local day: discount, partial refund on its day, cancel reversed on its day, 23:59 and 00:01", async () => {
    await knownOrders();
    const r = await get(owner, salesRoute, "/api/reports/sales", { from: "2026-11-20", to: "2026-11-21" });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ currency: "INR", from: "2026-11-20", to: "2026-11-21", interval: "day" });
    expect(r.json.series).toEqual([DAY1, DAY2]);
    expect(r.json.totals).toEqual(TOTALS);

    // The same rows as CSV, to the paisa.
    const res = await owner.call(exportReport, { path: `/api/reports/sales/export${q({ from: "2026-11-20", to: "2026-11-21" })}`, params: { name: "sales" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const rows = parse(res.text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([DAY1, DAY2].map((d) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, String(v)]))));
  });

  it("groups by week and month and compares with the period before", async () => {
    await knownOrders();
    const week = await get(owner, salesRoute, "/api/reports/sales", { from: "2026-11-01", to: "2026-11-30", interval: "week", compare: "previous_period" });
    expect(week.status).toBe(200);
    expect(week.json.series.map((s) => s.period)).toEqual(["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23", "2026-11-30"]);
    expect(week.json.series.find((s) => s.period === "2026-11-16")).toMatchObject({ orders: 2, totalSales: "1936.97" });
    expect(week.json.totals).toMatchObject({ orders: 3, totalSales: "2436.97" });
    expect(week.json.compareTotals).toMatchObject({ from: "2026-10-02", to: "2026-10-31", orders: 0, totalSales: "0.00" });
    const month = await get(owner, salesRoute, "/api/reports/sales", { from: "2026-01-01", to: "2026-12-31", interval: "month" });
    expect(month.json.series).toHaveLength(12);
    expect(month.json.series[10]).toMatchObject({ period: "2026-11", orders: 3, netSales: "2199.97" });
  });

  it("counts the same orders on other days when the store's zone changes (the roll-ups are rebuilt)", async () => {
    await knownOrders();
    await get(owner, salesRoute, "/api/reports/sales", { from: "2026-11-20", to: "2026-11-21" });
    await ctx.db.update(tenants).set({ timeZone: "UTC" }).where(eq(tenants.id, demoId));
    const r = await get(owner, salesRoute, "/api/reports/sales", { from: "2026-11-20", to: "2026-11-21" });
    // In UTC, A, B and C were all placed on the 20th; the cancel and the refund fall on the 21st.
    expect(r.json.series[0]).toMatchObject({ period: "2026-11-20", orders: 3, units: 7 });
    expect(r.json.series[1]).toMatchObject({ period: "2026-11-21", orders: -1, refunds: "300.00" });
    expect(r.json.totals).toEqual(TOTALS);
  });

  it("picks up a refund and a cancel made after the last read", async () => {
    await knownOrders();
    const before = await get(owner, salesRoute, "/api/reports/sales", { from: "2026-11-01", to: "2026-11-30" });
    expect(before.json.totals.totalSales).toBe("2436.97");
    const [a] = await ctx.db.select().from(orders).where(and(eq(orders.tenantId, demoId), eq(orders.customerEmail, "asha@example.com")));
    await ctx.db.insert(transactions).values({ tenantId: demoId, orderId: a.id, amount: "-37.00", netAmount: "-37.00", type: "refund", status: "completed", paymentMethod: "cod", gatewayTransactionId: "re_late", createdAt: new Date("2026-11-25T06:00:00Z") });
    await ctx.db.update(orders).set({ refundedAmount: "37.00" }).where(eq(orders.id, a.id));
    const after = await get(owner, salesRoute, "/api/reports/sales", { from: "2026-11-01", to: "2026-11-30" });
    expect(after.json.totals).toMatchObject({ refunds: "337.00", totalSales: "2399.97" });
    expect(after.json.series.find((s) => s.period === "2026-11-25")).toMatchObject({ refunds: "37.00" });
  });

  it("refuses bad input naming the field", async () => {
    const bad = async (params: Record<string, string>, field: string, path = "/api/reports/sales", handler: Parameters<TestClient["call"]>[0] = salesRoute) => {
      const r = await get(owner, handler, path, params);
      expect(r.status).toBe(400);
      expect(Object.keys(r.json.errors ?? {})).toContain(field);
    };
    await bad({ from: "2026-11-21", to: "2026-11-20" }, "from");
    await bad({ from: "2020-01-01", to: "2026-11-20" }, "from");
    await bad({ interval: "hour" }, "interval");
    await bad({ compare: "yesterday" }, "compare");
    await bad({ from: "2026-02-30" }, "from");
    await bad({ sort: "price" }, "sort", "/api/reports/products", productsRoute);
    await bad({ limit: "251" }, "limit", "/api/reports/products", productsRoute);
    await bad({ by: "sku" }, "by", "/api/reports/products", productsRoute);
    const csv = await owner.call(exportReport, { path: `/api/reports/sales/export${q({ interval: "hour" })}`, params: { name: "sales" } });
    expect(csv.status).toBe(400);
    expect(Object.keys((csv.json as ReportJson).errors ?? {})).toContain("interval");
    const unknown = await owner.call(exportReport, { path: "/api/reports/visits/export", params: { name: "visits" } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Unknown report");
  });

  it("is refused to staff without `reports`, and another store sees none of it", async () => {
    await knownOrders();
    const r = await packer.call(salesRoute, { host: "localhost:3000", path: "/store/demo/api/reports/sales" });
    expect(r.status).toBe(403);
    const csv = await packer.call(exportReport, { host: "localhost:3000", path: "/store/demo/api/reports/sales/export", params: { name: "sales" } });
    expect(csv.status).toBe(403);
    await order({ tenantId: gadgetsId, at: "2026-11-20T10:00:00Z", email: "g@example.com", lines: [{ productId: (await gadgetsProduct()).id, name: "Phone", price: "999.00", quantity: 1 }] });
    const g = await get(gadgetsOwner, salesRoute, "/api/reports/sales", { from: "2026-11-01", to: "2026-11-30" });
    expect(g.json.totals).toMatchObject({ orders: 1, grossSales: "999.00", totalSales: "999.00" });
    const gp = await get(gadgetsOwner, productsRoute, "/api/reports/products", { from: "2026-11-01", to: "2026-11-30" });
    expect(gp.json.items.map((i) => i.title)).toEqual(["Phone"]);
    const gd = await get(gadgetsOwner, discountsRoute, "/api/reports/discounts", { from: "2026-11-01", to: "2026-11-30" });
    expect(gd.json.items).toEqual([]);
    const d = await get(owner, salesRoute, "/api/reports/sales", { from: "2026-11-01", to: "2026-11-30" });
    expect(d.json.totals.orders).toBe(3);
  });
});

async function gadgetsProduct() {
  const [p] = await ctx.db.select().from(products).where(eq(products.tenantId, gadgetsId)).limit(1);
  return p;
}

describe("the store's time zone setting", () => {
  it("takes an IANA zone, refuses an unknown one naming the field, and \"\" goes back to the country's", async () => {
    const put = (timeZone: string) => owner.call(updateStore, { method: "PUT", path: `/api/tenants/${demoId}`, params: { id: demoId }, body: { timeZone } });
    const bad = await put("Mars/Olympus_Mons");
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty("timeZone", "Unknown time zone");
    const ok = await put("America/New_York");
    expect(ok.status).toBe(200);
    expect(ok.json.timeZone).toBe("America/New_York");
    const [row] = await ctx.db.select().from(tenants).where(eq(tenants.id, demoId));
    expect(row.timeZone).toBe("America/New_York");
    const cleared = await put("");
    expect(cleared.json.timeZone).toBeNull();
    // Another store's owner cannot set this store's zone.
    const other = await gadgetsOwner.call(updateStore, { method: "PUT", path: `/api/tenants/${demoId}`, params: { id: demoId }, body: { timeZone: "UTC" } });
    expect([403, 404]).toContain(other.status);
  });
});

describe("products, customers, discounts", () => {
  it("ranks products by line net (refunds not spread), with their share; a cancelled order's lines reversed", async () => {
    await knownOrders();
    const r = await get(owner, productsRoute, "/api/reports/products", { from: "2026-11-20", to: "2026-11-21" });
    expect(r.status).toBe(200);
    expect(r.json.items).toEqual([
      { productId: p1.id, title: p1.name, units: 3, netSales: "1400.00", share: 0.7 },
      { productId: p2.id, title: p2.name, units: 3, netSales: "599.97", share: 0.3 },
    ]);
    const byUnits = await get(owner, productsRoute, "/api/reports/products", { from: "2026-11-20", to: "2026-11-21", sort: "units", by: "variant", limit: "1" });
    expect(byUnits.json.items).toHaveLength(1);
    expect(byUnits.json.items[0]).toMatchObject({ units: 3 });
    const csv = await owner.call(exportReport, { path: `/api/reports/products/export${q({ from: "2026-11-20", to: "2026-11-21" })}`, params: { name: "products" } });
    expect(parse(csv.text.replace(/^\uFEFF/, ""), { columns: true })).toEqual([
      { productId: p1.id, variantId: "", title: p1.name, units: "3", netSales: "1400.00", share: "0.7" },
      { productId: p2.id, variantId: "", title: p2.name, units: "3", netSales: "599.97", share: "0.3" },
    ]);
  });

  it("tells new from returning customers (by account, else e-mail whatever its case)", async () => {
    await knownOrders();
    const r = await get(owner, customersRoute, "/api/reports/customers", { from: "2026-11-20", to: "2026-11-21" });
    expect(r.json).toMatchObject({ newCustomers: 1, returningCustomers: 1, returningRate: 0.5 });
    expect(r.json.series).toEqual([
      { period: "2026-11-20", newCustomers: 1, returningCustomers: 0 },
      { period: "2026-11-21", newCustomers: 0, returningCustomers: 1 },
    ]);
  });

  it("shows what each discount was used for and cost", async () => {
    await knownOrders();
    const r = await get(owner, discountsRoute, "/api/reports/discounts", { from: "2026-11-20", to: "2026-11-21" });
    expect(r.json.items).toEqual([
      { discountId: "00000000-0000-4000-8000-000000000010", code: "SAVE10", title: "SAVE10", type: "percentage", uses: 1, discountTotal: "100.00", netSales: "900.00" },
    ]);
    const csv = await owner.call(exportReport, { path: `/api/reports/discounts/export${q({ from: "2026-11-20", to: "2026-11-21" })}`, params: { name: "discounts" } });
    expect(csv.text.replace(/^\uFEFF/, "").split("\n")[1]).toBe("00000000-0000-4000-8000-000000000010,SAVE10,SAVE10,percentage,1,100.00,900.00");
  });

  it("answers the platform admin with GMV per currency from the roll-ups, and refuses an owner", async () => {
    await knownOrders();
    const r = (await admin.call(adminRoute, { host: "localhost:3000", path: `/api/admin/reports${q({ from: "2026-11-01", to: "2026-11-30" })}` })) as unknown as { status: number; json: ReportJson };
    expect(r.status).toBe(200);
    expect(r.json.totals).toMatchObject({ orders: 3, gmv: { INR: "2436.97" } });
    expect(r.json.topStores[0]).toMatchObject({ slug: "demo", netSales: "2199.97" });
    expect(r.json.series).toHaveLength(30);
    const o = await owner.call(adminRoute, { path: "/api/admin/reports" });
    expect(o.status).toBe(403);
  });
});

describe("platform figures in UTC days", () => {
  it("counts an order on its UTC day for the admin and on the store's local day for the owner", async () => {
    // 31 October 20:00 UTC is 1 November 01:30 in Kolkata (the demo store's zone in this file).
    await order({ at: "2026-10-31T20:00:00Z", email: "late@example.com", lines: [{ productId: p1.id, name: p1.name, price: "500.00", quantity: 1 }], status: "paid" });
    const local = await get(owner, salesRoute, "/api/reports/sales", { from: "2026-11-01", to: "2026-11-01" });
    expect(local.json.totals).toMatchObject({ orders: 1, totalSales: "500.00" });
    const adminOn = async (from: string, to: string) =>
      ((await admin.call(adminRoute, { host: "localhost:3000", path: `/api/admin/reports${q({ from, to })}` })) as unknown as { json: ReportJson }).json;
    expect((await adminOn("2026-11-01", "2026-11-01")).totals).toMatchObject({ orders: 0 });
    const oct31 = await adminOn("2026-10-31", "2026-10-31");
    expect(oct31.totals).toMatchObject({ orders: 1, gmv: { INR: "500.00" } });
    expect(oct31.series).toEqual([{ period: "2026-10-31", orders: 1, gmv: { INR: "500.00" }, newStores: 0 }]);
  });
});

describe("roll-ups against a plain sum (fast-check)", () => {
  it("report totals equal the orders' own sums, on random orders, refunds, cancels, discounts and two zones", async () => {
    const zones = ["Asia/Kolkata", "America/New_York"] as const;
    const orderArb = fc.record({
      day: fc.integer({ min: 1, max: 6 }),
      // minutes into the local day: mostly the edges, 23:59 and 00:01
      minute: fc.oneof(fc.constant(1), fc.constant(23 * 60 + 59), fc.integer({ min: 0, max: 1439 })),
      qty: fc.integer({ min: 1, max: 4 }),
      price: fc.integer({ min: 1, max: 100_000 }),
      discountPct: fc.constantFrom(0, 0, 10, 25),
      shipping: fc.constantFrom(0, 4000, 9999),
      tax: fc.integer({ min: 0, max: 5000 }),
      cod: fc.constantFrom(0, 2500),
      fate: fc.constantFrom("kept", "kept", "refunded", "cancelled", "failed", "abandoned"),
      refundShare: fc.integer({ min: 1, max: 100 }),
      laterDays: fc.integer({ min: 0, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...zones), fc.array(orderArb, { minLength: 1, maxLength: 12 }), async (zone, specs) => {
        // Orders are never deleted in the app (a refresh does not look for deletions): each run is a fresh store.
        await ctx.db.delete(orders).where(eq(orders.tenantId, demoId));
        await ctx.db.execute(sql`delete from report_state where tenant_id = ${demoId}`);
        await ctx.db.update(tenants).set({ timeZone: zone }).where(eq(tenants.id, demoId));
        for (const [i, s] of specs.entries()) {
          // Half-way, a read builds the roll-ups: the rest arrive through incremental refreshes.
          if (i === Math.floor(specs.length / 2)) await get(owner, salesRoute, "/api/reports/sales", { from: "2026-09-30", to: "2026-10-12" });
          const localMidnight = Date.parse(`2026-10-0${s.day}T00:00:00Z`) - (zone === "Asia/Kolkata" ? 330 : -240) * 60_000;
          const at = new Date(localMidnight + s.minute * 60_000);
          const later = new Date(at.getTime() + s.laterDays * 86_400_000 + 3_600_000).toISOString();
          const gross = s.price * s.qty;
          const disc = Math.floor((gross * s.discountPct) / 100);
          const total = gross - disc + s.shipping + s.tax + s.cod;
          await order({
            at: at.toISOString(),
            email: `b${s.price % 7}@example.com`,
            lines: [{ productId: p1.id, name: p1.name, price: fromMinor(s.price), quantity: s.qty, discount: fromMinor(disc) }],
            discountTotal: fromMinor(disc),
            discounts: disc > 0 ? [{ id: "00000000-0000-4000-8000-000000000011", code: "RANDOM", title: null, type: "percentage", amount: fromMinor(disc) }] : [],
            shipping: fromMinor(s.shipping),
            tax: fromMinor(s.tax),
            cod: fromMinor(s.cod),
            status: s.fate === "failed" ? "failed" : s.fate === "cancelled" || s.fate === "abandoned" ? "cancelled" : "paid",
            cancelledAt: s.fate === "cancelled" ? later : undefined,
            refunds: s.fate === "refunded" ? [{ at: later, amount: fromMinor(Math.max(1, Math.floor((total * s.refundShare) / 100))) }] : [],
          });
        }
        const r = await get(owner, salesRoute, "/api/reports/sales", { from: "2026-09-30", to: "2026-10-12" });
        expect(r.status).toBe(200);
        const [plain] = await sqlRows<{ orders: number; total: string; net_before_refunds: string; refunds: string }>(sql`
          select count(*) filter (where status <> 'failed' and not (status = 'cancelled'))::int as orders,
                 coalesce(sum(total - refunded_amount) filter (where status <> 'failed' and status <> 'cancelled'), 0)::text as total,
                 coalesce(sum(subtotal - discount_total) filter (where status <> 'failed' and status <> 'cancelled'), 0)::text as net_before_refunds,
                 coalesce(sum(refunded_amount) filter (where status <> 'failed' and status <> 'cancelled'), 0)::text as refunds
            from orders where tenant_id = ${demoId}`);
        expect(r.json.totals.orders).toBe(plain.orders);
        expect(r.json.totals.totalSales).toBe(Number(plain.total).toFixed(2));
        expect(r.json.totals.refunds).toBe(Number(plain.refunds).toFixed(2));
        expect(fromMinor(cents(r.json.totals.grossSales) - cents(r.json.totals.discounts))).toBe(Number(plain.net_before_refunds).toFixed(2));
        // Each order on its local day: the day's orders are those placed that day in the zone, less that day's cancels.
        const [byDay] = await sqlRows<{ n: number }>(sql`
          select count(*)::int as n from orders where tenant_id = ${demoId} and status <> 'failed' and not (status = 'cancelled' and cancelled_at is null)
             and (created_at at time zone ${zone})::date = '2026-10-03'`);
        const [cancelsThatDay] = await sqlRows<{ n: number }>(sql`
          select count(*)::int as n from orders where tenant_id = ${demoId} and status = 'cancelled' and cancelled_at is not null
             and (cancelled_at at time zone ${zone})::date = '2026-10-03'`);
        expect(r.json.series.find((s) => s.period === "2026-10-03")?.orders).toBe(byDay.n - cancelsThatDay.n);
        // The same orders on their UTC days (the platform's figures), kept by the same refreshes: the same sums, and
        // a UTC day's orders are those placed that UTC day less that UTC day's cancels.
        const [utc] = await sqlRows<{ orders: number; total: string }>(sql`
          select coalesce(sum(orders), 0)::int as orders, coalesce(sum(gross_sales - discounts - refunds + shipping + tax + fees), 0)::text as total
            from report_daily_utc where tenant_id = ${demoId}`);
        expect(utc.orders).toBe(plain.orders);
        expect(Number(utc.total)).toBe(cents(plain.total));
        const [utcDay] = await sqlRows<{ n: number }>(sql`
          select coalesce(sum(orders), 0)::int as n from report_daily_utc where tenant_id = ${demoId} and day = '2026-10-03'`);
        const [placedUtc] = await sqlRows<{ n: number }>(sql`
          select count(*)::int as n from orders where tenant_id = ${demoId} and status <> 'failed' and not (status = 'cancelled' and cancelled_at is null)
             and (created_at at time zone 'UTC')::date = '2026-10-03'`);
        const [cancelsUtc] = await sqlRows<{ n: number }>(sql`
          select count(*)::int as n from orders where tenant_id = ${demoId} and status = 'cancelled' and cancelled_at is not null
             and (cancelled_at at time zone 'UTC')::date = '2026-10-03'`);
        expect(utcDay.n).toBe(placedUtc.n - cancelsUtc.n);
      }),
      { numRuns: 25 },
    );
  }, 180_000);

  it("two refreshes at once leave the same figures as one", async () => {
    await knownOrders();
    await Promise.all([refreshRollups(demoId, "Asia/Kolkata", { rebuild: true }), refreshRollups(demoId, "Asia/Kolkata", { rebuild: true }), refreshRollups(demoId, "Asia/Kolkata")]);
    const r = await get(owner, salesRoute, "/api/reports/sales", { from: "2026-11-20", to: "2026-11-21" });
    expect(r.json.totals).toEqual(TOTALS);
  });
});
