import type { Metadata } from "next";
import { TaxSection } from "@/components/dashboard/tax-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/tax — tax settings. Owner only (see the layouts). */
export default function TaxSectionPage() {
  return <TaxSection />;
}
