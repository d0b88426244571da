import { z } from "zod";
import type { heroBanners } from "@/db/schema";
import { imageUrl, intField, optionalText } from "@/lib/validation";

/**
 * Hero banners: the DTO the API answers with and the zod inputs shared by the /hero-banner screen and the
 * route handlers. Client-safe. A banner has a layout and two image lists, one per device type; the store
 * home shows the active ones.
 */

export type HeroBannerRow = typeof heroBanners.$inferSelect;

export const HERO_LAYOUT_VALUES = ["full-rectangular", "half-rectangular", "half-square"] as const;
export type HeroLayout = (typeof HERO_LAYOUT_VALUES)[number];

export const HERO_LAYOUT_LABELS: Record<HeroLayout, string> = {
  "full-rectangular": "Full Rectangular",
  "half-rectangular": "Half Rectangular",
  "half-square": "Half Square",
};

/** Images of one device type, summed over every banner of one layout. */
export const MAX_IMAGES_PER_DEVICE = 6;
export const IMAGE_LIMIT_MESSAGE = `Maximum ${MAX_IMAGES_PER_DEVICE} images allowed per device type`;

export type HeroDevice = "desktop" | "mobile";

/** GET /api/hero-banners rows, and the POST/PATCH answers. */
export type HeroBanner = {
  id: string;
  layout: HeroLayout;
  desktopImages: string[];
  mobileImages: string[];
  isActive: boolean;
  sortOrder: number;
  title: string | null;
  subtitle: string | null;
  buttonLabel: string | null;
  buttonUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

export function toHeroBanner(b: HeroBannerRow): HeroBanner {
  return {
    id: b.id,
    layout: b.layout,
    desktopImages: b.desktopImages,
    mobileImages: b.mobileImages,
    isActive: b.isActive,
    sortOrder: b.sortOrder,
    title: b.title,
    subtitle: b.subtitle,
    buttonLabel: b.buttonLabel,
    buttonUrl: b.buttonUrl,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

const images = z
  .array(imageUrl, "Images must be a list of image URLs")
  .max(MAX_IMAGES_PER_DEVICE, IMAGE_LIMIT_MESSAGE);

/** A button link: a path on the store ("/products") or an absolute http(s) URL. */
const buttonUrl = optionalText(2000, "Button URL").refine((v) => {
  if (!v) return true;
  if (/[\s\\<>"'`]/.test(v)) return false;
  if (v.startsWith("/")) return !v.startsWith("//");
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && !!u.hostname;
  } catch {
    return false;
  }
}, 'Button URL must be a path starting with "/" or an http(s) URL');

const textFields = {
  title: optionalText(200, "Title"),
  subtitle: optionalText(500, "Subtitle"),
  buttonLabel: optionalText(60, "Button label"),
  buttonUrl,
};

/** POST /api/hero-banners. */
export const heroBannerInputSchema = z.object({
  layout: z.enum(HERO_LAYOUT_VALUES, "Layout must be full-rectangular, half-rectangular or half-square"),
  desktopImages: images.optional(),
  mobileImages: images.optional(),
  isActive: z.boolean("isActive must be true or false").optional(),
  sortOrder: intField("Sort order", -1_000_000),
  ...textFields,
});

/** PATCH /api/hero-banners/{id}: any subset; the layout of a banner stays what it was created with. */
export const heroBannerUpdateSchema = z.object({
  desktopImages: images.optional(),
  mobileImages: images.optional(),
  isActive: z.boolean("isActive must be true or false").optional(),
  sortOrder: intField("Sort order", -1_000_000),
  ...textFields,
});

export type HeroBannerValues = z.output<typeof heroBannerInputSchema>;
export type HeroBannerUpdateValues = z.output<typeof heroBannerUpdateSchema>;
