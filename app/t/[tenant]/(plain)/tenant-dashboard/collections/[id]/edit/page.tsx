import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { CollectionEditor } from "@/components/dashboard/collections/collection-editor";
import { EditorLayout } from "@/components/dashboard/editor-layout";

export const metadata: Metadata = { title: "Edit Collection" };

/** /tenant-dashboard/collections/{id}/edit — edit a collection of this store (owner only: see the layout). */
export default async function EditCollectionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  return (
    <EditorLayout section="collections" title="Edit Collection">
      <CollectionEditor collectionId={id} />
    </EditorLayout>
  );
}
