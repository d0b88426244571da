// GET /api/orders/export — the orders GET /api/orders would list under the same filters, as CSV (one row per
// line item), streamed (owner).
import { route } from "@/lib/http/route";
import { exportOrdersCsv } from "@/lib/orders/export";
import { orderListQuerySchema } from "@/lib/orders/schemas";

export const GET = route({ auth: "owner", query: orderListQuerySchema }, ({ store, query }) => {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(exportOrdersCsv(store, query), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${store.row.slug}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
