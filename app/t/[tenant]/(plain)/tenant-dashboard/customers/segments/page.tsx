import type { Metadata } from "next";
import { EditorLayout } from "@/components/dashboard/editor-layout";
import { SegmentBuilder } from "@/components/dashboard/customers/segment-builder";

export const metadata: Metadata = { title: "Customer segments" };

/** /tenant-dashboard/customers/segments — saved customer filters (permission "customers": see the layout). */
export default function SegmentsPage() {
  return (
    <EditorLayout section="customers" title="Customer segments">
      <SegmentBuilder />
    </EditorLayout>
  );
}
