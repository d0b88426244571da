import { endpoint } from "@/lib/endpoint";
import type { StoreOverview, TenantStats } from "./schemas";

/** The owner's figures (docs/decisions/0137): computed from the store's orders and products, this store only. */
export const stats = endpoint<{ response: TenantStats }>()({
  method: "GET",
  path: "/api/tenant/stats",
  auth: "owner", permission: "reports",
  summary: "Revenue, orders and products, with this month against last month",
});
export const overview = endpoint<{ response: StoreOverview }>()({
  method: "GET",
  path: "/api/tenant/overview",
  auth: "owner", permission: "reports",
  summary: "Latest orders, products running low and the last 30 days of sales",
});
