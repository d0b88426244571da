"use client";
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Italic, List } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

/** tiptap in place: Ctrl+Enter or Save keeps the text, Escape or Cancel drops the change. */
export function RichTextInline({ html, onSave, onCancel }: { html: string; onSave: (html: string) => void; onCancel: () => void }) {
  const ref = useRef<Editor | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } }), Link.configure({ openOnClick: false, protocols: ["http", "https", "mailto", "tel"] })],
    content: html,
    immediatelyRender: false,
    autofocus: "end",
    editorProps: {
      attributes: { class: "min-h-24 p-3 text-left outline-none [&_p]:mb-2 [&_ul]:list-disc [&_ul]:pl-5", "aria-label": "Rich text", "data-testid": "rich-editor" },
      handleKeyDown: (_view, event) => {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          onSave(editorHtml(ref.current?.getHTML() ?? html));
          return true;
        }
        if (event.key === "Escape") {
          onCancel();
          return true;
        }
        return false;
      },
    },
  });
  useEffect(() => {
    ref.current = editor;
  }, [editor]);
  const current = () => (editor ? editorHtml(editor.getHTML()) : html);
  return (
    <div className="rounded-md border-2 border-primary bg-background text-foreground">
      <div className="flex gap-1 border-b p-1">
        <Button type="button" size="icon" variant="ghost" className="size-8" aria-label="Bold" onMouseDown={(e) => e.preventDefault()} onClick={() => editor?.chain().focus().toggleBold().run()}>
          <Bold aria-hidden />
        </Button>
        <Button type="button" size="icon" variant="ghost" className="size-8" aria-label="Italic" onMouseDown={(e) => e.preventDefault()} onClick={() => editor?.chain().focus().toggleItalic().run()}>
          <Italic aria-hidden />
        </Button>
        <Button type="button" size="icon" variant="ghost" className="size-8" aria-label="Bullet list" onMouseDown={(e) => e.preventDefault()} onClick={() => editor?.chain().focus().toggleBulletList().run()}>
          <List aria-hidden />
        </Button>
      </div>
      <EditorContent editor={editor} />
      <div className="flex justify-end gap-2 border-t p-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" size="sm" onClick={() => onSave(current())}>
          Save
        </Button>
      </div>
    </div>
  );
}

/** An empty editor gives "<p></p>": store nothing then. */
const editorHtml = (html: string) => (html === "<p></p>" ? "" : html);
