"use client";
import { ImageIcon, Pencil } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import type { Editables } from "@/components/storefront/sections/types";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useEditorActions } from "./editor-context";
import { UploadedImage } from "@/components/ui/uploaded-image";

// Loaded on the first click on a rich text or a button/image: most edits are plain text.
const RichTextInline = dynamic(() => import("./rich-text-inline").then((m) => m.RichTextInline), { ssr: false, loading: () => <p className="text-sm">Loading editor...</p> });
const ButtonDialog = dynamic(() => import("./button-dialog").then((m) => m.ButtonDialog), { ssr: false });
const ImageDialog = dynamic(() => import("./image-dialog").then((m) => m.ImageDialog), { ssr: false });

const EDITABLE = "cursor-text rounded outline-dashed outline-1 outline-offset-4 outline-transparent hover:outline-primary/60 focus-visible:outline-primary";

/** Click to edit; Enter saves, Escape cancels (leaving the field saves too). */
function InlineText({ id, value, as: Tag = "span", className, placeholder }: Parameters<Editables["Text"]>[0]) {
  const { setContent } = useEditorActions();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);

  if (editing) {
    const commit = () => {
      setEditing(false);
      if (draft !== value) setContent({ [id]: draft });
    };
    return (
      <input
        ref={input}
        value={draft}
        aria-label={placeholder ?? "Edit text"}
        data-editable-input={id}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          } else if (e.key === "Escape") {
            e.preventDefault();
            setDraft(value);
            setEditing(false);
          }
        }}
        className={cn(className, "block w-full rounded border-2 border-primary bg-background px-2 py-1 text-foreground")}
      />
    );
  }
  return (
    <Tag
      className={cn(className, EDITABLE, !value && "italic opacity-60")}
      role="button"
      tabIndex={0}
      data-editable={id}
      title="Click to edit"
      onClick={() => {
        setDraft(value);
        setEditing(true);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          setDraft(value);
          setEditing(true);
        }
      }}
    >
      {value || placeholder || "Click to edit"}
    </Tag>
  );
}

/** Rich text: click opens tiptap (Ctrl+Enter or Save saves; Escape or Cancel cancels). */
function InlineRich({ id, html, className }: Parameters<Editables["Rich"]>[0]) {
  const { setContent } = useEditorActions();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <RichTextInline
        html={html}
        onSave={(next) => {
          setEditing(false);
          if (next !== html) setContent({ [id]: next });
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <div
      className={cn(className, EDITABLE, "[&_a]:underline [&_p]:mb-2 [&_ul]:list-disc [&_ul]:pl-5")}
      role="button"
      tabIndex={0}
      data-editable={id}
      title="Click to edit"
      onClick={() => setEditing(true)}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          setEditing(true);
        }
      }}
      // The owner's own text in the owner's own browser; the server sanitises it on save and again on render.
      dangerouslySetInnerHTML={{ __html: html || "<p><em>Click to add text</em></p>" }}
    />
  );
}

/** A button: clicking opens a dialog for its label ('{id}-label') and link ('{id}-url'). */
function InlineButton({ id, label, url, className }: Parameters<Editables["Button"]>[0]) {
  const { setContent } = useEditorActions();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="lg" className={className} data-editable={id} onClick={() => setOpen(true)} title={`Links to ${url}`}>
        {label || "Add a button"} <Pencil aria-hidden className="opacity-70" />
      </Button>
      {open ? (
        <ButtonDialog
          label={label}
          url={url}
          onClose={() => setOpen(false)}
          onSave={(l, u) => {
            setContent({ [`${id}-label`]: l, [`${id}-url`]: u });
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

/** The alt text's key beside an image's ("s_1-imageSrc" -> "s_1-imageAlt"). */
const altKey = (id: string) => (id.endsWith("imageSrc") ? `${id.slice(0, -"imageSrc".length)}imageAlt` : `${id}-alt`);

/** An image with 'Edit Image': upload or URL, plus alt text. */
function InlineImage({ id, src, alt, className, imgClassName, width, height, buttonOnly }: Parameters<Editables["Image"]>[0]) {
  const { setContent } = useEditorActions();
  const [open, setOpen] = useState(false);
  const control = (
    <Button size="sm" variant="secondary" className="shadow" onClick={() => setOpen(true)} data-editable={id}>
      <ImageIcon aria-hidden /> Edit Image
    </Button>
  );
  return (
    <>
      {buttonOnly ? (
        <div className={className}>{control}</div>
      ) : (
        <div className={cn("relative", className)}>
          {src ? (
            <UploadedImage src={src} alt={alt} shownWidth={width ?? 1280} width={width} height={height} className={imgClassName} />
          ) : (
            <div className="flex h-full min-h-40 w-full items-center justify-center text-sm text-muted-foreground">No image yet</div>
          )}
          <div className="absolute bottom-3 left-3">{control}</div>
        </div>
      )}
      {open ? (
        <ImageDialog
          src={src}
          alt={alt}
          onClose={() => setOpen(false)}
          onSave={(s, a) => {
            setContent({ [id]: s, [altKey(id)]: a });
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

export const editorEditables: Editables = { editing: true, Text: InlineText, Rich: InlineRich, Button: InlineButton, Image: InlineImage };
