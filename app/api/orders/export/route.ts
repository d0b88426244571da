// GET /api/orders/export — the orders GET /api/orders would list under the same filters, as CSV (one row per
// line item), streamed (owner).
import * as orders from "@/lib/orders/endpoints";
import { csvResponse } from "@/lib/http/csv";
import { route } from "@/lib/http/route";
import { exportOrdersCsv } from "@/lib/orders/export";
import { orderListQuerySchema } from "@/lib/orders/schemas";

export const GET = route(orders.exportCsv, { query: orderListQuerySchema }, ({ store, query }) => {
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(exportOrdersCsv(store, query), `orders-${store.row.slug}-${day}.csv`);
});
