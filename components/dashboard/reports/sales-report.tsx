"use client";
import { keepPreviousData } from "@tanstack/react-query";
import { ChartColumn } from "lucide-react";
import { useMemo } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney, toMinor } from "@/lib/money";
import * as reports from "@/lib/reports/endpoints";
import type { Compare } from "@/lib/reports/range";
import type { SalesReport, SalesTotals } from "@/lib/reports/schemas";
import { cn } from "@/lib/utils";
import { useDashboardStore } from "../use-dashboard";
import { CHART_COLORS } from "./period-chart";
import { CsvLink, csvHref, PeriodChart, ReportCard, ScrollTable, td, th } from "./report-parts";
import { COMPARE_LABELS, periodLabel, rangeLabel, type ReportRangeState } from "./report-range";

const MONEY_COLUMNS = [
  ["grossSales", "Gross sales"],
  ["discounts", "Discounts"],
  ["refunds", "Refunds"],
  ["netSales", "Net sales"],
  ["shipping", "Shipping"],
  ["tax", "Tax"],
  ["fees", "Fees"],
  ["totalSales", "Total sales"],
  ["averageOrderValue", "AOV"],
] as const;

/** "+12.5%" / "−3%" / "new" against the compared figure; null when there is nothing to compare. */
function change(now: number, before: number): { text: string; up: boolean | null } {
  if (before === 0) return now === 0 ? { text: "0%", up: null } : { text: "new", up: true };
  const pct = Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
  return { text: `${pct > 0 ? "+" : pct < 0 ? "−" : ""}${Math.abs(pct)}%`, up: pct === 0 ? null : pct > 0 };
}

function Figure({ label, value, delta }: { label: string; value: string; delta?: { text: string; up: boolean | null } }) {
  return (
    <div className="min-w-0 rounded-md border p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-base font-semibold break-words tabular-nums sm:text-lg">{value}</p>
      {delta ? <p className={cn("text-xs", delta.up === null ? "text-muted-foreground" : delta.up ? "text-success" : "text-destructive")}>{delta.text}</p> : null}
    </div>
  );
}

function TotalsRow({ label, t, money, testId, muted }: { label: string; t: SalesTotals; money: (v: string) => string; testId: string; muted?: boolean }) {
  return (
    <tr className={cn("border-t font-medium", muted && "text-muted-foreground")} data-testid={testId}>
      <th scope="row" className={cn(td, "font-medium")}>
        {label}
      </th>
      <td className={td}>{t.orders}</td>
      {MONEY_COLUMNS.map(([k]) => (
        <td key={k} className={td}>
          {money(t[k])}
        </td>
      ))}
    </tr>
  );
}

/** Sales over time (GET /api/reports/sales): the headline figures, a chart, and a row per period with totals. */
export function SalesReportCard({ range }: { range: ReportRangeState }) {
  const query = { from: range.from, to: range.to, interval: range.interval, ...(range.compare ? { compare: range.compare } : {}) };
  const { slug } = useDashboardStore();
  const { data, isPending, isError, error, isPlaceholderData } = useApiQuery(slug, reports.sales, { query }, { placeholderData: keepPreviousData });
  const empty = !!data && data.totals.orders === 0 && toMinor(data.totals.refunds) === 0;
  return (
    <ReportCard
      id="sales"
      title="Sales over time"
      description={data ? `${rangeLabel(data.from, data.to)} · by ${data.interval}` : undefined}
      action={<CsvLink name="sales" href={csvHref("sales", query)} />}
      state={isPending ? "pending" : isError ? "error" : empty ? "empty" : "ready"}
      error={error}
      errorText="Could not load the sales report."
      empty={{ icon: <ChartColumn className="size-10" />, title: "No sales in these dates", description: "Each day's orders, refunds and totals appear here as soon as shoppers place orders." }}
      skeleton={<SalesSkeleton />}
    >
      {data ? <SalesBody data={data} busy={isPlaceholderData} compare={range.compare} /> : null}
    </ReportCard>
  );
}

function SalesSkeleton() {
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-64 w-full sm:h-72" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function SalesBody({ data, busy, compare }: { data: SalesReport; busy: boolean; compare: Compare | null }) {
  const money = (v: string) => formatMoney(v, data.currency);
  const c = data.compareTotals;
  const delta = (k: keyof SalesTotals) => (c ? change(k === "orders" ? data.totals.orders : toMinor(data.totals[k] as string), k === "orders" ? c.orders : toMinor(c[k] as string)) : undefined);
  const points = useMemo(
    () => data.series.map((r) => ({ period: r.period, totalSales: toMinor(r.totalSales), netSales: toMinor(r.netSales), orders: r.orders })),
    [data.series],
  );
  const withYear = data.from.slice(0, 4) !== data.to.slice(0, 4) || data.interval === "month";
  return (
    <div className={cn("space-y-6", busy && "opacity-60 transition-opacity")} aria-busy={busy}>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4" data-testid="sales-figures">
        <Figure label="Total sales" value={money(data.totals.totalSales)} delta={delta("totalSales")} />
        <Figure label="Net sales" value={money(data.totals.netSales)} delta={delta("netSales")} />
        <Figure label="Orders" value={String(data.totals.orders)} delta={delta("orders")} />
        <Figure label="Average order" value={money(data.totals.averageOrderValue)} delta={delta("averageOrderValue")} />
      </div>
      {c ? (
        <p className="text-xs text-muted-foreground" data-testid="compare-note">
          Changes against {rangeLabel(c.from, c.to)}.
        </p>
      ) : null}
      <PeriodChart
        testId="sales-chart"
        data={points}
        series={[
          { key: "totalSales", label: "Total sales", color: CHART_COLORS[0], kind: "area", currency: data.currency },
          { key: "netSales", label: "Net sales", color: CHART_COLORS[2], kind: "line", currency: data.currency },
          { key: "orders", label: "Orders", color: CHART_COLORS[1], kind: "bar", right: true },
        ]}
      />
      <ScrollTable label="Sales by period" testId="sales-table" wide>
        <thead>
          <tr className="border-b">
            <th scope="col" className={th}>
              Period
            </th>
            <th scope="col" className={th}>
              Orders
            </th>
            {MONEY_COLUMNS.map(([k, l]) => (
              <th key={k} scope="col" className={th}>
                {l}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.series.map((r) => (
            <tr key={r.period} className="border-b last:border-0 hover:bg-muted/50" data-testid="sales-row" data-period={r.period}>
              <th scope="row" className={cn(td, "font-normal")}>
                {periodLabel(r.period, withYear)}
                {data.interval === "week" ? <span className="text-muted-foreground"> (week)</span> : null}
              </th>
              <td className={td}>{r.orders}</td>
              {MONEY_COLUMNS.map(([k]) => (
                <td key={k} className={td}>
                  {money(r[k])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <TotalsRow label="Total" t={data.totals} money={money} testId="sales-totals" />
          {c ? <TotalsRow label={`${COMPARE_LABELS[compare ?? "previous_period"]} (${rangeLabel(c.from, c.to)})`} t={c} money={money} testId="sales-compare-totals" muted /> : null}
        </tfoot>
      </ScrollTable>
    </div>
  );
}
