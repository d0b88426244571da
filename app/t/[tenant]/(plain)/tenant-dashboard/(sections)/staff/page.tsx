import type { Metadata } from "next";
import { StaffSection } from "@/components/dashboard/staff/staff-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/staff — the store's owner and staff, invitations and permissions (issue 40). Permission "staff" (see the layouts). */
export default function StaffSectionPage() {
  return <StaffSection />;
}
