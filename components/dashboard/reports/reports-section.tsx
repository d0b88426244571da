"use client";
import { useMemo } from "react";
import { SectionHeader } from "../section-header";
import { useTenant } from "../store-gate";
import { CustomersReportCard, DiscountsReportCard, FunnelReportCard, ProductsReportCard } from "./other-reports";
import { RangePicker, useReportRange } from "./range-picker";
import { storeToday } from "./report-range";
import { SalesReportCard } from "./sales-report";

/**
 * /tenant-dashboard/reports (issue 42): one date range for every report, kept in the URL (?range=…&compare=…),
 * sales over time with its table, top products or variants, new and returning customers, discounts and the
 * storefront funnel, each with its CSV. Needs the `reports` permission (lib/dashboard-sections.ts).
 */
export function ReportsSection() {
  const tenant = useTenant() as { country?: string | null; timeZone?: string | null };
  // The store's own day (its time zone), the boundary the reports count by; fixed for the screen's life.
  const today = useMemo(() => storeToday(tenant), [tenant]);
  const { range, set, setParam, params } = useReportRange(today);
  const by = params.get("by") === "variant" ? "variant" : "product";
  return (
    <div data-testid="reports-section">
      <SectionHeader title="Reports" description="What you sold, to whom, with which discounts, and how shoppers reach checkout." />
      <div className="space-y-6">
        <RangePicker range={range} today={today} onChange={set} />
        <SalesReportCard range={range} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          {/* Tables get the full width (their figures do not fit half of it); the two charts sit side by side. */}
          <ProductsReportCard range={range} by={by} onBy={(b) => setParam("by", b === "product" ? null : b)} className="lg:col-span-2" />
          <CustomersReportCard range={range} />
          <FunnelReportCard range={range} />
          <DiscountsReportCard range={range} className="lg:col-span-2" />
        </div>
      </div>
    </div>
  );
}
