import { countProducts } from "@/lib/catalog/products/service";
import type { Store } from "@/lib/tenancy/store";
import { monthBounds } from "./growth";
import { orderStats } from "./repository";
import type { TenantStats } from "./schemas";

/** The owner's totals for this store only, this month's figures against last month's. */
export async function getStoreStats(store: Store, now = new Date()): Promise<TenantStats> {
  const [o, p] = await Promise.all([orderStats(store.id, now), countProducts(store.id, monthBounds(now).thisMonthStart)]);
  return { ...o, totalProducts: p.total, productsThisMonth: p.since };
}
