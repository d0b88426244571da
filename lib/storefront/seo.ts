import type { StoreProductDetail, StoreVariant } from "./schemas";

/**
 * SEO helpers. A store's canonical address is its custom domain, else its subdomain of the
 * platform; path-mode URLs (/store/{slug}/…) are duplicates that point there. Pure: the caller passes
 * the store and the URL settings (lib/env: ROOT_DOMAIN, PUBLIC_PROTOCOL, PUBLIC_PORT).
 */
export type UrlSettings = { rootDomain: string; protocol?: "http" | "https"; port?: number };
export type StoreAddress = { slug: string; customDomain: string | null };

/** The URL settings from the validated env: the port only when one is set (`npm run demo` sets it from PORT). */
export function urlSettingsFrom(env: { ROOT_DOMAIN: string; PUBLIC_PROTOCOL?: "http" | "https"; PUBLIC_PORT?: number }): UrlSettings {
  return { rootDomain: env.ROOT_DOMAIN, protocol: env.PUBLIC_PROTOCOL, port: env.PUBLIC_PORT };
}

const isLocal = (host: string) => host === "localhost" || host.endsWith(".localhost");

export function storeOrigin(store: StoreAddress, s: UrlSettings): string {
  const host = store.customDomain ?? `${store.slug}.${s.rootDomain}`;
  const protocol = s.protocol ?? (isLocal(s.rootDomain) ? "http" : "https");
  const port = s.port && !((protocol === "http" && s.port === 80) || (protocol === "https" && s.port === 443)) ? `:${s.port}` : "";
  return `${protocol}://${host}${port}`;
}

/** Absolute canonical URL of a store path ("/" or "/product/x"). */
export function canonicalUrl(origin: string, path: string): string {
  const p = path.startsWith("/") ? path : `/${path}`;
  return p === "/" ? `${origin}/` : `${origin}${p}`;
}

/** Absolute URL of an asset path such as "/assets/demo/x.svg"; absolute URLs pass through. */
export function absoluteAsset(origin: string, src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  if (/^https?:\/\//i.test(src)) return src;
  return src.startsWith("/") ? `${origin}${src}` : undefined;
}

/** A meta description: plain text, one line, at most `max` characters (cut at a word). */
export function metaDescription(text: string | null | undefined, max = 160): string | undefined {
  const t = (text ?? "").replace(/\s+/g, " ").trim();
  if (!t) return undefined;
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const inStock = (p: { trackQuantity: boolean; quantity: number }) => !p.trackQuantity || p.quantity > 0;

type LdOpts = { url: string; origin: string; currency: string; storeName: string; categoryName?: string | null };

const offerOf = (v: Pick<StoreVariant, "price" | "trackQuantity" | "quantity">, url: string, o: LdOpts) => ({
  "@type": "Offer",
  url,
  price: v.price,
  priceCurrency: o.currency,
  availability: inStock(v) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
  itemCondition: "https://schema.org/NewCondition",
  seller: { "@type": "Organization", name: o.storeName },
});

/** The schema.org property an option's values are, when it has one (search engines group variants by these). */
function variesByOf(optionName: string): "size" | "color" | "material" | "pattern" | null {
  const n = optionName.trim().toLowerCase();
  if (/\bsizes?\b/.test(n)) return "size";
  if (/\bcolou?rs?\b/.test(n)) return "color";
  if (/\bmaterials?\b/.test(n)) return "material";
  if (/\bpatterns?\b/.test(n)) return "pattern";
  return null;
}

/**
 * schema.org for a product page. A product without options is a Product with its offer (price, currency,
 * availability). A product with options is a ProductGroup whose hasVariant lists each variant as a Product
 * with its own SKU, offer and (when an option is a size or colour) size/color, at its own linkable URL
 * (`?variant={id}`), so search engines see each size's price and availability.
 */
/**
 * Reviews (record 0157): AggregateRating and the first published reviews, only when at least one is published
 * (Google refuses a rating of no reviews).
 */
function reviewsLdOf(p: StoreProductDetail) {
  if (!p.ratingCount || !p.ratingAverage) return {};
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: p.ratingAverage, reviewCount: p.ratingCount, bestRating: 5, worstRating: 1 },
    review: p.reviews.map((r) => ({
      "@type": "Review",
      name: r.title,
      reviewBody: r.body,
      datePublished: r.createdAt.slice(0, 10),
      author: { "@type": "Person", name: r.name },
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

export function productJsonLd(p: StoreProductDetail, opts: LdOpts) {
  const base = {
    "@context": "https://schema.org",
    name: p.name,
    description: metaDescription(p.descriptionText || p.shortDescription, 5000),
    image: p.images.map((i) => absoluteAsset(opts.origin, i)).filter(Boolean),
    category: opts.categoryName ?? undefined,
    url: opts.url,
    ...reviewsLdOf(p),
  };
  const variants = p.variants;
  // Without options the product's own fields are its only variant's.
  if (p.options.length === 0 || variants.length === 0) return { ...base, "@type": "Product", sku: p.sku ?? undefined, offers: offerOf(p, opts.url, opts) };
  const props = p.options.map((o) => variesByOf(o.name));
  return {
    ...base,
    "@type": "ProductGroup",
    productGroupID: p.id,
    variesBy: [...new Set(props.filter((x) => x !== null))].map((x) => `https://schema.org/${x}`),
    hasVariant: variants.map((v) => {
      const url = `${opts.url}?variant=${v.id}`;
      const own: Record<string, string> = {};
      props.forEach((prop, i) => {
        if (prop && v.options[i]) own[prop] = v.options[i];
      });
      return {
        "@type": "Product",
        name: `${p.name} — ${v.title}`,
        sku: v.sku ?? undefined,
        image: v.image ? absoluteAsset(opts.origin, v.image) : undefined,
        ...own,
        offers: offerOf(v, url, opts),
      };
    }),
  };
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the script element. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** `alternates`: hreflang → URL of the same page in each language, the entry's own included (issue 44). */
export type SitemapEntry = { url: string; lastModified?: string; alternates?: Record<string, string> };

export function sitemapXml(entries: SitemapEntry[]): string {
  const rows = entries.map((e) => {
    const links = Object.entries(e.alternates ?? {})
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(lang)}" href="${xmlEscape(href)}"/>`)
      .join("");
    return `  <url><loc>${xmlEscape(e.url)}</loc>${e.lastModified ? `<lastmod>${xmlEscape(e.lastModified)}</lastmod>` : ""}${links}</url>`;
  });
  const xhtml = entries.some((e) => e.alternates) ? ` xmlns:xhtml="http://www.w3.org/1999/xhtml"` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${rows.join("\n")}\n</urlset>\n`;
}

/** robots.txt: shoppers' pages open; carts, accounts, checkout, dashboards and the API closed. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /checkout",
    "Disallow: /customer/",
    "Disallow: /tenant-dashboard",
    "Disallow: /login",
    "Disallow: /store/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
