"use client";
import { ProductCard, type CardProduct } from "../product-card";
import { Carousel, CAROUSEL_CARD_PX } from "./carousel";

/**
 * A collection carousel of product cards (spec 1 §2.5, §9). Takes product data rather than rendered
 * cards so the page's payload carries each product once.
 */
export function ProductCarousel({ label, products, currency, basePath }: { label: string; products: CardProduct[]; currency: string; basePath: string }) {
  return (
    <Carousel label={label}>
      {products.map((p) => (
        <ProductCard key={p.id} product={p} currency={currency} basePath={basePath} className="shrink-0 snap-start" style={{ width: CAROUSEL_CARD_PX }} />
      ))}
    </Carousel>
  );
}
