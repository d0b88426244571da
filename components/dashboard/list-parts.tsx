"use client";
import Link from "next/link";
import { ImageIcon, Pencil, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { UploadedImage } from "@/components/ui/uploaded-image";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "./native-select";

/* The repeated bits of the dashboard's lists, so every section's "Add", "Edit" and image cell look and read alike. */

/** The section's "Add …" button, a link to its editor page. */
export function AddLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild>
      <Link href={href}>
        <Plus aria-hidden /> {children}
      </Link>
    </Button>
  );
}

/** A row's pencil: a link to the row's editor page, named for screen readers by `label`. */
export function EditLink({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="icon" aria-label={label}>
      <Link href={href}>
        <Pencil aria-hidden />
      </Link>
    </Button>
  );
}

/**
 * A 40 px image of a row, or a placeholder icon when it has none. Square at every width: `max-w-none` undoes
 * the base styles' `img { max-width: 100% }`, which in a table cell lets the table squeeze the image to the
 * cell's leftover width (5 px wide at 1280 px in the products table, 0 at 1024); `shrink-0` does the same in
 * a flex row.
 */
export function Thumbnail({ src, className }: { src: string | null | undefined; className?: string }) {
  return src ? (
    <UploadedImage src={src} alt="" shownWidth={40} className={cn("size-10 max-w-none shrink-0 rounded object-cover", className)} />
  ) : (
    <span className={cn("flex size-10 shrink-0 items-center justify-center rounded bg-muted", className)}>
      <ImageIcon className="size-4 text-muted-foreground" aria-hidden />
    </span>
  );
}

/** A list's filter: a small label over a native select (orders, activity). */
export function FilterSelect({ id, label, value, onChange, children }: { id: string; label: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
