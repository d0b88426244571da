import { endpoint } from "@/lib/endpoint";
import type {
  AdminReport,
  adminReportsQuerySchema,
  CustomersReport,
  customersQuerySchema,
  DiscountsReport,
  discountsQuerySchema,
  exportQuerySchema,
  ProductsReport,
  productsQuerySchema,
  reportNameParams,
  SalesReport,
  salesQuerySchema,
} from "./schemas";

/**
 * The reports' /api calls (issue 42; record 0150): permission `reports`, scope read_reports. The funnel's
 * (GET /api/reports/funnel) is declared with the storefront events it reads, in lib/analytics/endpoints.ts.
 */
export const sales = endpoint<{ query: typeof salesQuerySchema; response: SalesReport }>()({
  method: "GET",
  path: "/api/reports/sales",
  auth: "owner",
  permission: "reports",
  summary: "Sales over time: orders, units, gross, discounts, refunds, net, shipping, tax, fees and total per day, week or month",
});
export const products = endpoint<{ query: typeof productsQuerySchema; response: ProductsReport }>()({
  method: "GET",
  path: "/api/reports/products",
  auth: "owner",
  permission: "reports",
  summary: "Top products or variants by net sales or units",
});
export const customers = endpoint<{ query: typeof customersQuerySchema; response: CustomersReport }>()({
  method: "GET",
  path: "/api/reports/customers",
  auth: "owner",
  permission: "reports",
  summary: "New and returning customers",
});
export const discounts = endpoint<{ query: typeof discountsQuerySchema; response: DiscountsReport }>()({
  method: "GET",
  path: "/api/reports/discounts",
  auth: "owner",
  permission: "reports",
  summary: "What each code or automatic discount was used for and cost",
});
export const exportCsv = endpoint<{ params: typeof reportNameParams; query: typeof exportQuerySchema }>()({
  method: "GET",
  path: "/api/reports/{name}/export",
  auth: "owner",
  permission: "reports",
  answerKind: "file",
  summary: "A report's rows as CSV, under the same query",
});
export const admin = endpoint<{ query: typeof adminReportsQuerySchema; response: AdminReport }>()({
  method: "GET",
  path: "/api/admin/reports",
  auth: "admin",
  summary: "Platform figures: orders, GMV per currency and new stores over time; active stores, plans, MRR, top stores",
});
