// GET /api/reports/{name}/export — a report's rows as CSV under that report's own query (owner or staff with `reports`).
import { AppError, notFound, zodFieldErrors } from "@/lib/errors";
import { csvCell, csvResponse, csvStream } from "@/lib/http/csv";
import { route } from "@/lib/http/route";
import * as reports from "@/lib/reports/endpoints";
import { customersQuerySchema, discountsQuerySchema, exportQuerySchema, productsQuerySchema, reportNameParams, salesQuerySchema, type ReportName } from "@/lib/reports/schemas";
import {
  customersCsv,
  customersReport,
  discountsCsv,
  discountsReport,
  productsCsv,
  productsReport,
  salesCsv,
  salesReport,
  type ReportCsv,
} from "@/lib/reports/service";
import type { Store } from "@/lib/tenancy/store";
import type { z } from "zod";

type Export = { schema: z.ZodType; rows: (store: Store, query: never) => Promise<ReportCsv> };

/**
 * Each report's export: its query schema and its rows. A report another slice serves adds its entry here (the
 * funnel: `funnel: { schema: funnelQuerySchema, rows: async (store, q) => funnelCsv(await funnelReport(store, q)) }`
 * from lib/analytics); until then its name answers 404 "Unknown report".
 */
const EXPORTS: Partial<Record<ReportName, Export>> = {
  sales: { schema: salesQuerySchema, rows: async (store, q: z.output<typeof salesQuerySchema>) => salesCsv(await salesReport(store, q)) },
  products: { schema: productsQuerySchema, rows: async (store, q: z.output<typeof productsQuerySchema>) => productsCsv(await productsReport(store, q)) },
  customers: { schema: customersQuerySchema, rows: async (store, q: z.output<typeof customersQuerySchema>) => customersCsv(await customersReport(store, q)) },
  discounts: { schema: discountsQuerySchema, rows: async (store, q: z.output<typeof discountsQuerySchema>) => discountsCsv(await discountsReport(store, q)) },
};

async function* batches(csv: ReportCsv) {
  for (let i = 0; i < csv.rows.length; i += 500) yield csv.rows.slice(i, i + 500).map((row) => row.map(csvCell));
}

export const GET = route(reports.exportCsv, { params: reportNameParams, query: exportQuerySchema }, async ({ store, params, query }) => {
  const spec = EXPORTS[params.name];
  if (!spec) throw notFound("Unknown report");
  const parsed = spec.schema.safeParse(query);
  if (!parsed.success) throw new AppError(400, "Invalid query", zodFieldErrors(parsed.error), "bad_request");
  const csv = await spec.rows(store, parsed.data as never);
  return csvResponse(csvStream(csv.header, batches(csv)), `${params.name}-${store.row.slug}-${new Date().toISOString().slice(0, 10)}.csv`);
});
