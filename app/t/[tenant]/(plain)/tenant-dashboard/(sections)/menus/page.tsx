import type { Metadata } from "next";
import { MenusSection } from "@/components/dashboard/menus/menus-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/menus — the header and footer menus (the spec's ?tab=menu). Owner only (see the layouts). */
export default function MenusSectionPage() {
  return <MenusSection />;
}
