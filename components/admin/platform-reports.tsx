"use client";
import { keepPreviousData } from "@tanstack/react-query";
import { ChartColumn } from "lucide-react";
import { useMemo, useState } from "react";
import { CHART_COLORS } from "@/components/dashboard/reports/period-chart";
import { RangePicker, useReportRange } from "@/components/dashboard/reports/range-picker";
import { nameCell, PeriodChart, ReportCard, ScrollTable, td, th } from "@/components/dashboard/reports/report-parts";
import { periodLabel, rangeLabel } from "@/components/dashboard/reports/report-range";
import { NativeSelect } from "@/components/dashboard/native-select";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney, toMinor } from "@/lib/money";
import * as reports from "@/lib/reports/endpoints";
import type { AdminReport } from "@/lib/reports/schemas";
import { cn } from "@/lib/utils";

/** Today in UTC: the platform's reports count by UTC days. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** Amounts in several currencies, one per line, largest first. */
function MoneyList({ amounts, testId }: { amounts: Record<string, string>; testId?: string }) {
  const list = Object.entries(amounts).sort((a, b) => toMinor(b[1]) - toMinor(a[1]));
  if (list.length === 0) return <p className="text-lg font-semibold">—</p>;
  return (
    <div data-testid={testId}>
      {list.map(([cur, v], i) => (
        <p key={cur} className={cn("tabular-nums", i === 0 ? "text-lg font-semibold" : "text-sm text-muted-foreground")}>
          {formatMoney(v, cur)}
        </p>
      ))}
    </div>
  );
}

function Box({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-md border p-3" data-testid={testId}>
      <p className="text-xs text-muted-foreground">{label}</p>
      {children}
    </div>
  );
}

/**
 * The platform admin's reports (issue 42, GET /api/admin/reports): orders, GMV per currency and new stores over
 * time in the same chart and table style as a store's reports, with active stores, plans, MRR and the top stores.
 * The range lives in the URL (?range=…), counted in UTC days.
 */
export default function PlatformReports() {
  const today = useMemo(() => utcToday(), []);
  const { range, set } = useReportRange(today);
  const query = { from: range.from, to: range.to, interval: range.interval };
  const { data, isPending, isError, error, isPlaceholderData } = useApiQuery(null, reports.admin, { query }, { placeholderData: keepPreviousData });
  const empty = !!data && data.totals.orders === 0 && data.series.every((r) => r.newStores === 0);
  return (
    <div className="space-y-6" data-testid="platform-reports">
      <div>
        <h2 className="text-xl font-semibold">Reports</h2>
        <p className="text-sm text-muted-foreground">Orders, GMV and new stores across the platform, by UTC day.</p>
      </div>
      <RangePicker range={range} today={today} onChange={set} idPrefix="admin-report" showCompare={false} />
      <ReportCard
        id="platform"
        title="Platform over time"
        description={data ? `${rangeLabel(data.from, data.to)} · by ${range.interval}` : undefined}
        state={isPending ? "pending" : isError ? "error" : empty ? "empty" : "ready"}
        error={error}
        errorText="Could not load the platform reports."
        empty={{ icon: <ChartColumn className="size-10" />, title: "No orders or new stores in these dates", description: "Orders and sign-ups across every store are charted here." }}
      >
        {data ? <PlatformBody data={data} busy={isPlaceholderData} interval={range.interval} /> : null}
      </ReportCard>
      {data && data.topStores.length > 0 ? <TopStores data={data} /> : null}
    </div>
  );
}

function PlatformBody({ data, busy, interval }: { data: AdminReport; busy: boolean; interval: string }) {
  const currencies = useMemo(() => {
    const seen = new Set<string>([...Object.keys(data.totals.gmv), ...data.series.flatMap((r) => Object.keys(r.gmv))]);
    return [...seen].sort((a, b) => toMinor(data.totals.gmv[b] ?? "0") - toMinor(data.totals.gmv[a] ?? "0"));
  }, [data]);
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : (currencies[0] ?? "INR");
  const points = useMemo(() => data.series.map((r) => ({ period: r.period, gmv: toMinor(r.gmv[currency] ?? "0"), orders: r.orders, newStores: r.newStores })), [data.series, currency]);
  const withYear = data.from.slice(0, 4) !== data.to.slice(0, 4) || interval === "month";
  return (
    <div className={cn("space-y-6", busy && "opacity-60 transition-opacity")} aria-busy={busy}>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-5" data-testid="platform-totals">
        <Box label="Orders" testId="platform-orders">
          <p className="text-lg font-semibold tabular-nums">{data.totals.orders.toLocaleString("en-US")}</p>
        </Box>
        <Box label="GMV">
          <MoneyList amounts={data.totals.gmv} testId="platform-gmv" />
        </Box>
        <Box label="Active stores" testId="platform-active-stores">
          <p className="text-lg font-semibold tabular-nums">{data.totals.activeStores}</p>
        </Box>
        <Box label="MRR">
          <MoneyList amounts={data.totals.mrr} testId="platform-mrr" />
        </Box>
        <Box label="Stores by plan" testId="platform-plans">
          <ul className="text-sm">
            {Object.entries(data.totals.storesByPlan).map(([plan, n]) => (
              <li key={plan} className="flex justify-between gap-2 capitalize">
                <span>{plan.replace(/_/g, " ")}</span>
                <span className="tabular-nums">{n}</span>
              </li>
            ))}
          </ul>
        </Box>
      </div>
      {currencies.length > 1 ? (
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor="platform-currency" className="text-muted-foreground">
            GMV in
          </label>
          <NativeSelect id="platform-currency" className="w-28" value={currency} onChange={(e) => setPicked(e.target.value)}>
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <PeriodChart
        testId="platform-chart"
        data={points}
        series={[
          { key: "gmv", label: `GMV (${currency})`, color: CHART_COLORS[0], kind: "area", currency },
          { key: "orders", label: "Orders", color: CHART_COLORS[1], kind: "bar", right: true },
          { key: "newStores", label: "New stores", color: CHART_COLORS[3], kind: "line", right: true },
        ]}
      />
      <ScrollTable label="Platform by period" testId="platform-table" wide={currencies.length > 2}>
        <thead>
          <tr className="border-b">
            <th scope="col" className={th}>
              Period
            </th>
            <th scope="col" className={th}>
              Orders
            </th>
            {currencies.map((c) => (
              <th key={c} scope="col" className={th}>
                GMV {c}
              </th>
            ))}
            <th scope="col" className={th}>
              New stores
            </th>
          </tr>
        </thead>
        <tbody>
          {data.series.map((r) => (
            <tr key={r.period} className="border-b last:border-0 hover:bg-muted/50" data-testid="platform-row" data-period={r.period}>
              <th scope="row" className={cn(td, "font-normal")}>
                {periodLabel(r.period, withYear)}
              </th>
              <td className={td}>{r.orders}</td>
              {currencies.map((c) => (
                <td key={c} className={td}>
                  {formatMoney(r.gmv[c] ?? "0", c)}
                </td>
              ))}
              <td className={td}>{r.newStores}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t font-medium" data-testid="platform-total-row">
            <th scope="row" className={cn(td, "font-medium")}>
              Total
            </th>
            <td className={td}>{data.totals.orders}</td>
            {currencies.map((c) => (
              <td key={c} className={td}>
                {formatMoney(data.totals.gmv[c] ?? "0", c)}
              </td>
            ))}
            <td className={td}>{data.series.reduce((n, r) => n + r.newStores, 0)}</td>
          </tr>
        </tfoot>
      </ScrollTable>
    </div>
  );
}

function TopStores({ data }: { data: AdminReport }) {
  return (
    <ReportCard id="top-stores" title="Top stores" description="Ranked by net sales in these dates." state="ready" errorText="">
      <ScrollTable label="Top stores" testId="top-stores-table">
        <thead>
          <tr className="border-b">
            <th scope="col" className={th}>
              Store
            </th>
            <th scope="col" className={th}>
              Orders
            </th>
            <th scope="col" className={th}>
              Net sales
            </th>
          </tr>
        </thead>
        <tbody>
          {data.topStores.map((s) => (
            <tr key={s.tenantId} className="border-b last:border-0" data-testid="top-store-row">
              <th scope="row" className={cn(td, nameCell)}>
                <a href={`/store/${s.slug}`} className="hover:underline">
                  {s.name}
                </a>
                <span className="block text-xs text-muted-foreground">{s.slug}</span>
              </th>
              <td className={td}>{s.orders}</td>
              <td className={td}>{formatMoney(s.netSales, s.currency)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </ReportCard>
  );
}
