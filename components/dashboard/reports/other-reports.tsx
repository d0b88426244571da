"use client";
import { keepPreviousData } from "@tanstack/react-query";
import { Filter, Package, TicketPercent, Users } from "lucide-react";
import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney } from "@/lib/money";
import * as reports from "@/lib/reports/endpoints";
import { cn } from "@/lib/utils";
import { useDashboardStore } from "../use-dashboard";
import { funnel as funnelEndpoint } from "@/lib/analytics/endpoints";
import { CHART_COLORS } from "./period-chart";
import { CsvLink, csvHref, nameCell, PeriodChart, percent, ReportCard, ScrollTable, td, th } from "./report-parts";
import type { ReportRangeState } from "./report-range";

/** A share 0..1 as a bar behind its figure. */
function ShareBar({ share }: { share: number }) {
  const w = Math.max(0, Math.min(1, share)) * 100;
  return (
    <span className="inline-flex items-center justify-end gap-2">
      <span className="hidden h-1.5 w-16 overflow-hidden rounded-full bg-muted sm:inline-block" aria-hidden>
        <span className="block h-full rounded-full bg-primary" style={{ width: `${w}%` }} />
      </span>
      {percent(share)}
    </span>
  );
}

/** Top products or variants by net sales (GET /api/reports/products), the toggle kept in the URL as `by`. */
export function ProductsReportCard({ range, by, onBy, className }: { range: ReportRangeState; by: "product" | "variant"; onBy: (by: "product" | "variant") => void; className?: string }) {
  const { slug } = useDashboardStore();
  const query = { from: range.from, to: range.to, by, limit: "10" };
  const { data, isPending, isError, error } = useApiQuery(slug, reports.products, { query }, { placeholderData: keepPreviousData });
  const money = (v: string) => formatMoney(v, data?.currency);
  return (
    <ReportCard
      className={className}
      id="products"
      title={by === "variant" ? "Top variants" : "Top products"}
      description="By net sales: line price × quantity less line discounts."
      action={<CsvLink name="products" href={csvHref("products", { from: range.from, to: range.to, by })} />}
      state={isPending ? "pending" : isError ? "error" : data.items.length === 0 ? "empty" : "ready"}
      error={error}
      errorText="Could not load the top products."
      empty={{ icon: <Package className="size-10" />, title: "Nothing sold in these dates", description: "Your best sellers are ranked here once orders come in." }}
    >
      <div className="mb-3 inline-flex rounded-md border p-0.5" role="group" aria-label="Rank by">
        {(["product", "variant"] as const).map((b) => (
          <Button key={b} type="button" size="sm" variant={by === b ? "secondary" : "ghost"} aria-pressed={by === b} onClick={() => onBy(b)} className="h-7">
            {b === "product" ? "Products" : "Variants"}
          </Button>
        ))}
      </div>
      {data ? (
        <ScrollTable label="Top products" testId="products-table">
          <thead>
            <tr className="border-b">
              <th scope="col" className={th}>
                {by === "variant" ? "Variant" : "Product"}
              </th>
              <th scope="col" className={th}>
                Units
              </th>
              <th scope="col" className={th}>
                Net sales
              </th>
              <th scope="col" className={th}>
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((p) => (
              <tr key={`${p.productId}:${p.variantId ?? ""}`} className="border-b last:border-0" data-testid="products-row">
                <th scope="row" className={cn(td, nameCell)}>
                  {p.title}
                </th>
                <td className={td}>{p.units}</td>
                <td className={td}>{money(p.netSales)}</td>
                <td className={td}>
                  <ShareBar share={p.share} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
    </ReportCard>
  );
}

/** New against returning customers (GET /api/reports/customers): the two counts, the rate, and a bar per period. */
export function CustomersReportCard({ range }: { range: ReportRangeState }) {
  const { slug } = useDashboardStore();
  const query = { from: range.from, to: range.to, interval: range.interval };
  const { data, isPending, isError, error } = useApiQuery(slug, reports.customers, { query }, { placeholderData: keepPreviousData });
  const points = useMemo(() => data?.series.map((r) => ({ period: r.period, newCustomers: r.newCustomers, returningCustomers: r.returningCustomers })) ?? [], [data]);
  return (
    <ReportCard
      id="customers"
      title="New and returning customers"
      description="Customers who ordered in these dates: first order here, or one before."
      action={<CsvLink name="customers" href={csvHref("customers", query)} />}
      state={isPending ? "pending" : isError ? "error" : data.newCustomers + data.returningCustomers === 0 ? "empty" : "ready"}
      error={error}
      errorText="Could not load the customers report."
      empty={{ icon: <Users className="size-10" />, title: "No customers ordered in these dates", description: "New and returning customers are counted here from their orders." }}
    >
      {data ? (
        <div className="space-y-4">
          <dl className="grid grid-cols-3 gap-2 text-center" data-testid="customers-figures">
            <div className="rounded-md border p-2">
              <dt className="text-xs text-muted-foreground">New</dt>
              <dd className="text-lg font-semibold tabular-nums">{data.newCustomers}</dd>
            </div>
            <div className="rounded-md border p-2">
              <dt className="text-xs text-muted-foreground">Returning</dt>
              <dd className="text-lg font-semibold tabular-nums">{data.returningCustomers}</dd>
            </div>
            <div className="rounded-md border p-2">
              <dt className="text-xs text-muted-foreground">Returning rate</dt>
              <dd className="text-lg font-semibold tabular-nums">{percent(data.returningRate)}</dd>
            </div>
          </dl>
          <PeriodChart
            testId="customers-chart"
            data={points}
            series={[
              { key: "newCustomers", label: "New", color: CHART_COLORS[0], kind: "bar", stack: "c" },
              { key: "returningCustomers", label: "Returning", color: CHART_COLORS[2], kind: "bar", stack: "c" },
            ]}
          />
        </div>
      ) : null}
    </ReportCard>
  );
}

/** What each discount was used for and cost (GET /api/reports/discounts). */
export function DiscountsReportCard({ range, className }: { range: ReportRangeState; className?: string }) {
  const { slug } = useDashboardStore();
  const query = { from: range.from, to: range.to };
  const { data, isPending, isError, error } = useApiQuery(slug, reports.discounts, { query }, { placeholderData: keepPreviousData });
  const money = (v: string) => formatMoney(v, data?.currency);
  return (
    <ReportCard
      className={className}
      id="discounts"
      title="Discounts"
      description="Uses, what they took off, and the net sales of the orders they were on."
      action={<CsvLink name="discounts" href={csvHref("discounts", query)} />}
      state={isPending ? "pending" : isError ? "error" : data.items.length === 0 ? "empty" : "ready"}
      error={error}
      errorText="Could not load the discounts report."
      empty={{ icon: <TicketPercent className="size-10" />, title: "No discounts used in these dates", description: "Codes and automatic discounts appear here once an order uses one." }}
    >
      {data ? (
        <ScrollTable label="Discounts" testId="discounts-table">
          <thead>
            <tr className="border-b">
              <th scope="col" className={th}>
                Discount
              </th>
              <th scope="col" className={th}>
                Type
              </th>
              <th scope="col" className={th}>
                Uses
              </th>
              <th scope="col" className={th}>
                Discounted
              </th>
              <th scope="col" className={th}>
                Net sales
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((d) => (
              <tr key={d.discountId ?? d.title} className="border-b last:border-0" data-testid="discounts-row">
                <th scope="row" className={cn(td, nameCell)}>
                  {d.code ? <span className="font-mono">{d.code}</span> : d.title}
                  {d.code && d.title && d.title !== d.code ? <span className="block text-xs text-muted-foreground">{d.title}</span> : null}
                </th>
                <td className={cn(td, "capitalize")}>{d.type.replace(/_/g, " ")}</td>
                <td className={td}>{d.uses}</td>
                <td className={td}>{money(d.discountTotal)}</td>
                <td className={td}>{money(d.netSales)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
    </ReportCard>
  );
}

const FUNNEL_STEPS = [
  ["sessions", "Sessions"],
  ["productViews", "Viewed a product"],
  ["addToCarts", "Added to cart"],
  ["checkoutsStarted", "Started checkout"],
  ["orders", "Ordered"],
] as const;

/**
 * The storefront funnel (GET /api/reports/funnel): a bar per step, its width against the sessions, with the rate
 * from the step before. Plain bars, no chart library: each reads on a phone as a row.
 */
export function FunnelReportCard({ range }: { range: ReportRangeState }) {
  const { slug } = useDashboardStore();
  const query = { from: range.from, to: range.to };
  const { data, isPending, isError, error } = useApiQuery(slug, funnelEndpoint, { query }, { placeholderData: keepPreviousData });
  return (
    <ReportCard
      id="funnel"
      title="Storefront funnel"
      description={data && data.sessions > 0 ? `Conversion rate ${percent(data.conversionRate)}: sessions that ended in an order.` : "Visits counted on your storefront, without third-party trackers."}
      action={<CsvLink name="funnel" href={csvHref("funnel", query)} />}
      state={isPending ? "pending" : isError ? "error" : data.sessions === 0 ? "empty" : "ready"}
      error={error}
      errorText="Could not load the funnel."
      empty={{ icon: <Filter className="size-10" />, title: "No storefront visits counted in these dates", description: "Each step from visit to order is counted here as shoppers browse your store." }}
    >
      {data ? (
        <ol className="space-y-3" data-testid="funnel-steps">
          {FUNNEL_STEPS.map(([k, label], i) => {
            const n = data[k];
            const prev = i === 0 ? null : data[FUNNEL_STEPS[i - 1][0]];
            const width = data.sessions > 0 ? Math.max(n > 0 ? 2 : 0, Math.min(100, (n / data.sessions) * 100)) : 0;
            return (
              <li key={k} data-testid="funnel-step" data-step={k} data-count={n}>
                <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="font-medium">{label}</span>
                  <span className="tabular-nums">
                    {n.toLocaleString("en-US")}
                    {prev !== null ? <span className="ml-2 text-xs text-muted-foreground">{prev > 0 ? `${percent(n / prev)} of previous step` : "—"}</span> : null}
                  </span>
                </div>
                <div className="h-6 w-full overflow-hidden rounded bg-muted" aria-hidden>
                  <div className="h-full rounded bg-primary" style={{ width: `${width}%`, opacity: 1 - i * 0.12 }} />
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {data?.checkoutRecovery && data.checkoutRecovery.emailsSent > 0 ? (
        <p className="mt-4 text-sm text-muted-foreground" data-testid="funnel-recovery">
          Abandoned-checkout mails: {data.checkoutRecovery.emailsSent.toLocaleString("en-US")} sent, {data.checkoutRecovery.recoveredOrders.toLocaleString("en-US")} recovered (
          {percent(data.checkoutRecovery.recoveryRate)} recovery rate).
        </p>
      ) : null}
    </ReportCard>
  );
}
