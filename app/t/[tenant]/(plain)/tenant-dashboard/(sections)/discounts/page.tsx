import type { Metadata } from "next";
import { DiscountsSection } from "@/components/dashboard/discounts/discounts-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/discounts — discount codes. Owner only (see the layouts). */
export default function DiscountsSectionPage() {
  return <DiscountsSection />;
}
