import type { ImgHTMLAttributes } from "react";
import { responsive } from "@/lib/images/sizes";

export type UploadedImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> & {
  src: string;
  alt: string;
  /** The widest the image is ever shown, in CSS pixels: the resized copies offered go from half of it to twice it. */
  shownWidth: number;
};

/**
 * Every image a store owner uploaded, on every screen (issue 37 item 7): the browser picks a resized copy from
 * `srcSet` for the width `sizes` says (default: `shownWidth` px), so a phone no longer downloads a full-size upload
 * for a 48 px thumbnail. SVGs, GIFs and images on other hosts are shown as they are (lib/images/sizes.ts).
 * A plain function component: usable from server and client components alike, and it adds no script of its own.
 */
export function UploadedImage({ src, alt, shownWidth, sizes, ...img }: UploadedImageProps) {
  const r = responsive(src, shownWidth);
  // eslint-disable-next-line @next/next/no-img-element -- the one <img> of uploaded images: srcSet from the optimizer
  return <img alt={alt} {...img} src={r.src} srcSet={r.srcSet} sizes={r.srcSet ? (sizes ?? `${shownWidth}px`) : undefined} />;
}

/** A `<source>` of a `<picture>` (the hero's phone image) with the same resized copies. */
export function UploadedSource({ src, shownWidth, sizes, media, width, height }: { src: string; shownWidth: number; sizes?: string; media: string; width?: number; height?: number }) {
  const r = responsive(src, shownWidth);
  return <source media={media} srcSet={r.srcSet ?? r.src} sizes={r.srcSet ? (sizes ?? `${shownWidth}px`) : undefined} width={width} height={height} />;
}
