import type { Metadata } from "next";
import { CurrencySettingsForm } from "@/components/settings/currency-settings-form";
import { OwnerSettingsGate } from "@/components/settings/owner-gate";

export const metadata: Metadata = { title: "Currency Settings" };

type Props = { params: Promise<{ tenant: string }> };

/** /currency-settings — the store's country and currency; owner only. */
export default async function CurrencySettingsPage({ params }: Props) {
  return (
    <OwnerSettingsGate tenantKey={(await params).tenant}>
      <CurrencySettingsForm />
    </OwnerSettingsGate>
  );
}
