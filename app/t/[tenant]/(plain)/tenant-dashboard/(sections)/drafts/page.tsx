import type { Metadata } from "next";
import { DraftsSection } from "@/components/dashboard/drafts/drafts-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/drafts — the store's draft orders (issue 45, record 0153): members with `orders` (see the layouts). */
export default function DraftsSectionPage() {
  return <DraftsSection />;
}
