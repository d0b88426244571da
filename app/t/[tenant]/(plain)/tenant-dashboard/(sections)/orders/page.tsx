import type { Metadata } from "next";
import { OrdersSection } from "@/components/dashboard/orders/orders-section";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard/orders — the paged, filtered order list (?search=…&status=…&page=…) and one order (?order={id}). Owner only (see the layouts). */
export default function OrdersSectionPage() {
  return <OrdersSection />;
}
