// GET /api/customer-segments/{id}/export — the segment's customers as CSV, streamed. Permission "customers".
import { route } from "@/lib/http/route";
import * as customers from "@/lib/customers/endpoints";
import { exportSegmentCsv } from "@/lib/customers/admin/service";
import { csvResponse } from "@/lib/http/csv";
import { slugify } from "@/lib/slug";
import { idParams } from "@/lib/validation";

export const GET = route(customers.segmentExport, { params: idParams }, async ({ store, params }) => {
  const { name, stream } = await exportSegmentCsv(store, params.id);
  return csvResponse(stream, `customers-${slugify(name) || "segment"}-${new Date().toISOString().slice(0, 10)}.csv`);
});
