import type { Metadata } from "next";
import { OwnerSettingsGate } from "@/components/settings/owner-gate";
import { ShippingSettings } from "@/components/settings/shipping/shipping-settings";

export const metadata: Metadata = { title: "Shipping Settings" };

type Props = { params: Promise<{ tenant: string }> };

/** /shipping-settings — domestic and international shipping tiers; owner only. */
export default async function ShippingSettingsPage({ params }: Props) {
  return (
    <OwnerSettingsGate tenantKey={(await params).tenant}>
      <ShippingSettings />
    </OwnerSettingsGate>
  );
}
