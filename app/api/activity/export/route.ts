// GET /api/activity/export — the store's activity log under the list's filters, as CSV, streamed (staff).
import * as activity from "@/lib/activity/endpoints";
import { activityExportQuerySchema } from "@/lib/activity/schemas";
import { activityExportRows, EXPORT_COLUMNS } from "@/lib/activity/service";
import { csvCell, csvResponse, csvStream } from "@/lib/http/csv";
import { route } from "@/lib/http/route";

async function* cells(rows: AsyncGenerator<string[][], void, unknown>) {
  for await (const batch of rows) yield batch.map((row) => row.map(csvCell));
}

export const GET = route(activity.exportCsv, { query: activityExportQuerySchema }, ({ store, query }) => {
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(csvStream(EXPORT_COLUMNS, cells(activityExportRows(store.id, query))), `activity-${store.row.slug}-${day}.csv`);
});
