import type { Metadata } from "next";
import { ImportSection } from "@/components/dashboard/products/import/import-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/import — import products from a Shopify CSV (opened from Products). Owner only (see the layouts). */
export default function ImportSectionPage() {
  return <ImportSection />;
}
