import Link from "next/link";
import type { CSSProperties } from "react";
import { badgeClass } from "@/components/ui/button-classes";
import { formatMoney, toMinor } from "@/lib/money";
import { clsx } from "clsx";
import { LcpImage } from "./lcp-image";
import { Stars } from "./stars";
import { storeHref } from "./store-link";
import type { Tr } from "./tr";
import { UploadedImage } from "@/components/ui/uploaded-image";

/** What a product tile needs; both the storefront's StoreCard and the API's PublicProduct fit. */
export type CardProduct = {
  id: string;
  name: string;
  slug: string;
  /** The lowest variant price. */
  price: string;
  /** The highest variant price: "From" the lowest when they differ. */
  priceMax?: string | null;
  compareAtPrice: string | null;
  image?: string | null;
  images?: string[];
  quantity: number;
  trackQuantity: boolean;
  shortDescription?: string | null;
  /** Reviews (record 0157): shown as stars and a count once one is published. */
  ratingAverage?: string | null;
  ratingCount?: number;
};

/** Reviews (record 0157): the card's stars and count, nothing before a review is published. */
const CardRating = ({ product, t }: { product: CardProduct; t: Tr }) => (product.ratingCount && product.ratingAverage ? <Stars rating={product.ratingAverage} count={product.ratingCount} t={t} /> : null);

export const compareAtOf = (p: Pick<CardProduct, "price" | "compareAtPrice">) =>
  p.compareAtPrice && toMinor(p.compareAtPrice) > toMinor(p.price) ? p.compareAtPrice : null;
const imageOf = (p: CardProduct) => p.image ?? p.images?.[0] ?? null;
const outOfStock = (p: CardProduct) => p.trackQuantity && p.quantity <= 0;

/** Whether the product's variants have different prices (the card then says "From" the lowest). */
export const pricesVary = (p: Pick<CardProduct, "price" | "priceMax">) => !!p.priceMax && toMinor(p.priceMax) > toMinor(p.price);

function Price({ product, currency, className, t }: { product: CardProduct; currency: string; className?: string; t: Tr }) {
  const compare = compareAtOf(product);
  return (
    <p className={clsx("sb-price", className)}>
      <span className="sb-price-now">
        {pricesVary(product) ? t("catalog.card.from", { price: formatMoney(product.price, currency) }) : formatMoney(product.price, currency)}
      </span>
      {compare ? (
        <span className="relative text-xs text-muted-foreground line-through">
          <span className="sr-only">{t("catalog.card.was")} </span>
          {formatMoney(compare, currency)}
        </span>
      ) : null}
    </p>
  );
}

// Badges drawn without components/ui/badge, whose class merging would put tailwind-merge in the client
// islands that draw cards (components/ui/button-classes.ts says why that matters).
/** The default badge with its colours replaced by a dark translucent fill. */
export const OUT_OF_STOCK_BADGE = "ui-badge border-transparent [a&]:hover:bg-primary/90 sb-card-badge bg-zinc-900/85 text-white";
export const SALE_BADGE = badgeClass("destructive", "sb-card-badge");

function StockBadge({ product, t }: { product: CardProduct; t: Tr }) {
  if (outOfStock(product)) {
    return (
      <span data-slot="badge" data-variant="default" className={OUT_OF_STOCK_BADGE}>
        {t("catalog.card.outOfStock")}
      </span>
    );
  }
  return compareAtOf(product) ? (
    <span data-slot="badge" data-variant="destructive" className={SALE_BADGE}>
      {t("catalog.card.sale")}
    </span>
  ) : null;
}

const CARD_SIZES = "(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw";

/** A product tile: image, name, price with a crossed-out compare-at price when higher, stock. */
export function ProductCard({
  product,
  currency,
  basePath,
  className,
  style,
  lcp = false,
  t,
}: {
  /** The card's words in the page's language (./tr.ts): `serverTr(lang)` on the server, `useT()` in an island. */
  t: Tr;
  product: CardProduct;
  currency: string;
  basePath: string;
  className?: string;
  style?: CSSProperties;
  /** The page's largest image (the first card of a listing at the top of its page): loaded at once (./lcp-image). */
  lcp?: boolean;
}) {
  const image = imageOf(product);
  return (
    <Link
      href={storeHref(basePath, `/product/${product.slug}`)}
      className={clsx("group sb-card", className)}
      style={style}
      data-testid="product-card"
    >
      <div className="sb-card-media">
        {image && lcp ? (
          <LcpImage src={image} alt={product.name} shownWidth={400} width={400} height={400} sizes={CARD_SIZES} className="sb-card-img" />
        ) : image ? (
          <UploadedImage src={image} alt={product.name} shownWidth={400} width={400} height={400} sizes={CARD_SIZES} loading="lazy" decoding="async" className="sb-card-img" />
        ) : null}
        <StockBadge product={product} t={t} />
      </div>
      <div className="sb-card-body">
        <p className="sb-card-name">{product.name}</p>
        <CardRating product={product} t={t} />
        <Price product={product} currency={currency} className="mt-auto" t={t} />
      </div>
    </Link>
  );
}

/** The list-view row of a product. */
export function ProductRow({ product, currency, basePath, t }: { product: CardProduct; currency: string; basePath: string; t: Tr }) {
  const image = imageOf(product);
  return (
    <Link
      href={storeHref(basePath, `/product/${product.slug}`)}
      className="group flex gap-4 overflow-hidden rounded-lg border bg-card p-3 text-card-foreground transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
      data-testid="product-card"
    >
      <div className="relative size-24 shrink-0 overflow-hidden rounded-md bg-muted sm:size-32">
        {image ? (
          <UploadedImage src={image} alt={product.name} shownWidth={128} width={128} height={128} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium group-hover:underline">{product.name}</p>
        {product.shortDescription ? <p className="line-clamp-2 text-sm text-muted-foreground">{product.shortDescription}</p> : null}
        <CardRating product={product} t={t} />
        <Price product={product} currency={currency} className="mt-auto" t={t} />
        <p className={clsx("text-xs font-medium", outOfStock(product) ? "text-destructive" : "text-success")}>
          {outOfStock(product) ? t("catalog.card.outOfStock") : t("catalog.card.inStock")}
        </p>
      </div>
    </Link>
  );
}

/** Products as a grid or a list. */
export function ProductList({
  products,
  currency,
  basePath,
  view = "grid",
  eager = false,
  t,
}: {
  /** The cards' words in the page's language (./tr.ts). */
  t: Tr;
  products: CardProduct[];
  currency: string;
  basePath: string;
  view?: "grid" | "list";
  /**
   * The list is at the top of the page and nothing above it has an image: its first card is the page's LCP
   * image. The rest load lazily (the browser still fetches those in view at once, after layout).
   */
  eager?: boolean;
}) {
  if (view === "list") {
    return (
      <div className="flex flex-col gap-3" data-view="list">
        {products.map((p) => (
          <ProductRow key={p.id} product={p} currency={currency} basePath={basePath} t={t} />
        ))}
      </div>
    );
  }
  return (
    <div className="sb-grid" data-view="grid">
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} currency={currency} basePath={basePath} lcp={eager && i === 0} t={t} />
      ))}
    </div>
  );
}
