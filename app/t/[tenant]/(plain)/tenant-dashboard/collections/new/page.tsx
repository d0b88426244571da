import type { Metadata } from "next";
import { CollectionEditor } from "@/components/dashboard/collections/collection-editor";
import { EditorLayout } from "@/components/dashboard/editor-layout";

export const metadata: Metadata = { title: "Add Collection" };

/** /tenant-dashboard/collections/new — create a collection (owner only: see the layout). */
export default function NewCollectionPage() {
  return (
    <EditorLayout section="collections" title="Add Collection">
      <CollectionEditor />
    </EditorLayout>
  );
}
