import type { Metadata } from "next";
import { ProductsSection } from "@/components/dashboard/products/products-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/products — the catalogue. Owner only (see the layouts). */
export default function ProductsSectionPage() {
  return <ProductsSection />;
}
