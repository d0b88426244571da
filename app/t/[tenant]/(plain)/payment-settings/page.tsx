import type { Metadata } from "next";
import { OwnerSettingsGate } from "@/components/settings/owner-gate";
import { PaymentSettingsForm } from "@/components/settings/payment-settings-form";

export const metadata: Metadata = { title: "Payment Settings" };

type Props = { params: Promise<{ tenant: string }> };

/** /payment-settings — PayPal, Razorpay, Stripe and cash on delivery; owner only. */
export default async function PaymentSettingsPage({ params }: Props) {
  return (
    <OwnerSettingsGate tenantKey={(await params).tenant}>
      <PaymentSettingsForm />
    </OwnerSettingsGate>
  );
}
