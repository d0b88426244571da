import type { Metadata } from "next";
import { CategoryEditor } from "@/components/dashboard/categories/category-editor";
import { EditorLayout } from "@/components/dashboard/editor-layout";

export const metadata: Metadata = { title: "Add Category" };

/** /tenant-dashboard/categories/new — create a category (owner only: see the layout). */
export default function NewCategoryPage() {
  return (
    <EditorLayout section="categories" title="Add Category">
      <CategoryEditor />
    </EditorLayout>
  );
}
