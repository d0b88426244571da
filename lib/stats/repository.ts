import { and, count, eq, notInArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders, products } from "@/db/schema";

/** Orders that did not bring money in. */
const NOT_REVENUE = ["failed", "cancelled"] as const;

export async function tenantStats(tenantId: string) {
  const db = await getDb();
  const [o] = await db
    .select({
      totalOrders: count(),
      totalRevenue: sql<string>`coalesce(sum(${orders.total}) filter (where ${notInArray(orders.status, [...NOT_REVENUE])}), 0)`,
    })
    .from(orders)
    .where(eq(orders.tenantId, tenantId));
  const [p] = await db.select({ totalProducts: count() }).from(products).where(and(eq(products.tenantId, tenantId)));
  return { totalRevenue: Number(o.totalRevenue), totalOrders: o.totalOrders, totalProducts: p.totalProducts };
}
