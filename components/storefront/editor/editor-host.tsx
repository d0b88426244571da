"use client";
import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { OwnerEditorProps } from "./owner-editor";
import { hasStaffHint } from "../staff-hint";
import type { EditorPage } from "./types";

export type { EditorPage } from "./types";

/**
 * Wraps a store page that the owner can edit in place. For everybody it renders the server's (published)
 * page untouched. Only when the staff hint cookie is present does it load the owner's editor, a separate
 * chunk, which asks the server whether this visitor really owns the store; in edit mode the editor draws
 * the draft in place of the published page, in this browser only.
 */
export function EditorHost({ page, children }: { page: EditorPage; children: ReactNode }) {
  const [Editor, setEditor] = useState<ComponentType<OwnerEditorProps> | null>(null);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (!hasStaffHint()) return;
    let live = true;
    // Shoppers' pages have no TanStack Query; the editor brings its own, in its chunk (owner-editor.tsx).
    void import("./owner-editor").then((m) => {
      if (live) setEditor(() => m.OwnerEditorWithQueries);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      <div className={editing ? "hidden" : "contents"}>{children}</div>
      {Editor ? <Editor page={page} onEditingChange={setEditing} /> : null}
    </>
  );
}
