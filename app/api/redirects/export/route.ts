// GET /api/redirects/export (owner, settings) — every redirect of the store as a CSV (from, to), streamed.
import { csvResponse, csvStream } from "@/lib/http/csv";
import { route } from "@/lib/http/route";
import * as redirects from "@/lib/redirects/endpoints";
import { EXPORT_HEADER, exportRedirectRows } from "@/lib/redirects/service";

export const GET = route(redirects.exportCsv, ({ store }) => {
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(csvStream(EXPORT_HEADER, exportRedirectRows(store)), `redirects-${store.row.slug}-${day}.csv`);
});
