import "server-only";
import { countProducts, listLowStock } from "@/lib/catalog/products/service";
import { orderNumber } from "@/lib/orders/number";
import type { Store } from "@/lib/tenancy/store";
import { toMinor } from "@/lib/money";
import { overviewSales } from "@/lib/reports/service";
import { growthPercent } from "./growth";
import { recentOrders } from "./repository";
import type { StoreOverview, TenantStats } from "./schemas";

/**
 * The owner's totals for this store only, this month's figures against last month's: total sales and counted
 * orders as the reports define them (record 0150), in the store's own calendar months, from the same roll-ups.
 */
export async function getStoreStats(store: Store, now = new Date()): Promise<TenantStats> {
  const sales = await overviewSales(store, now, 1);
  const p = await countProducts(store.id, sales.thisMonthStart);
  return {
    totalRevenue: sales.lifetime.totalSales,
    totalOrders: sales.lifetime.orders,
    revenueThisMonth: sales.thisMonth.totalSales,
    revenueLastMonth: sales.lastMonth.totalSales,
    revenueGrowth: growthPercent(toMinor(sales.thisMonth.totalSales), toMinor(sales.lastMonth.totalSales)),
    ordersThisMonth: sales.thisMonth.orders,
    ordersLastMonth: sales.lastMonth.orders,
    totalProducts: p.total,
    productsThisMonth: p.since,
  };
}

/** Stock at or below this (and above zero) is 'running low' on the overview. */
export const LOW_STOCK_MAX = 5;
const CHART_DAYS = 30;

/** GET /api/tenant/overview: recent orders, low-stock variants and 30 days of sales, for this store only. */
export async function getStoreOverview(store: Store, now = new Date()): Promise<StoreOverview> {
  const [orders, low, sales] = await Promise.all([recentOrders(store.id, 5), listLowStock(store.id, LOW_STOCK_MAX, 8), overviewSales(store, now, CHART_DAYS)]);
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
    sales: sales.days.map((d) => ({ date: d.date, revenue: d.totals.totalSales, orders: d.totals.orders })),
  };
}
