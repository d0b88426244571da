import type { Metadata } from "next";
import { DraftEditor } from "@/components/dashboard/drafts/draft-editor";
import { EditorLayout } from "@/components/dashboard/editor-layout";

export const metadata: Metadata = { title: "New order" };

/** /tenant-dashboard/drafts/new — build an order by hand (a phone or WhatsApp sale): members with `orders`. */
export default function NewDraftPage() {
  return (
    <EditorLayout section="drafts" title="New order">
      <DraftEditor />
    </EditorLayout>
  );
}
