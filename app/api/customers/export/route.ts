// GET /api/customers/export — the store's registered customers with their order count and total spent, as
// CSV, streamed (owner).
import { exportCustomersCsv } from "@/lib/customers/export";
import { csvResponse } from "@/lib/http/csv";
import * as customers from "@/lib/customers/endpoints";
import { route } from "@/lib/http/route";

export const GET = route(customers.exportCsv, ({ store }) => {
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(exportCustomersCsv(store), `customers-${store.row.slug}-${day}.csv`);
});
