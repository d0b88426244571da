import type { Metadata } from "next";
import { CategoriesSection } from "@/components/dashboard/categories/categories-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/categories — the store's categories. Owner only (see the layouts). */
export default function CategoriesSectionPage() {
  return <CategoriesSection />;
}
