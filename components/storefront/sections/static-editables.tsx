import Link from "next/link";
import { RichText } from "@/components/storefront/rich-text";
import { LcpImage } from "@/components/storefront/lcp-image";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import type { Editables } from "./types";
import { UploadedImage } from "@/components/ui/uploaded-image";

/** Sections as visitors see them: plain text, sanitised rich text, links and images. */
export const staticEditables: Editables = {
  editing: false,
  Text: ({ value, as: Tag = "span", className }) => (value ? <Tag className={className}>{value}</Tag> : null),
  Rich: ({ html, className }) => (html ? <RichText html={html} className={className} /> : null),
  Button: ({ label, url, basePath, className }) =>
    label ? (
      <Button asChild size="lg" className={className}>
        <Link href={storeHref(basePath, url || "/products")}>{label}</Link>
      </Button>
    ) : null,
  Image: ({ src, alt, className, imgClassName, width, height, eager, buttonOnly }) =>
    src && !buttonOnly ? (
      <div className={className}>
        {eager ? (
          <LcpImage src={src} alt={alt} shownWidth={width ?? 1280} width={width} height={height} className={imgClassName} />
        ) : (
          <UploadedImage src={src} alt={alt} shownWidth={width ?? 1280} width={width} height={height} className={imgClassName} loading="lazy" decoding="async" />
        )}
      </div>
    ) : null,
};
