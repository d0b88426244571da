import type { Metadata } from "next";
import { DiscountEditor } from "@/components/dashboard/discounts/discount-editor";
import { EditorLayout } from "@/components/dashboard/editor-layout";

export const metadata: Metadata = { title: "Create Discount" };

/** /tenant-dashboard/discounts/new — create a discount code or an automatic discount (owner only: see the layout). */
export default function NewDiscountPage() {
  return (
    <EditorLayout section="discounts" title="Create discount">
      <DiscountEditor />
    </EditorLayout>
  );
}
