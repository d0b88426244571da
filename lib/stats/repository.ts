import "server-only";
import { and, count, desc, eq, gte, lt, notInArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";
import { growthPercent, monthBounds } from "./growth";
import type { TenantStats } from "./schemas";
import type { TenantId } from "@/lib/tenancy/store";
import { fromMinor, toMinor } from "@/lib/money";

// Kept for components/dashboard/overview-section.tsx until it imports the type from ./schemas (lead).

/** Orders that did not bring money in. */
const NOT_REVENUE = ["failed", "cancelled"] as const;

/**
 * The order half of the owner's overview (GET /api/tenant/stats): month-over-month figures computed from
 * the store's real orders, so they always match the order list. Months are UTC calendar months.
 */

export async function orderStats(tenantId: TenantId, now = new Date()): Promise<Omit<TenantStats, "totalProducts" | "productsThisMonth">> {
  const db = await getDb();
  const { lastMonthStart, thisMonthStart, nextMonthStart } = monthBounds(now);
  const revenue = (from: Date, to: Date) =>
    sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}) filter (where ${and(
      notInArray(orders.status, [...NOT_REVENUE]),
      gte(orders.createdAt, from),
      lt(orders.createdAt, to),
    )}), 0)`;
  const counted = (from: Date, to: Date) =>
    sql<number>`count(*) filter (where ${and(gte(orders.createdAt, from), lt(orders.createdAt, to))})`.mapWith(Number);
  const [o] = await db
    .select({
      totalOrders: count(),
      totalRevenue: sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}) filter (where ${notInArray(orders.status, [...NOT_REVENUE])}), 0)`,
      revenueThisMonth: revenue(thisMonthStart, nextMonthStart),
      revenueLastMonth: revenue(lastMonthStart, thisMonthStart),
      ordersThisMonth: counted(thisMonthStart, nextMonthStart),
      ordersLastMonth: counted(lastMonthStart, thisMonthStart),
    })
    .from(orders)
    .where(eq(orders.tenantId, tenantId));
  // numeric sums arrive as decimal strings ("0" when there were none): counted in minor units, sent canonical.
  const thisMonth = toMinor(String(o.revenueThisMonth));
  const lastMonth = toMinor(String(o.revenueLastMonth));
  return {
    totalRevenue: fromMinor(toMinor(String(o.totalRevenue))),
    totalOrders: o.totalOrders,
    revenueThisMonth: fromMinor(thisMonth),
    revenueLastMonth: fromMinor(lastMonth),
    revenueGrowth: growthPercent(thisMonth, lastMonth),
    ordersThisMonth: o.ordersThisMonth,
    ordersLastMonth: o.ordersLastMonth,
  };
}

/** The store's latest orders, newest first (the overview's list; the orders section has the rest). */
export async function recentOrders(tenantId: TenantId, limit: number) {
  const db = await getDb();
  return db
    .select({ id: orders.id, invoiceNumber: orders.invoiceNumber, customerName: orders.customerName, total: orders.total, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.tenantId, tenantId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

/** Revenue and order count per UTC day since `from`, for days that had orders (failed and cancelled ones bring no money). */
export async function salesByDay(tenantId: TenantId, from: Date): Promise<{ date: string; revenue: string; orders: number }[]> {
  const db = await getDb();
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, revenue: sql<string>`coalesce(sum(${orders.total}), 0)`, orders: count() })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), gte(orders.createdAt, from), notInArray(orders.status, [...NOT_REVENUE])))
    .groupBy(day);
  return rows.map((r) => ({ date: r.date, revenue: fromMinor(toMinor(String(r.revenue))), orders: r.orders }));
}
