"use client";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, ImagePlus, Link2, LoaderCircle, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { isAllowedImageUrl } from "@/lib/validation";
import { cn } from "@/lib/utils";
import { namedAnnouncements, REORDER_INSTRUCTIONS } from "./dnd-announcements";
import { canLoadImage, uploadImage } from "./upload";
import { UploadedImage } from "@/components/ui/uploaded-image";

function SortableImage({ url, index, onRemove }: { url: string; index: number; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: url });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="product-image"
      data-url={url}
      className={cn("group relative aspect-square overflow-hidden rounded-md border bg-muted", isDragging && "z-10 opacity-70 shadow-lg")}
    >
      <UploadedImage src={url} alt={`Image ${index + 1}`} shownWidth={200} className="size-full object-cover" />
      {index === 0 ? <Badge className="absolute top-1 left-1">Main</Badge> : null}
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder image ${index + 1}`}
        className="absolute bottom-1 left-1 flex size-7 cursor-grab touch-none items-center justify-center rounded bg-background/90 shadow outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove image ${index + 1}`}
        className="absolute top-1 right-1 flex size-7 items-center justify-center rounded bg-background/90 text-destructive shadow outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}

/**
 * A product's images: upload several, add by URL, drag (or keyboard) to reorder, remove.
 * The first is the main image.
 */
export function ImageManager({ images, onChange, max = 20 }: { images: string[]; onChange: (next: string[]) => void; max?: number }) {
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [url, setUrl] = useState("");
  const [checkingUrl, setCheckingUrl] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const add = (urls: string[]) => {
    const next = [...images];
    for (const u of urls) if (!next.includes(u)) next.push(u);
    onChange(next.slice(0, max));
  };

  async function onFiles(files: FileList | null) {
    if (!files?.length) return;
    setUploading(true);
    const uploaded: string[] = [];
    for (const f of Array.from(files).slice(0, Math.max(0, max - images.length))) {
      const u = await uploadImage(f, { quiet: true });
      if (u) uploaded.push(u);
    }
    setUploading(false);
    if (fileRef.current) fileRef.current.value = "";
    if (uploaded.length) {
      add(uploaded);
      toast({ title: "Success", description: uploaded.length === 1 ? "Image uploaded" : `${uploaded.length} images uploaded`, variant: "success" });
    }
  }

  async function addUrl() {
    const u = url.trim();
    if (!u) return;
    setCheckingUrl(true);
    const ok = isAllowedImageUrl(u) && (await canLoadImage(u));
    setCheckingUrl(false);
    if (!ok) {
      toast({ title: "Invalid URL", description: "Could not load image from URL", variant: "destructive" });
      return;
    }
    add([u]);
    setUrl("");
  }

  function onDragEnd(e: DragEndEvent) {
    const { active, over } = e;
    if (!over || active.id === over.id) return;
    onChange(arrayMove(images, images.indexOf(String(active.id)), images.indexOf(String(over.id))));
  }

  return (
    <div className="space-y-3">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        // The ids are the images' URLs: screen readers hear "image 2" instead.
        accessibility={{ announcements: namedAnnouncements((id) => `image ${images.indexOf(String(id)) + 1}`), screenReaderInstructions: REORDER_INSTRUCTIONS }}
      >
        <SortableContext items={images} strategy={rectSortingStrategy}>
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label="Product images">
            {images.map((u, i) => (
              <SortableImage key={u} url={u} index={i} onRemove={() => onChange(images.filter((x) => x !== u))} />
            ))}
            {images.length < max ? (
              <li className="aspect-square">
                <label
                  htmlFor={inputId}
                  className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed text-xs text-muted-foreground hover:bg-accent focus-within:ring-[3px] focus-within:ring-ring/50"
                >
                  {uploading ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : <ImagePlus className="size-5" aria-hidden />}
                  {uploading ? "Uploading..." : "Upload images"}
                  <input
                    ref={fileRef}
                    id={inputId}
                    type="file"
                    accept="image/*"
                    multiple
                    className="sr-only"
                    disabled={uploading}
                    onChange={(e) => onFiles(e.target.files)}
                  />
                </label>
              </li>
            ) : null}
          </ul>
        </SortableContext>
      </DndContext>
      <div className="flex gap-2">
        <Input
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void addUrl();
            }
          }}
          placeholder="https://example.com/image.jpg"
          aria-label="Image URL"
        />
        <Button type="button" variant="outline" onClick={addUrl} disabled={checkingUrl || !url.trim()}>
          {checkingUrl ? <LoaderCircle className="animate-spin" aria-hidden /> : <Link2 aria-hidden />}
          Add URL
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Drag images to reorder. The first image is the main image.</p>
    </div>
  );
}
