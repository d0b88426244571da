import type { Metadata } from "next";
import { BillingSection } from "@/components/dashboard/billing-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/billing — plan and billing. Owner only (see the layouts). */
export default function BillingSectionPage() {
  return <BillingSection />;
}
