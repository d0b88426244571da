// GET /api/tenant/stats — the store owner's totals (revenue, orders, products) for this store only, with
// this month's figures against last month's (computed from the store's orders).
import { route } from "@/lib/http/route";
import * as stats from "@/lib/stats/endpoints";
import { getStoreStats } from "@/lib/stats/service";

export const GET = route(stats.stats, ({ store }) => getStoreStats(store));
