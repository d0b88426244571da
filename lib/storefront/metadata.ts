import "server-only";
import type { Metadata } from "next";
import type { PublicTenant } from "@/lib/tenancy/schemas";
import { originOf } from "./data";
import { absoluteAsset, canonicalUrl, metaDescription } from "./seo";

/**
 * Per-page <title>, description, canonical URL and Open Graph / Twitter tags for a store page. The
 * canonical URL is on the store's own host (custom domain or subdomain), also for path-mode visits.
 */
export function storePageMetadata(
  tenant: PublicTenant,
  opts: {
    path: string;
    title?: string;
    /** The owner's SEO title: used as written, without the " | Store" suffix. */
    seoTitle?: string | null;
    description?: string | null;
    image?: string | null;
    type?: "website" | "article";
    noIndex?: boolean;
  },
): Metadata {
  const origin = originOf(tenant);
  const url = canonicalUrl(origin, opts.path);
  const description = metaDescription(opts.description ?? tenant.description);
  const image = absoluteAsset(origin, opts.image ?? tenant.logo);
  const title = opts.seoTitle || opts.title || tenant.name;
  return {
    title: opts.seoTitle ? { absolute: opts.seoTitle } : (opts.title ?? { absolute: tenant.name }),
    description,
    alternates: { canonical: url },
    openGraph: {
      type: opts.type ?? "website",
      url,
      siteName: tenant.name,
      title,
      description,
      images: image ? [{ url: image }] : undefined,
    },
    twitter: { card: image ? "summary_large_image" : "summary", title, description, images: image ? [image] : undefined },
    robots: opts.noIndex ? { index: false, follow: true } : undefined,
  };
}
