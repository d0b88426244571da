import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { CustomerView } from "@/components/dashboard/customers/customer-view";
import { EditorLayout } from "@/components/dashboard/editor-layout";

export const metadata: Metadata = { title: "Customer" };

/** /tenant-dashboard/customers/{id} — one customer of this store (permission "customers": see the layout). */
export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  return (
    <EditorLayout section="customers" title="Customer">
      <CustomerView customerId={id} />
    </EditorLayout>
  );
}
