import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { PublicProduct } from "@/lib/catalog/schemas";
import { formatMoney } from "@/lib/money";
import { storeHref } from "./store-link";

/** A product tile: image, name, price with a crossed-out compare-at price when higher, stock. */
export function ProductCard({ product, currency, basePath }: { product: PublicProduct; currency: string; basePath: string }) {
  const compare = product.compareAtPrice && Number(product.compareAtPrice) > Number(product.price) ? product.compareAtPrice : null;
  const outOfStock = product.trackQuantity && product.quantity <= 0;
  return (
    <Link
      href={storeHref(basePath, `/product/${product.slug}`)}
      className="group flex flex-col overflow-hidden rounded-lg border bg-card transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div className="relative aspect-square overflow-hidden bg-muted">
        {product.images[0] ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={product.images[0]}
            alt={product.name}
            loading="lazy"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : null}
        {outOfStock ? (
          <Badge variant="secondary" className="absolute left-2 top-2">
            Out of Stock
          </Badge>
        ) : compare ? (
          <Badge variant="destructive" className="absolute left-2 top-2">
            Sale
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="line-clamp-2 text-sm font-medium">{product.name}</p>
        <p className="mt-auto flex items-baseline gap-2">
          <span className="font-semibold">{formatMoney(product.price, currency)}</span>
          {compare ? <span className="text-xs text-muted-foreground line-through">{formatMoney(compare, currency)}</span> : null}
        </p>
      </div>
    </Link>
  );
}
