"use client";
import { TaxSettingsTabs } from "@/components/settings/tax/tax-settings";
import { SectionHeader } from "@/components/dashboard/section-header";

/**
 * Tax inside the dashboard (spec 2 §2, spec 3 §2): General Settings, VAT Settings and Tax Rules
 * (components/settings/tax). Products choose a rule in the product editor.
 */
export function TaxSection() {
  return (
    <div>
      <SectionHeader title="Tax" description="Tax settings, VAT and the tax rules your products use." />
      <TaxSettingsTabs />
    </div>
  );
}
