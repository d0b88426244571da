import type { Metadata } from "next";
import { OutboxSection } from "@/components/dashboard/outbox-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/outbox — the store's sent and queued mail. Owner only (see the layouts). */
export default function OutboxSectionPage() {
  return <OutboxSection />;
}
