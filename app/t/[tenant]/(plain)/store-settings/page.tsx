import type { Metadata } from "next";
import { OwnerSettingsGate } from "@/components/settings/owner-gate";
import { StoreSettingsForm } from "@/components/settings/store-settings-form";
import { getStoreByKey } from "@/lib/tenancy/current";
import { getCurrentStaff } from "@/lib/auth/current";
import { ownsStore } from "@/lib/members/membership";

export const metadata: Metadata = { title: "Store Settings" };

type Props = { params: Promise<{ tenant: string }> };

/** /store-settings — store information, logo and branding, localization; owner only. */
export default async function StoreSettingsPage({ params }: Props) {
  const key = (await params).tenant;
  const store = await getStoreByKey(key);
  // The mail settings are not in the public store DTO; they reach the form only past the owner gate.
  const mail = { fromName: store?.row.mailFromName ?? null, replyTo: store?.row.mailReplyTo ?? null };
  // The owner alone changes whether staff must use two-factor (record 0144).
  const staff = await getCurrentStaff();
  const staffTwoFactor = { requireStaffTwoFactor: !!store?.row.requireStaffTwoFactor, canChange: !!(store && staff && ownsStore(staff, store)) };
  return (
    <OwnerSettingsGate tenantKey={key}>
      <StoreSettingsForm mail={mail} staffTwoFactor={staffTwoFactor} />
    </OwnerSettingsGate>
  );
}
