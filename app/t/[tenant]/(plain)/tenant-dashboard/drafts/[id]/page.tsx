import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { DraftEditor } from "@/components/dashboard/drafts/draft-editor";
import { EditorLayout } from "@/components/dashboard/editor-layout";

export const metadata: Metadata = { title: "Draft order" };

/** /tenant-dashboard/drafts/{id} — one draft order of this store, editable until it is completed. */
export default async function DraftPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  return (
    <EditorLayout section="drafts" title="Draft order">
      <DraftEditor draftId={id} />
    </EditorLayout>
  );
}
