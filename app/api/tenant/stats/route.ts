// GET /api/tenant/stats — the store owner's totals (revenue, orders, products) for this store only, with
// this month's figures against last month's (computed from the store's orders).
import { route } from "@/lib/http/route";
import { getStoreStats } from "@/lib/stats/service";

export const GET = route({ auth: "owner" }, ({ store }) => getStoreStats(store));
