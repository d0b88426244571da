"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ImagePlus, LoaderCircle, Monitor, Smartphone, X } from "lucide-react";
import { useRef, useState } from "react";
import { ConfirmDelete } from "@/components/dashboard/confirm-delete";
import { SectionHeader } from "@/components/dashboard/section-header";
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { LoadErrorPanel, SkeletonRows } from "@/components/ui/load-states";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import {
  HERO_LAYOUT_LABELS,
  HERO_LAYOUT_VALUES,
  IMAGE_LIMIT_MESSAGE,
  MAX_IMAGES_PER_DEVICE,
  type HeroBanner,
  type HeroDevice,
  type HeroLayout,
} from "@/lib/hero-banners/schemas";
import { errorMessage } from "@/lib/http/client";
import { queryKeys } from "@/lib/http/query-keys";
import { cn } from "@/lib/utils";
import { uploadImage } from "../upload";
import { useDashboardStore, useInvalidate } from "../use-dashboard";
import { UploadedImage } from "@/components/ui/uploaded-image";
import * as heroBanners from "@/lib/hero-banners/endpoints";
import { callApi } from "@/lib/http/call";
import { TranslateButton } from "../translations/translate-panel";

/** The image sizes the storefront shows each layout at, as a hint beside each grid. */
const SIZE_HINT: Record<HeroLayout, Record<HeroDevice, string>> = {
  "full-rectangular": { desktop: "1600 × 600 px", mobile: "800 × 1000 px" },
  "half-rectangular": { desktop: "800 × 600 px", mobile: "800 × 1000 px" },
  "half-square": { desktop: "800 × 800 px", mobile: "800 × 1000 px" },
};

/** Thumbnails in the shape the storefront shows them. */
const THUMB_RATIO: Record<HeroLayout, Record<HeroDevice, string>> = {
  "full-rectangular": { desktop: "aspect-[8/3]", mobile: "aspect-[4/5]" },
  "half-rectangular": { desktop: "aspect-[4/3]", mobile: "aspect-[4/5]" },
  "half-square": { desktop: "aspect-square", mobile: "aspect-[4/5]" },
};

const LAYOUT_HELP: Record<HeroLayout, string> = {
  "full-rectangular": "A wide banner across the whole page.",
  "half-rectangular": "Rectangular tiles, two side by side on wide screens.",
  "half-square": "Square tiles, two side by side on wide screens.",
};

type Patch = { desktopImages?: string[]; mobileImages?: string[]; isActive?: boolean };

function limitReached() {
  toast({ title: "Upload limit reached", description: IMAGE_LIMIT_MESSAGE, variant: "destructive" });
}

/**
 * /hero-banner: one tab per layout, each with the Desktop and Mobile images of that layout's banner, an upload
 * tile with the count, the active switch and delete. The first upload of a layout creates its banner.
 */
export function HeroBannersSection() {
  const { slug } = useDashboardStore();
  const invalidate = useInvalidate();
  const banners = useQuery<HeroBanner[]>({ queryKey: queryKeys.storefront.heroBanners(slug) });
  const [tab, setTab] = useState<HeroLayout>("full-rectangular");

  const refresh = () => invalidate(...(heroBanners.update.invalidates ?? []));

  const save = useMutation({
    mutationFn: ({ layout, banner, patch }: { layout: HeroLayout; banner: HeroBanner | undefined; patch: Patch }) =>
      banner
        ? callApi(heroBanners.update, { params: { id: banner.id }, body: patch })
        : callApi(heroBanners.create, { body: { layout, desktopImages: [], mobileImages: [], isActive: false, sortOrder: 0, ...patch } }),
    onSuccess: () => {
      toast({ title: "Hero banner updated successfully", variant: "success" });
      return refresh();
    },
    onError: (err) => toast({ title: "Failed to update hero banner", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  const remove = useMutation({
    mutationFn: (b: HeroBanner) => callApi(heroBanners.remove, { params: { id: b.id } }),
    onSuccess: () => {
      toast({ title: "Hero banner deleted successfully", variant: "success" });
      return refresh();
    },
    onError: (err) => toast({ title: "Failed to delete hero banner", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  return (
    <div>
      <SectionHeader title="Hero Banners" description="The large images at the top of your store's home page. Upload a desktop and a mobile version, then switch the banner on." />
      {banners.isPending ? (
        <SkeletonRows className="h-40" count={2} />
      ) : banners.isError ? (
        <LoadErrorPanel error={banners.error} fallback="Failed to load hero banners" onRetry={() => banners.refetch()} retrying={banners.isFetching} />
      ) : (
        <Tabs value={tab} onValueChange={(v) => setTab(v as HeroLayout)}>
          {/* Three equal columns on phones (labels may wrap), the usual pill row from sm up. */}
          <TabsList aria-label="Layouts" className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-fit">
              {HERO_LAYOUT_VALUES.map((l) => {
                const on = banners.data.some((b) => b.layout === l && b.isActive);
                return (
                  <TabsTrigger key={l} value={l} className="h-full gap-1.5 px-2 text-center whitespace-normal sm:px-3 sm:whitespace-nowrap">
                    {HERO_LAYOUT_LABELS[l]}
                    {on ? <span className="size-1.5 rounded-full bg-emerald-500" aria-label="(active)" /> : null}
                  </TabsTrigger>
                );
              })}
          </TabsList>
          {HERO_LAYOUT_VALUES.map((l) => (
            <TabsContent key={l} value={l} className="mt-4">
              <LayoutPanel
                layout={l}
                banner={banners.data.find((b) => b.layout === l)}
                busy={save.isPending || remove.isPending}
                onSave={(banner, patch) => save.mutateAsync({ layout: l, banner, patch }).then(() => true, () => false)}
                onDelete={(b) => remove.mutate(b)}
              />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}

function LayoutPanel({
  layout,
  banner,
  busy,
  onSave,
  onDelete,
}: {
  layout: HeroLayout;
  banner: HeroBanner | undefined;
  busy: boolean;
  onSave: (banner: HeroBanner | undefined, patch: Patch) => Promise<boolean>;
  onDelete: (b: HeroBanner) => void;
}) {
  const switchId = `hero-active-${layout}`;
  return (
    <div className="space-y-6 rounded-lg border bg-background p-4 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            {HERO_LAYOUT_LABELS[layout]}
            {banner ? <Badge variant={banner.isActive ? "success" : "outline"}>{banner.isActive ? "Active" : "Inactive"}</Badge> : null}
          </h3>
          <p className="text-sm text-muted-foreground">{LAYOUT_HELP[layout]}</p>
        </div>
        <div className="flex items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={!!banner?.isActive}
              disabled={!banner || busy}
              onCheckedChange={(v) => void onSave(banner, { isActive: v })}
            />
            <Label htmlFor={switchId}>Active</Label>
          </div>
          {banner ? <TranslateButton resourceType="hero-banner" id={banner.id} name={HERO_LAYOUT_LABELS[layout]} /> : null}
          {banner ? (
            <ConfirmDelete
              name={HERO_LAYOUT_LABELS[layout]}
              what="hero banner"
              description="The banner and its images are removed from your store's home page. This cannot be undone."
              onConfirm={() => onDelete(banner)}
              disabled={busy}
            />
          ) : null}
        </div>
      </div>
      {!banner ? <p className="text-sm text-muted-foreground">No banner for this layout yet: upload an image to start one.</p> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        {(["desktop", "mobile"] as const).map((device) => (
          <DeviceImages key={device} layout={layout} device={device} banner={banner} busy={busy} onSave={onSave} />
        ))}
      </div>
    </div>
  );
}

function DeviceImages({
  layout,
  device,
  banner,
  busy,
  onSave,
}: {
  layout: HeroLayout;
  device: HeroDevice;
  banner: HeroBanner | undefined;
  busy: boolean;
  onSave: (banner: HeroBanner | undefined, patch: Patch) => Promise<boolean>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const key = device === "desktop" ? "desktopImages" : "mobileImages";
  const images = banner?.[key] ?? [];
  const full = images.length >= MAX_IMAGES_PER_DEVICE;
  const title = device === "desktop" ? "Desktop" : "Mobile";
  const Icon = device === "desktop" ? Monitor : Smartphone;
  const headingId = `hero-${layout}-${device}`;

  const pick = () => {
    if (full) return limitReached();
    input.current?.click();
  };

  const onFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = "";
    if (files.length === 0) return;
    const room = MAX_IMAGES_PER_DEVICE - images.length;
    if (room <= 0) return limitReached();
    if (files.length > room) limitReached();
    setUploading(true);
    try {
      const urls: string[] = [];
      // One at a time, so each failure gets its own toast ('Invalid file', 'Upload failed').
      for (const f of files.slice(0, room)) {
        const url = await uploadImage(f, { quiet: true });
        if (url) urls.push(url);
      }
      if (urls.length) await onSave(banner, { [key]: [...images, ...urls] });
    } finally {
      setUploading(false);
    }
  };

  const removeAt = (i: number) => void onSave(banner, { [key]: images.filter((_, j) => j !== i) });

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h4 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
          <Icon className="size-4 text-muted-foreground" aria-hidden /> {title}
        </h4>
        <span className="text-xs text-muted-foreground">{SIZE_HINT[layout][device]}</span>
      </div>
      <ul className={cn("grid grid-cols-2 gap-3", device === "mobile" || layout !== "full-rectangular" ? "sm:grid-cols-3" : "")} data-testid={`hero-grid-${device}`}>
        {images.map((src, i) => (
          <li key={`${src}-${i}`} className="group relative overflow-hidden rounded-md border bg-muted">
            <UploadedImage src={src} alt={`${title} image ${i + 1}`} shownWidth={400} className={cn("w-full object-cover", THUMB_RATIO[layout][device])} />
            <button
              type="button"
              onClick={() => removeAt(i)}
              disabled={busy}
              className="absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-background/90 text-foreground shadow outline-none hover:bg-destructive hover:text-white focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-50"
              aria-label={`Remove ${title.toLowerCase()} image ${i + 1}`}
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={pick}
            disabled={uploading || busy}
            aria-label={`Upload ${title.toLowerCase()} image (${images.length}/${MAX_IMAGES_PER_DEVICE})`}
            className={cn(
              "flex h-full min-h-16 w-full flex-wrap content-center items-center justify-center gap-x-1.5 gap-y-0.5 rounded-md border-2 border-dashed p-2 text-sm text-muted-foreground outline-none transition-colors",
              THUMB_RATIO[layout][device],
              "hover:border-primary hover:text-primary-text focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60",
              full && "cursor-not-allowed hover:border-border hover:text-muted-foreground",
            )}
            data-testid={`hero-upload-${device}`}
          >
            {uploading ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : <ImagePlus className="size-5" aria-hidden />}
            <span>{uploading ? "Uploading…" : full ? "Limit reached" : "Upload"}</span>
            <span className="w-full text-center text-xs font-medium tabular-nums">
              {images.length}/{MAX_IMAGES_PER_DEVICE}
            </span>
          </button>
          <input ref={input} type="file" accept="image/*" multiple className="sr-only" tabIndex={-1} aria-hidden onChange={(e) => void onFiles(e.target.files)} />
        </li>
      </ul>
    </section>
  );
}
