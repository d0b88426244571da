import type { Metadata } from "next";
import { Suspense } from "react";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { DashboardSkeleton } from "@/components/dashboard/store-gate";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard?tab=… — the owner's dashboard (access is checked by the layout). */
export default function TenantDashboardPage() {
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <DashboardShell />
    </Suspense>
  );
}
