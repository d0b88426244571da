import type { Metadata } from "next";
import { CustomersSection } from "@/components/dashboard/customers/customers-section";

export const metadata: Metadata = { title: "Customers" };

/** /tenant-dashboard/customers — the store's customers (permission "customers": see the layouts). */
export default function CustomersSectionPage() {
  return <CustomersSection />;
}
