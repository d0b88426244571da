/**
 * The proxy hands the resolved store to the app as one opaque "tenant key": the `[tenant]` segment of
 * the rewritten page URL (`/t/{key}/…`) and the `x-sb-tenant` header of rewritten /api requests.
 * The key keeps the addressing mode, so pages can build links that stay in that mode:
 *   p.{slug}    path mode        links under /store/{slug}
 *   s.{slug}    subdomain mode   links at the host root
 *   d.{domain}  custom domain    links at the host root
 */
export type TenantRef =
  | { mode: "path"; slug: string }
  | { mode: "subdomain"; slug: string }
  | { mode: "domain"; domain: string };

export const TENANT_HEADER = "x-sb-tenant";
/** Rewritten page URLs live under this prefix; the proxy refuses it from outside. */
export const TENANT_TREE_PREFIX = "/t";

export function encodeTenantKey(ref: TenantRef): string {
  switch (ref.mode) {
    case "path":
      return `p.${ref.slug}`;
    case "subdomain":
      return `s.${ref.slug}`;
    case "domain":
      return `d.${ref.domain}`;
  }
}

const SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const DOMAIN_RE = /^[a-z0-9.-]{1,253}$/;

export function decodeTenantKey(raw: string | null | undefined): TenantRef | null {
  if (!raw || raw.length > 300) return null;
  let key: string;
  try {
    key = decodeURIComponent(raw);
  } catch {
    // A host such as "a%zz.example" cannot be decoded: it names no store.
    return null;
  }
  key = key.split(VARIANT_MARK, 1)[0];
  const kind = key.slice(0, 2);
  const value = key.slice(2);
  if (kind === "p." && SLUG_RE.test(value)) return { mode: "path", slug: value };
  if (kind === "s." && SLUG_RE.test(value)) return { mode: "subdomain", slug: value };
  if (kind === "d." && DOMAIN_RE.test(value)) return { mode: "domain", domain: value };
  return null;
}

/** The URL prefix under which this store's pages live for the visitor ("" at a host root). */
export function basePathFor(ref: TenantRef): string {
  return ref.mode === "path" ? `/store/${ref.slug}` : "";
}

/**
 * What a page varies by besides the store (record 0159): the proxy appends it to the key of page URLs, so each
 * variant is its own cache entry while every visitor with the same choice shares it:
 *   p.demo          the store's own currency
 *   p.demo~c.USD    prices shown in USD (the shopper's `sb_currency` cookie or `?currency=`)
 * Each part is `~{letter}.{value}`; a later part (a language, `~l.hi`) joins the same way. Slugs and domains
 * never contain "~", so the store part is unambiguous. Whether the store offers the currency is the page's
 * decision (an unknown one renders the store's prices).
 */
const VARIANT_MARK = "~";
/**
 * `lang` is the page's language prefix (issue 44: `/hi/products`), null for the store's default language. Whether
 * the store has it enabled is the page's decision (a disabled one is a 404).
 */
export type PageVariant = { currency: string | null; lang?: string | null };

export function withVariant(key: string, variant: PageVariant): string {
  let out = key;
  if (variant.currency) out += `${VARIANT_MARK}c.${variant.currency}`;
  if (variant.lang) out += `${VARIANT_MARK}l.${variant.lang}`;
  return out;
}

export function variantOfKey(raw: string | null | undefined): { currency: string | null; lang: string | null } {
  let key = raw ?? "";
  try {
    key = decodeURIComponent(key);
  } catch {
    return { currency: null, lang: null };
  }
  const currency = /~c\.([A-Z]{3})(?:~|$)/.exec(key);
  const lang = /~l\.([a-z]{2,3}(?:-[A-Za-z]{2,4})?)(?:~|$)/.exec(key);
  return { currency: currency ? currency[1] : null, lang: lang ? lang[1] : null };
}
