"use client";
import { ImagePlus, LoaderCircle, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { uploadImage } from "./upload";
import { UploadedImage } from "@/components/ui/uploaded-image";

/** One optional image (category, collection): upload through POST /api/upload, preview, remove. */
export function SingleImage({ value, onChange, label }: { value: string; onChange: (url: string) => void; label: string }) {
  const id = useId();
  const [uploading, setUploading] = useState(false);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    const url = await uploadImage(file);
    setUploading(false);
    if (url) onChange(url);
  }

  if (value) {
    return (
      <div className="relative overflow-hidden rounded-md border">
        <UploadedImage src={value} alt={label} shownWidth={640} className="aspect-video w-full object-cover" />
        <Button type="button" variant="outline" size="icon" className="absolute top-2 right-2" aria-label={`Remove ${label.toLowerCase()}`} onClick={() => onChange("")}>
          <X aria-hidden />
        </Button>
      </div>
    );
  }
  return (
    <label
      htmlFor={id}
      className="flex aspect-video cursor-pointer flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed text-sm text-muted-foreground hover:bg-accent focus-within:ring-[3px] focus-within:ring-ring/50"
    >
      {uploading ? <LoaderCircle className="size-6 animate-spin" aria-hidden /> : <ImagePlus className="size-6" aria-hidden />}
      {uploading ? "Uploading..." : `Upload ${label.toLowerCase()}`}
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={uploading}
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
    </label>
  );
}
