import "server-only";
import { fromMinor } from "@/lib/money";
import { lineName } from "@/lib/orders/line-label";
import type { Store, TenantId } from "@/lib/tenancy/store";
import { addDays, compareRange, periodOf, periodsBetween, resolveRange, type Compare, type Interval, type ReportRange } from "./range";
import {
  customerCounts,
  dailySales,
  discountLines,
  lifetimeSales,
  refreshRollups,
  topProductLines,
  type DailySalesRow,
} from "./repository";
import type { CustomersReport, DiscountsReport, ProductsReport, SalesReport, SalesRow, SalesTotals } from "./schemas";
import { localDateOf, startOfLocalDay, storeTimeZone } from "./time-zone";

/**
 * The merchant's reports (issue 42; definitions in docs/decisions/0150-report-definitions.md). Each answer first
 * brings the store's roll-ups up to date (only the days changed since the last refresh are recomputed), then reads
 * them: exact for every change committed before the request, and a few thousand rows at most for five years.
 */

type StoreLike = Pick<Store, "id"> & { row: { timeZone?: string | null; country?: string | null; currency: string } };

function zoneOf(store: StoreLike) {
  const tz = storeTimeZone(store.row);
  return { tz, today: localDateOf(Date.now(), tz) };
}

type Sums = Omit<DailySalesRow, "day" | "currency">;
const ZERO: Sums = { orders: 0, units: 0, grossSales: 0, discounts: 0, refunds: 0, shipping: 0, tax: 0, fees: 0 };

function add(a: Sums, b: Sums): Sums {
  return {
    orders: a.orders + b.orders,
    units: a.units + b.units,
    grossSales: a.grossSales + b.grossSales,
    discounts: a.discounts + b.discounts,
    refunds: a.refunds + b.refunds,
    shipping: a.shipping + b.shipping,
    tax: a.tax + b.tax,
    fees: a.fees + b.fees,
  };
}

/** The derived columns, as the record defines them: net = gross − discounts − refunds; total = net + shipping + tax + fees; AOV = (gross − discounts) / orders. */
export function salesFigures(s: Sums): SalesTotals {
  const net = s.grossSales - s.discounts - s.refunds;
  return {
    orders: s.orders,
    units: s.units,
    grossSales: fromMinor(s.grossSales),
    discounts: fromMinor(s.discounts),
    refunds: fromMinor(s.refunds),
    netSales: fromMinor(net),
    shipping: fromMinor(s.shipping),
    tax: fromMinor(s.tax),
    fees: fromMinor(s.fees),
    totalSales: fromMinor(net + s.shipping + s.tax + s.fees),
    averageOrderValue: fromMinor(s.orders > 0 ? Math.round((s.grossSales - s.discounts) / s.orders) : 0),
  };
}

async function salesOver(tenantId: TenantId, range: ReportRange, interval: Interval): Promise<{ series: SalesRow[]; totals: Sums }> {
  const byPeriod = new Map<string, Sums>(periodsBetween(range.from, range.to, interval).map((p) => [p, ZERO]));
  let totals = ZERO;
  for (const d of await dailySales(tenantId, range.from, range.to)) {
    const p = periodOf(d.day, interval);
    byPeriod.set(p, add(byPeriod.get(p) ?? ZERO, d));
    totals = add(totals, d);
  }
  return { series: [...byPeriod].map(([period, s]) => ({ period, ...salesFigures(s) })), totals };
}

export async function salesReport(store: StoreLike, q: { from?: string; to?: string; interval: Interval; compare?: Compare }): Promise<SalesReport> {
  const { tz, today } = zoneOf(store);
  await refreshRollups(store.id, tz);
  const range = resolveRange(q, tz, today);
  const { series, totals } = await salesOver(store.id, range, q.interval);
  const answer: SalesReport = { currency: store.row.currency, from: range.from, to: range.to, interval: q.interval, series, totals: salesFigures(totals) };
  if (q.compare) {
    const c = compareRange(range, q.compare);
    const other = await salesOver(store.id, c, q.interval);
    answer.compareTotals = { ...salesFigures(other.totals), from: c.from, to: c.to };
  }
  return answer;
}

export async function productsReport(
  store: StoreLike,
  q: { from?: string; to?: string; sort: "netSales" | "units"; by: "product" | "variant"; limit: number },
): Promise<ProductsReport> {
  const { tz, today } = zoneOf(store);
  await refreshRollups(store.id, tz);
  const range = resolveRange(q, tz, today);
  const lines = await topProductLines(store.id, { from: range.from, to: range.to, by: q.by, sort: q.sort, limit: q.limit });
  return {
    currency: store.row.currency,
    from: range.from,
    to: range.to,
    items: lines.map((l) => ({
      productId: l.productId ?? "",
      ...(q.by === "variant" ? { variantId: l.variantId ?? undefined } : {}),
      title: q.by === "variant" ? lineName({ productName: l.title, variantTitle: l.variantTitle }) : l.title,
      units: l.units,
      netSales: fromMinor(l.netSales),
      share: l.allNet > 0 ? Math.round((l.netSales / l.allNet) * 10_000) / 10_000 : 0,
    })),
  };
}

export async function customersReport(store: StoreLike, q: { from?: string; to?: string; interval: Interval }): Promise<CustomersReport> {
  const { tz, today } = zoneOf(store);
  await refreshRollups(store.id, tz);
  const range = resolveRange(q, tz, today);
  const counts = await customerCounts(store.id, range.from, range.to, q.interval);
  const byPeriod = new Map(counts.periods.map((p) => [periodOf(p.period, q.interval), p]));
  const newCustomers = counts.fresh;
  const returningCustomers = counts.back;
  return {
    from: range.from,
    to: range.to,
    newCustomers,
    returningCustomers,
    returningRate: newCustomers + returningCustomers > 0 ? Math.round((returningCustomers / (newCustomers + returningCustomers)) * 10_000) / 10_000 : 0,
    series: periodsBetween(range.from, range.to, q.interval).map((period) => ({
      period,
      newCustomers: byPeriod.get(period)?.fresh ?? 0,
      returningCustomers: byPeriod.get(period)?.back ?? 0,
    })),
  };
}

export async function discountsReport(store: StoreLike, q: { from?: string; to?: string }): Promise<DiscountsReport> {
  const { tz, today } = zoneOf(store);
  await refreshRollups(store.id, tz);
  const range = resolveRange(q, tz, today);
  const lines = await discountLines(store.id, range.from, range.to);
  return {
    currency: store.row.currency,
    from: range.from,
    to: range.to,
    items: lines.map((l) => ({
      discountId: l.discountId,
      code: l.code,
      title: l.title || l.code || (l.type === "free_shipping" ? "Free shipping" : "Automatic discount"),
      type: l.type,
      uses: l.uses,
      discountTotal: fromMinor(l.discountTotal),
      netSales: fromMinor(l.netSales),
    })),
  };
}

// ---- the owner's overview -------------------------------------------------------------------------------

export type OverviewSales = {
  /** Every day rolled up, and this and last local calendar month. */
  lifetime: SalesTotals;
  thisMonth: SalesTotals;
  lastMonth: SalesTotals;
  /** The first instant of this local month (the overview counts products added since). */
  thisMonthStart: Date;
  /** The last `days` local days ending today, oldest first, days without sales included. */
  days: { date: string; totals: SalesTotals }[];
};

/**
 * The overview's figures (GET /api/tenant/stats and /overview) from the same roll-ups and definitions as the
 * reports (record 0150): total sales and counted orders, in the store's own days and months.
 */
export async function overviewSales(store: StoreLike, now = new Date(), chartDays = 30): Promise<OverviewSales> {
  const tz = storeTimeZone(store.row);
  const today = localDateOf(now, tz);
  await refreshRollups(store.id, tz);
  const thisMonth = `${today.slice(0, 7)}-01`;
  const lastMonth = `${addDays(thisMonth, -1).slice(0, 7)}-01`;
  const chartFrom = addDays(today, -(chartDays - 1));
  const from = chartFrom < lastMonth ? chartFrom : lastMonth;
  const byDay = new Map<string, Sums>();
  let inThis = ZERO;
  let inLast = ZERO;
  for (const d of await dailySales(store.id, from, today)) {
    byDay.set(d.day, add(byDay.get(d.day) ?? ZERO, d));
    if (d.day >= thisMonth) inThis = add(inThis, d);
    else if (d.day >= lastMonth) inLast = add(inLast, d);
  }
  return {
    lifetime: salesFigures(await lifetimeSales(store.id)),
    thisMonth: salesFigures(inThis),
    lastMonth: salesFigures(inLast),
    thisMonthStart: startOfLocalDay(thisMonth, tz),
    days: periodsBetween(chartFrom, today, "day").map((date) => ({ date, totals: salesFigures(byDay.get(date) ?? ZERO) })),
  };
}

// ---- CSV ------------------------------------------------------------------------------------------------

export type ReportCsv = { header: string[]; rows: string[][] };

const SALES_COLUMNS = ["period", "orders", "units", "grossSales", "discounts", "refunds", "netSales", "shipping", "tax", "fees", "totalSales", "averageOrderValue"] as const;

export function salesCsv(r: SalesReport): ReportCsv {
  return { header: [...SALES_COLUMNS], rows: r.series.map((row) => SALES_COLUMNS.map((c) => String(row[c]))) };
}
export function productsCsv(r: ProductsReport): ReportCsv {
  return {
    header: ["productId", "variantId", "title", "units", "netSales", "share"],
    rows: r.items.map((i) => [i.productId, i.variantId ?? "", i.title, String(i.units), i.netSales, String(i.share)]),
  };
}
export function customersCsv(r: CustomersReport): ReportCsv {
  return { header: ["period", "newCustomers", "returningCustomers"], rows: r.series.map((s) => [s.period, String(s.newCustomers), String(s.returningCustomers)]) };
}
export function discountsCsv(r: DiscountsReport): ReportCsv {
  return {
    header: ["discountId", "code", "title", "type", "uses", "discountTotal", "netSales"],
    rows: r.items.map((i) => [i.discountId ?? "", i.code ?? "", i.title, i.type, String(i.uses), i.discountTotal, i.netSales]),
  };
}
