import "server-only";
import { countProducts, listLowStock } from "@/lib/catalog/products/service";
import { orderNumber } from "@/lib/orders/number";
import type { Store } from "@/lib/tenancy/store";
import { fillDays, monthBounds } from "./growth";
import { orderStats, recentOrders, salesByDay } from "./repository";
import type { StoreOverview, TenantStats } from "./schemas";

/** The owner's totals for this store only, this month's figures against last month's. */
export async function getStoreStats(store: Store, now = new Date()): Promise<TenantStats> {
  const [o, p] = await Promise.all([orderStats(store.id, now), countProducts(store.id, monthBounds(now).thisMonthStart)]);
  return { ...o, totalProducts: p.total, productsThisMonth: p.since };
}

/** Stock at or below this (and above zero) is 'running low' on the overview. */
export const LOW_STOCK_MAX = 5;
const CHART_DAYS = 30;

/** GET /api/tenant/overview: recent orders, low-stock variants and 30 days of sales, for this store only. */
export async function getStoreOverview(store: Store, now = new Date()): Promise<StoreOverview> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (CHART_DAYS - 1) * 86_400_000);
  const [orders, low, sales] = await Promise.all([recentOrders(store.id, 5), listLowStock(store.id, LOW_STOCK_MAX, 8), salesByDay(store.id, from)]);
  return {
    currency: store.row.currency,
    recentOrders: orders.map((o) => ({
      id: o.id,
      // The order's own number (as the orders tab and the customer see it), not its id.
      number: orderNumber({ id: o.id, orderNumber: o.invoiceNumber }),
      customerName: o.customerName,
      total: o.total,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
    })),
    lowStock: low.map((p) => ({
      id: p.id,
      variantId: p.variantId,
      name: p.name,
      variantTitle: p.variantTitle,
      quantity: p.quantity,
      image: p.variantImage ?? p.images[0] ?? null,
      status: p.status,
    })),
    sales: fillDays(sales, now, CHART_DAYS),
  };
}
