import type { Store } from "@/lib/tenancy/store";
import { tenantStats } from "./repository";
import type { TenantStats } from "./schemas";

/** The owner's totals for this store only, this month's figures against last month's. */
export function getStoreStats(store: Store, now = new Date()): Promise<TenantStats> {
  return tenantStats(store.id, now);
}
