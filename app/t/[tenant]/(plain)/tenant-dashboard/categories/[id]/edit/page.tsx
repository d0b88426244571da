import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { CategoryEditor } from "@/components/dashboard/categories/category-editor";
import { EditorLayout } from "@/components/dashboard/editor-layout";

export const metadata: Metadata = { title: "Edit Category" };

/** /tenant-dashboard/categories/{id}/edit — edit a category of this store (owner only: see the layout). */
export default async function EditCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  return (
    <EditorLayout section="categories" title="Edit Category">
      <CategoryEditor categoryId={id} />
    </EditorLayout>
  );
}
