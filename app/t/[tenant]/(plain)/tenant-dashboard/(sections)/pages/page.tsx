import type { Metadata } from "next";
import { PagesSection } from "@/components/dashboard/pages/pages-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/pages — the store's content pages. Owner only (see the layouts). */
export default function PagesSectionPage() {
  return <PagesSection />;
}
