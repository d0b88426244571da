import type { Metadata } from "next";
import { CollectionsSection } from "@/components/dashboard/collections/collections-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/collections — the store's collections. Owner only (see the layouts). */
export default function CollectionsSectionPage() {
  return <CollectionsSection />;
}
