import type { CardProduct } from "../product-card";
import { ProductCard } from "../product-card";
import type { Tr } from "../tr";
import { CAROUSEL_CARD_PX, Carousel } from "./carousel";

/**
 * A collection carousel of product cards (cards 280 px wide). The cards render on the server; only the
 * scrolling row around them is a client island. Its scrolling region is named "{label} products": the section
 * around it is already a region named after the collection, and two landmarks with one name cannot be told
 * apart in a screen reader's landmark list.
 */
export function ProductCarousel({ label, products, currency, basePath, t }: { label: string; products: CardProduct[]; currency: string; basePath: string; t: Tr }) {
  return (
    <Carousel label={t("catalog.home.carouselProducts", { label })}>
      {products.map((p) => (
        <ProductCard key={p.id} product={p} currency={currency} basePath={basePath} className="shrink-0 snap-start" style={{ width: CAROUSEL_CARD_PX }} t={t} />
      ))}
    </Carousel>
  );
}
