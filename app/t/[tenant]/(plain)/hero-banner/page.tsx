import type { Metadata } from "next";
import { Suspense } from "react";
import { DashboardPageFrame } from "@/components/dashboard/dashboard-shell";
import { HeroBannersSection } from "@/components/dashboard/hero-banners/hero-banners-section";
import { DashboardSkeleton } from "@/components/dashboard/store-gate";
import { OwnerSettingsGate } from "@/components/settings/owner-gate";

export const metadata: Metadata = { title: "Hero Banners" };

type Props = { params: Promise<{ tenant: string }> };

/** /hero-banner — the store's hero banners, inside the dashboard's shell; owner only. */
export default async function HeroBannerPage({ params }: Props) {
  return (
    <OwnerSettingsGate tenantKey={(await params).tenant}>
      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardPageFrame title="Hero Banners">
          <HeroBannersSection />
        </DashboardPageFrame>
      </Suspense>
    </OwnerSettingsGate>
  );
}
