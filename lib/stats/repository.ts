import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

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
