import type { Metadata } from "next";
import { RedirectsSection } from "@/components/dashboard/redirects/redirects-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/redirects — Settings → Redirects (issue 45): members with `settings` (see the layouts). */
export default function RedirectsSectionPage() {
  return <RedirectsSection />;
}
