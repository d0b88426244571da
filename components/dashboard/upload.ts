"use client";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/http/call";
import { errorMessage } from "@/lib/http/client";
import * as storage from "@/lib/storage/endpoints";

/** Only image types: anything else is refused before it is uploaded, so a wrong file costs no upload time. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

/**
 * Upload one image through POST /api/upload (multipart `file`) and return its URL, or null after
 * telling the user why ('Invalid file' / 'Please select an image file', or the server's message).
 */
export async function uploadImage(file: File, { quiet = false } = {}): Promise<string | null> {
  if (!isImageFile(file)) {
    toast({ title: "Invalid file", description: "Please select an image file", variant: "destructive" });
    return null;
  }
  const form = new FormData();
  form.append("file", file);
  try {
    const { url } = await callApi(storage.upload, { body: form });
    if (!quiet) toast({ title: "Success", description: "Image uploaded", variant: "success" });
    return url;
  } catch (err) {
    toast({ title: "Upload failed", description: errorMessage(err, "Failed to upload image. Please try again."), variant: "destructive" });
    return null;
  }
}

/** Resolve true when the browser can load the image at `url`, so a broken link is refused ('Could not load image from URL') before it is saved. */
export function canLoadImage(url: string, timeoutMs = 10_000): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new Image();
    const timer = window.setTimeout(() => resolve(false), timeoutMs);
    img.onload = () => {
      window.clearTimeout(timer);
      resolve(true);
    };
    img.onerror = () => {
      window.clearTimeout(timer);
      resolve(false);
    };
    img.src = url;
  });
}
