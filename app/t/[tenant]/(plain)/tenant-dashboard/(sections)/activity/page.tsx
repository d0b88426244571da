import type { Metadata } from "next";
import { ActivitySection } from "@/components/dashboard/activity/activity-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/activity — the store's activity log, filtered and paged (?action=…&from=…&page=…). Staff permission (see the layouts). */
export default function ActivitySectionPage() {
  return <ActivitySection />;
}
