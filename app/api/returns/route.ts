// GET /api/returns (owner, orders) — the store's returns, newest first; ?status=, ?orderId=, ?page= (25 a page).
import { route } from "@/lib/http/route";
import * as returns from "@/lib/orders/returns/endpoints";
import { returnListQuery } from "@/lib/orders/returns/schemas";
import { listStoreReturns } from "@/lib/orders/returns/service";

export const GET = route(returns.list, { query: returnListQuery }, ({ store, query }) => listStoreReturns(store, query));
