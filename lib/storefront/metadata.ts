import "server-only";
import type { Metadata } from "next";
import type { Store } from "@/lib/tenancy/store";
import { originOf } from "./data";
import { absoluteAsset, canonicalUrl, metaDescription } from "./seo";

/**
 * Per-page <title>, description, canonical URL and Open Graph / Twitter tags for a store page. The
 * canonical URL is on the store's own host (custom domain or subdomain), also for path-mode visits.
 */
export function storePageMetadata(
  store: Pick<Store, "tenant" | "language" | "row">,
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
  const { tenant } = store;
  const origin = originOf(tenant);
  // Per-language canonical and hreflang alternates (issue 44): the default language has no prefix; x-default is it.
  const alternates = languageAlternates(store, origin, opts.path);
  const url = alternates.canonical;
  const description = metaDescription(opts.description ?? tenant.description);
  const image = absoluteAsset(origin, opts.image ?? tenant.logo);
  const title = opts.seoTitle || opts.title || tenant.name;
  return {
    title: opts.seoTitle ? { absolute: opts.seoTitle } : (opts.title ?? { absolute: tenant.name }),
    description,
    alternates: opts.noIndex ? { canonical: url } : alternates,
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

/** The canonical URL of a page in the page's language, and its alternates in every language the store offers. */
export function languageAlternates(
  store: Pick<Store, "language" | "row">,
  origin: string,
  path: string,
): { canonical: string; languages?: Record<string, string> } {
  const at = (code: string | null) => canonicalUrl(origin, code ? `/${code}${path === "/" ? "" : path}` : path);
  const canonical = at(store.language.prefix);
  const enabled = store.row.languages ?? [];
  if (enabled.length < 2) return { canonical };
  const languages: Record<string, string> = {};
  for (const code of enabled) languages[code] = at(code === store.row.defaultLanguage ? null : code);
  languages["x-default"] = at(null);
  return { canonical, languages };
}
