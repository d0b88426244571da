// GET /api/tenant/overview — the store owner's overview lists: latest orders, products running low and the
// last 30 days of sales, for this store only.
import { route } from "@/lib/http/route";
import * as stats from "@/lib/stats/endpoints";
import { getStoreOverview } from "@/lib/stats/service";

export const GET = route(stats.overview, ({ store }) => getStoreOverview(store));
