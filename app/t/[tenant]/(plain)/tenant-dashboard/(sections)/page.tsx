import type { Metadata } from "next";
import { OverviewSection } from "@/components/dashboard/overview-section";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * /tenant-dashboard — the overview: the store's figures, setup checklist, latest orders and quick actions.
 * The spec's /tenant-dashboard?tab=… URLs redirect to their section's route (proxy.ts); access is checked by the layout.
 */
export default function TenantDashboardPage() {
  return <OverviewSection />;
}
