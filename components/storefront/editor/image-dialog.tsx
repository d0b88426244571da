"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/http/call";
import { uploadImage } from "@/lib/themes/endpoints";
import { isSafeUrl } from "@/lib/themes/drafts/schemas";
import { UploadedImage } from "@/components/ui/uploaded-image";

/** 'Edit Image': upload a file (POST /api/theme/upload/image) or give an address, plus the alt text. */
export function ImageDialog({ src, alt, onSave, onClose }: { src: string; alt: string; onSave: (src: string, alt: string) => void; onClose: () => void }) {
  const [url, setUrl] = useState(src);
  const [altText, setAltText] = useState(alt);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      toast({ title: "Invalid file", description: "Please select an image file", variant: "destructive" });
      return;
    }
    setUploading(true);
    try {
      const form = new FormData();
      form.append("image", file);
      const r = await callApi(uploadImage, { body: form });
      setUrl(r.url);
      setError(null);
      toast({ title: "Success", description: "Image uploaded", variant: "success" });
    } catch {
      toast({ title: "Upload failed", description: "Failed to upload image. Please try again.", variant: "destructive" });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Image</DialogTitle>
          <DialogDescription>Upload a picture or paste its address, and describe it for people who cannot see it.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!isSafeUrl(url)) {
              setError("Invalid URL");
              toast({ title: "Invalid URL", description: "Use a web address starting with https:// or a path on this store.", variant: "destructive" });
              return;
            }
            onSave(url.trim(), altText.trim());
          }}
        >
          <Tabs defaultValue="upload">
            <TabsList>
              <TabsTrigger value="upload">Upload</TabsTrigger>
              <TabsTrigger value="url">URL</TabsTrigger>
            </TabsList>
            <TabsContent value="upload" className="space-y-2 pt-2">
              <Label htmlFor="image-file">Image file</Label>
              <Input id="image-file" type="file" accept="image/*" disabled={uploading} onChange={(e) => void upload(e.target.files?.[0])} />
              {uploading ? <p className="text-sm text-muted-foreground">Uploading...</p> : null}
            </TabsContent>
            <TabsContent value="url" className="space-y-2 pt-2">
              <Label htmlFor="image-url">Image URL</Label>
              <Input id="image-url" value={url} placeholder="https://..." aria-invalid={!!error} onChange={(e) => (setUrl(e.target.value), setError(null))} />
              {error ? <p className="text-sm text-destructive">{error}</p> : null}
            </TabsContent>
          </Tabs>
          {url ? (
            <UploadedImage src={url} alt="" shownWidth={320} className="max-h-40 rounded border object-contain" />
          ) : null}
          <div className="space-y-2">
            <Label htmlFor="image-alt">Alt text</Label>
            <Input id="image-alt" value={altText} maxLength={300} onChange={(e) => setAltText(e.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={uploading}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
