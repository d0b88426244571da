import type { Metadata } from "next";
import { AccountSection } from "@/components/account/account-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/account — the owner's account (password, two-factor, sessions). Owner only (see the layouts). */
export default function AccountSectionPage() {
  return <AccountSection />;
}
