import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { DiscountEditor } from "@/components/dashboard/discounts/discount-editor";
import { EditorLayout } from "@/components/dashboard/editor-layout";

export const metadata: Metadata = { title: "Edit Discount" };

/** /tenant-dashboard/discounts/{id}/edit — edit a discount of this store (owner only: see the layout). */
export default async function EditDiscountPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  return (
    <EditorLayout section="discounts" title="Edit discount">
      <DiscountEditor discountId={id} />
    </EditorLayout>
  );
}
