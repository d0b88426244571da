import type { Metadata } from "next";
import { AbandonedCheckoutsSection } from "@/components/dashboard/abandoned-checkouts/abandoned-checkouts-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/abandoned-checkouts — abandoned checkouts and their recovery (under Orders; permission orders). */
export default function AbandonedCheckoutsSectionPage() {
  return <AbandonedCheckoutsSection />;
}
