"use client";
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Eye, Heading2, Italic, Link2, List, ListOrdered, Pencil, Unlink } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { previewHtml } from "./preview-html";

/** Typography of the editor and its preview (headings, lists, links). */
const RICH =
  "[&_h2]:mt-3 [&_h2]:mb-1 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold [&_p]:my-1 [&_ul]:my-1 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_a]:text-primary-text [&_a]:underline";

function ToolButton({ label, active, onClick, children, disabled }: { label: string; active?: boolean; onClick: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn("size-8", active && "bg-accent text-primary-text")}
      aria-label={label}
      aria-pressed={active}
      title={label}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

function Toolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      heading: e.isActive("heading", { level: 2 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      link: e.isActive("link"),
    }),
  });
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b p-1">
      <ToolButton label="Bold" active={s.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
        <Bold aria-hidden />
      </ToolButton>
      <ToolButton label="Italic" active={s.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
        <Italic aria-hidden />
      </ToolButton>
      <ToolButton label="Heading" active={s.heading} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}>
        <Heading2 aria-hidden />
      </ToolButton>
      <ToolButton label="Bullet list" active={s.bullet} onClick={() => editor.chain().focus().toggleBulletList().run()}>
        <List aria-hidden />
      </ToolButton>
      <ToolButton label="Numbered list" active={s.ordered} onClick={() => editor.chain().focus().toggleOrderedList().run()}>
        <ListOrdered aria-hidden />
      </ToolButton>
      <ToolButton label="Link" active={s.link} onClick={onLink}>
        <Link2 aria-hidden />
      </ToolButton>
      {s.link ? (
        <ToolButton label="Remove link" onClick={() => editor.chain().focus().extendMarkRange("link").unsetLink().run()}>
          <Unlink aria-hidden />
        </ToolButton>
      ) : null}
    </div>
  );
}

/**
 * The product description editor: bold, italic, list, heading and link, and a preview
 * with scripts stripped. Emits HTML; the server sanitises it again before storing.
 */
export function RichTextEditor({ id, value, onChange, label = "Description" }: { id: string; value: string; onChange: (html: string) => void; label?: string }) {
  const [mode, setMode] = useState<"edit" | "preview">("edit");
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState("");
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"], defaultProtocol: "https" }),
    ],
    content: value || "",
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        class: `${RICH} min-h-40 px-3 py-2 text-sm outline-none`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });

  // A form reset (e.g. the product loaded) replaces the content.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML() && !(value === "" && editor.isEmpty)) {
      editor.commands.setContent(value || "", { emitUpdate: false });
    }
  }, [editor, value]);

  function applyLink() {
    const url = linkUrl.trim();
    setLinkOpen(false);
    setLinkUrl("");
    if (!editor || !url) return; // an empty URL is ignored
    editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
  }

  return (
    <div className="rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50">
      <div className="flex items-center justify-between gap-2">
        {editor && mode === "edit" ? (
          <Toolbar
            editor={editor}
            onLink={() => {
              setLinkUrl((editor.getAttributes("link").href as string | undefined) ?? "");
              setLinkOpen(true);
            }}
          />
        ) : (
          <div className="p-1" />
        )}
        <Button type="button" variant="ghost" size="sm" className="mr-1" onClick={() => setMode(mode === "edit" ? "preview" : "edit")} aria-pressed={mode === "preview"}>
          {mode === "edit" ? <Eye aria-hidden /> : <Pencil aria-hidden />}
          {mode === "edit" ? "Preview" : "Edit"}
        </Button>
      </div>
      {linkOpen ? (
        <div className="flex gap-2 border-b p-2">
          <Input
            autoFocus
            type="url"
            value={linkUrl}
            aria-label="Link URL"
            placeholder="https://example.com"
            onChange={(e) => setLinkUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                applyLink();
              } else if (e.key === "Escape") {
                e.preventDefault();
                setLinkOpen(false);
              }
            }}
          />
          <Button type="button" size="sm" onClick={applyLink}>
            Apply
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setLinkOpen(false)}>
            Cancel
          </Button>
        </div>
      ) : null}
      <div className={cn(mode === "preview" && "hidden")}>
        <EditorContent editor={editor} />
      </div>
      {mode === "preview" ? (
        <div
          data-testid="description-preview"
          className={cn(RICH, "min-h-40 px-3 py-2 text-sm")}
          // previewHtml strips scripts, handlers and unsafe URLs
          dangerouslySetInnerHTML={{ __html: previewHtml(value) || "<p><em>Nothing to preview yet.</em></p>" }}
        />
      ) : null}
    </div>
  );
}
