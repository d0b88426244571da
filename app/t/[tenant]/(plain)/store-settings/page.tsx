import type { Metadata } from "next";
import { OwnerSettingsGate } from "@/components/settings/owner-gate";
import { StoreSettingsForm } from "@/components/settings/store-settings-form";

export const metadata: Metadata = { title: "Store Settings" };

type Props = { params: Promise<{ tenant: string }> };

/** /store-settings — store information, logo and branding, localization; owner only. */
export default async function StoreSettingsPage({ params }: Props) {
  return (
    <OwnerSettingsGate tenantKey={(await params).tenant}>
      <StoreSettingsForm />
    </OwnerSettingsGate>
  );
}
