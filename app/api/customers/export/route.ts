// GET /api/customers/export — the store's registered customers with their order count and total spent, as
// CSV, streamed (owner).
import { exportCustomersCsv } from "@/lib/customers/export";
import { csvResponse } from "@/lib/csv";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "owner" }, ({ store }) => csvResponse(exportCustomersCsv(store), "customers", store.row.slug));
