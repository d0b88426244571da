import type { Metadata } from "next";
import { ReviewsSection } from "@/components/dashboard/reviews/reviews-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/reviews — product reviews' moderation (under Products; permission products, record 0157). */
export default function ReviewsSectionPage() {
  return <ReviewsSection />;
}
