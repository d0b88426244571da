import { DashboardSkeleton } from "@/components/dashboard/store-gate";

export default function Loading() {
  return <DashboardSkeleton />;
}
