import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { ProductEditor } from "@/components/dashboard/products/product-editor";
import { EditorLayout } from "@/components/dashboard/editor-layout";

export const metadata: Metadata = { title: "Edit Product" };

/** /tenant-dashboard/products/{id}/edit — edit a product of this store (owner only: see the layout). */
export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  return (
    <EditorLayout section="products" title="Edit Product">
      <ProductEditor productId={id} />
    </EditorLayout>
  );
}
