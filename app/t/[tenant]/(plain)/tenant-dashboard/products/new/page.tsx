import type { Metadata } from "next";
import { ProductEditor } from "@/components/dashboard/products/product-editor";
import { EditorLayout } from "@/components/dashboard/editor-layout";

export const metadata: Metadata = { title: "Add Product" };

/** /tenant-dashboard/products/new — create a product (owner only: see the layout). */
export default function NewProductPage() {
  return (
    <EditorLayout section="products" title="Add Product">
      <ProductEditor />
    </EditorLayout>
  );
}
