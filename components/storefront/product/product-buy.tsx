"use client";
import { clsx } from "clsx";
import { useEffect, useState, useSyncExternalStore } from "react";
import { badgeClass } from "@/components/ui/button-classes";
import { formatMoney, toMinor } from "@/lib/money";
import { chooseValue, choiceTitle, initialVariant, isAvailable, valueState, variantSearch, type ShopOption, type ShopVariant } from "@/lib/storefront/variant-choice";
import { useT } from "../island-messages";
import { AddToCart } from "./add-to-cart";

/** The event the gallery listens to, to show the chosen variant's image. */
export const VARIANT_IMAGE_EVENT = "sb:variant-image";

const noSubscribe = () => () => {};
const urlVariant = () => new URLSearchParams(window.location.search).get("variant");

/**
 * The product page's buying box: the chosen variant's price, stock and SKU, the option pickers and Add to
 * Cart. The cached page is one per product, with every variant embedded once in these props; the choice
 * lives in the URL (`?variant={id}`, replaced, not pushed) so a variant can be linked. The server paints
 * the default variant; a linked one is shown once the page hydrates.
 */
export function ProductBuy({
  product,
  options,
  variants,
  currency,
}: {
  product: { id: string; name: string; slug: string; image: string | null };
  options: ShopOption[];
  variants: ShopVariant[];
  currency: string;
}) {
  // The URL's variant (null while rendering on the server, so the first paint matches the cached HTML).
  const linked = useSyncExternalStore(noSubscribe, urlVariant, () => null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const t = useT();
  const current = initialVariant(variants, chosenId ?? linked);
  const selected = current.options;
  const available = isAvailable(current);

  useEffect(() => {
    if (current.image) window.dispatchEvent(new CustomEvent(VARIANT_IMAGE_EVENT, { detail: { productId: product.id, image: current.image } }));
  }, [current.image, product.id]);

  function pick(index: number, value: string) {
    // Values no in-stock variant has are disabled, so there is always a variant to move to.
    const next = chooseValue(variants, selected, index, value);
    if (!next) return;
    setChosenId(next.id);
    window.history.replaceState(window.history.state, "", variantSearch(window.location.search, next.id));
  }

  const compare = current.compareAtPrice && toMinor(current.compareAtPrice) > toMinor(current.price) ? current.compareAtPrice : null;
  const tracked = current.stock !== null;

  return (
    <>
      <div className="flex flex-wrap items-baseline gap-3">
        <span className="text-3xl font-bold" data-testid="product-price">
          {formatMoney(current.price, currency)}
        </span>
        {compare ? (
          <>
            <span className="text-lg text-muted-foreground line-through" data-testid="product-compare-price">
              <span className="sr-only">{t("catalog.product.was")} </span>
              {formatMoney(compare, currency)}
            </span>
            <span data-slot="badge" className={badgeClass("destructive")}>
              {t("catalog.product.save", { percent: String(Math.round(((toMinor(compare) - toMinor(current.price)) / toMinor(compare)) * 100)) })}
            </span>
          </>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" aria-live="polite" data-testid="product-stock">
        {available ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-success">
            <span className="size-2 rounded-full bg-success" aria-hidden />
            {t("catalog.product.inStock")}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5 font-medium text-destructive">
            <span className="size-2 rounded-full bg-destructive" aria-hidden />
            {t("catalog.product.outOfStock")}
          </span>
        )}
        {available && tracked ? <span className="text-muted-foreground">{t("catalog.product.available", { count: String(current.stock) })}</span> : null}
        {current.sku ? (
          <span className="text-muted-foreground">
            {t("catalog.product.sku")} <span className="font-mono">{current.sku}</span>
          </span>
        ) : null}
      </div>

      {options.map((o, index) => (
        <fieldset key={o.name} className="flex flex-col gap-2" data-testid={`option-${index}`}>
          <legend className="mb-2 text-sm font-medium">
            {o.name}: <span className="font-normal text-muted-foreground">{selected[index]}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {o.values.map(({ value, swatch }) => {
              const { state, selectable } = valueState(variants, selected, index, value);
              const checked = selected[index] === value;
              const note = state === "soldOut" ? t("catalog.product.valueOutOfStock") : state === "missing" ? t("catalog.product.valueUnavailable") : null;
              return (
                <label
                  key={value}
                  title={swatch ? value : undefined}
                  className={clsx(
                    "relative inline-flex cursor-pointer items-center justify-center border text-sm transition has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:opacity-60",
                    swatch ? "size-10 rounded-full p-1" : "h-10 min-w-12 rounded-md px-3",
                    checked ? "border-primary ring-1 ring-primary" : "border-input hover:border-foreground/50",
                    swatch ? null : checked ? "bg-primary text-primary-foreground" : "bg-background",
                    note && (swatch ? "opacity-60" : "text-muted-foreground line-through decoration-1"),
                    checked && swatch === null && note ? "bg-muted" : null,
                  )}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`option-${product.id}-${index}`}
                    value={value}
                    aria-label={note ? t("catalog.product.valueNote", { value, note }) : value}
                    checked={checked}
                    disabled={!selectable && !checked}
                    onChange={() => pick(index, value)}
                  />
                  {swatch ? (
                    <>
                      <span className="size-full rounded-full border border-black/10" style={{ background: swatch }} aria-hidden />
                      {note ? <span className="absolute inset-x-1 top-1/2 h-px -rotate-45 bg-foreground" aria-hidden /> : null}
                    </>
                  ) : (
                    value
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}

      <AddToCart
        key={current.id}
        soldOut={!available}
        product={{
          id: product.id,
          name: product.name,
          slug: product.slug,
          variantId: current.id,
          variantTitle: choiceTitle(current),
          price: current.price,
          image: current.image ?? product.image,
          quantity: current.stock ?? 0,
          trackQuantity: tracked,
        }}
      />
    </>
  );
}
