/**
 * Resized copies of uploaded images (issue 37 item 7, record 0139): Next's image optimizer (sharp, WebP) serves
 * `/_next/image?url=/uploads/…&w=N&q=75` and caches each copy on disk for a year (upload keys are random and never
 * rewritten). These are the only widths it will make: next.config.ts reads them from here, so a page can never ask
 * for a width the optimizer refuses. Client-safe and dependency-free: storefront islands import it.
 */
export const DEVICE_WIDTHS = [640, 828, 1080, 1200, 1920] as const;
export const SMALL_WIDTHS = [64, 128, 256, 384] as const;
export const IMAGE_WIDTHS: readonly number[] = [...SMALL_WIDTHS, ...DEVICE_WIDTHS];
export const IMAGE_QUALITY = 75;

/**
 * Only our own uploads go through the optimizer: a path under /uploads/ of a raster type it can resize. SVGs are
 * vectors (and sanitised, served as they are), GIFs may be animated; absolute URLs (S3, Blob, a CDN) are served by
 * their own host, and data:/blob: URLs are previews in the browser.
 */
export function isResizable(src: string): boolean {
  return /^\/uploads\/[^?#]+\.(png|jpe?g|webp)$/i.test(src);
}

export function resizedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}

/**
 * The widths worth offering for an image shown at most `shownWidth` CSS pixels wide: from half of it (a narrower
 * layout) to twice it (a 2x screen), plus the next one up when none reaches twice. The optimizer never enlarges, so a
 * width above the original's serves the original's size.
 */
export function widthsFor(shownWidth: number): number[] {
  const ws = IMAGE_WIDTHS.filter((w) => w >= shownWidth / 2 && w <= shownWidth * 2);
  const above = IMAGE_WIDTHS.find((w) => w > shownWidth * 2);
  if (above && !ws.some((w) => w >= shownWidth * 2)) ws.push(above);
  return ws.length ? ws : [IMAGE_WIDTHS.at(-1)!];
}

/** `src` and `srcSet` for an image shown at most `shownWidth` CSS pixels wide; the original when it cannot be resized. */
export function responsive(src: string, shownWidth: number): { src: string; srcSet?: string } {
  if (!isResizable(src)) return { src };
  const ws = widthsFor(shownWidth);
  return { src: resizedUrl(src, ws.at(-1)!), srcSet: ws.map((w) => `${resizedUrl(src, w)} ${w}w`).join(", ") };
}
