import type { Metadata } from "next";
import { GiftCardsSection } from "@/components/dashboard/gift-cards/gift-cards-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/gift-cards — gift cards (under Discounts; permission discounts, see the layouts). */
export default function GiftCardsSectionPage() {
  return <GiftCardsSection />;
}
