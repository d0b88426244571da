import type { Metadata } from "next";
import { ThemesSection } from "@/components/dashboard/themes/themes-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/themes — the store's themes. Owner only (see the layouts). */
export default function ThemesSectionPage() {
  return <ThemesSection />;
}
