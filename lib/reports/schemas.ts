import { z } from "zod";
import { checkRange, compareField, intervalField, rangeFields } from "./range";

/**
 * The reports' queries and answers (issue 42; definitions in docs/decisions/0150-report-definitions.md). Money is a decimal string in
 * the store's currency, as everywhere on the wire; dates are the store's local dates (platform: UTC).
 */

export const MAX_REPORT_LIMIT = 250;

export const salesQuerySchema = z.object({ ...rangeFields, interval: intervalField, compare: compareField }).superRefine(checkRange);
export const productsQuerySchema = z
  .object({
    ...rangeFields,
    sort: z.enum(["netSales", "units"], "sort must be netSales or units").default("netSales"),
    by: z.enum(["product", "variant"], "by must be product or variant").default("product"),
    limit: z.coerce
      .number("limit must be a number")
      .int("limit must be a whole number")
      .min(1, "limit is at least 1")
      .max(MAX_REPORT_LIMIT, `limit is at most ${MAX_REPORT_LIMIT}`)
      .default(10),
  })
  .superRefine(checkRange);
export const customersQuerySchema = z.object({ ...rangeFields, interval: intervalField }).superRefine(checkRange);
export const discountsQuerySchema = z.object(rangeFields).superRefine(checkRange);
export const funnelQuerySchema = z.object(rangeFields).superRefine(checkRange);
export const adminReportsQuerySchema = z.object({ ...rangeFields, interval: intervalField }).superRefine(checkRange);

export const REPORT_NAMES = ["sales", "products", "customers", "discounts", "funnel"] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
/** Any name reaches the handler, which answers 404 "Unknown report" for one it does not export. */
export const reportNameParams = z.object({ name: z.string().trim().max(40, "Unknown report") });
export const isReportName = (name: string): name is ReportName => (REPORT_NAMES as readonly string[]).includes(name);
/**
 * The export takes the report's own query; each report's schema is applied by the handler. Named here (as text)
 * so the API document lists them; any other parameter passes through to the report's schema.
 */
const exportParam = (what: string) => z.string().max(100).optional().describe(what);
export const exportQuerySchema = z.looseObject({
  from: exportParam("YYYY-MM-DD, the store's local date"),
  to: exportParam("YYYY-MM-DD, inclusive"),
  interval: exportParam("sales, customers: day, week or month"),
  compare: exportParam("sales: previous_period or previous_year"),
  sort: exportParam("products: netSales or units"),
  by: exportParam("products: product or variant"),
  limit: exportParam("products: 1 to 250"),
});

export type SalesRow = {
  period: string;
  orders: number;
  units: number;
  grossSales: string;
  discounts: string;
  refunds: string;
  netSales: string;
  shipping: string;
  tax: string;
  fees: string;
  totalSales: string;
  averageOrderValue: string;
};
export type SalesTotals = Omit<SalesRow, "period">;
export type SalesReport = { currency: string; from: string; to: string; interval: string; series: SalesRow[]; totals: SalesTotals; compareTotals?: SalesTotals & { from: string; to: string } };

export type ProductsReportRow = { productId: string; variantId?: string; title: string; units: number; netSales: string; share: number };
export type ProductsReport = { currency: string; from: string; to: string; items: ProductsReportRow[] };

export type CustomersReportRow = { period: string; newCustomers: number; returningCustomers: number };
export type CustomersReport = { from: string; to: string; newCustomers: number; returningCustomers: number; returningRate: number; series: CustomersReportRow[] };

export type DiscountsReportRow = { discountId: string | null; code: string | null; title: string; type: string; uses: number; discountTotal: string; netSales: string };
export type DiscountsReport = { currency: string; from: string; to: string; items: DiscountsReportRow[] };

export type FunnelReport = {
  from: string;
  to: string;
  sessions: number;
  productViews: number;
  addToCarts: number;
  checkoutsStarted: number;
  orders: number;
  conversionRate: number;
  /**
   * Abandoned-checkout recovery (record 0156): recovery mails sent in the dates, the checkouts an order completed
   * after one, and their rate (recovered / sent; 0 when none was sent). Always answered; optional for older clients.
   */
  checkoutRecovery?: { emailsSent: number; recoveredOrders: number; recoveryRate: number };
};

export type AdminReportRow = { period: string; orders: number; gmv: Record<string, string>; newStores: number };
export type AdminReport = {
  from: string;
  to: string;
  series: AdminReportRow[];
  totals: { orders: number; gmv: Record<string, string>; activeStores: number; storesByPlan: Record<string, number>; mrr: Record<string, string> };
  topStores: { tenantId: string; name: string; slug: string; currency: string; orders: number; netSales: string }[];
};
