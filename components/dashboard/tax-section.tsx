"use client";
import { TaxSettingsTabs } from "@/components/settings/tax/tax-settings";
import { SectionHeader } from "@/components/dashboard/section-header";

/**
 * Tax inside the dashboard, reusing components/settings/tax (General Settings, VAT Settings and Tax Rules)
 * rather than a copy. Products choose a rule in the product editor.
 */
export function TaxSection() {
  return (
    <div>
      <SectionHeader title="Tax" description="Tax settings, VAT and the tax rules your products use." />
      <TaxSettingsTabs />
    </div>
  );
}
