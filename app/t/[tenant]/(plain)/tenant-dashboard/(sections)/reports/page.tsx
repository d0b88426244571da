import type { Metadata } from "next";
import { ReportsSection } from "@/components/dashboard/reports/reports-section";

export const metadata: Metadata = { title: "Reports" };

/** /tenant-dashboard/reports — sales, products, customers, discounts and the funnel over one range (?range=…). `reports` permission (see the layouts). */
export default function ReportsSectionPage() {
  return <ReportsSection />;
}
