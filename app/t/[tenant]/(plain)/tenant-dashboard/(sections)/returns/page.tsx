import type { Metadata } from "next";
import { ReturnsSection } from "@/components/dashboard/returns/returns-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/returns — the store's returns (issue 45, record 0154): members with `orders` (see the layouts). */
export default function ReturnsSectionPage() {
  return <ReturnsSection />;
}
