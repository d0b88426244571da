"use client";
import { UploadedImage, type UploadedImageProps } from "@/components/ui/uploaded-image";

/**
 * The page's largest image (its LCP): fetched at once, at high priority, and preloaded by this page's HTML.
 *
 * A client component on purpose. React preloads every `<img>` that is not lazy (nor `fetchPriority="low"`),
 * and for a server component it sends that preload in the page's RSC payload — which Next also fetches when
 * it *prefetches* a link to the page, and then applies on the page the shopper is on. With a few eager
 * images per listing, every store page preloaded ~20 images of the pages its header links to, and Chromium
 * warned "preloaded but not used" for each. A client component's image is preloaded only by server
 * rendering, in its own page's HTML. Every other store image is `loading="lazy"`.
 */
export function LcpImage(props: Omit<UploadedImageProps, "loading" | "fetchPriority">) {
  return <UploadedImage {...props} loading="eager" fetchPriority="high" />;
}
