"use client";
import { Minus, Plus, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import { useCart } from "../cart/cart-provider";
import { useT } from "../island-messages";

export type PurchasableProduct = {
  id: string;
  name: string;
  slug: string;
  /** The variant bought: the cart keeps one line per variant. */
  variantId: string;
  /** "M / Navy"; null for a product without options. */
  variantTitle: string | null;
  price: string;
  image: string | null;
  quantity: number;
  trackQuantity: boolean;
};

/** Untracked stock has no limit; keep the stepper sensible anyway. */
const UNTRACKED_MAX = 999;

export const maxQuantityOf = (p: Pick<PurchasableProduct, "quantity" | "trackQuantity">) =>
  p.trackQuantity ? Math.max(0, p.quantity) : UNTRACKED_MAX;

/** The input's classes, borderless, centred and without spin buttons, inside the stepper's own border. */
export const QUANTITY_INPUT_CLASS =
  "flex min-w-0 rounded-md border-input bg-transparent px-3 py-1 text-base transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground placeholder:text-muted-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 h-9 w-14 border-0 text-center shadow-none [appearance:textfield] focus-visible:ring-0 [&::-webkit-inner-spin-button]:appearance-none";

/** Quantity stepper (1..the variant's stock) and Add to Cart with the chosen quantity. */
export function AddToCart({ product, soldOut: marked = false }: { product: PurchasableProduct; soldOut?: boolean }) {
  const { addItem, openCart } = useCart();
  const max = maxQuantityOf(product);
  const soldOut = marked || max <= 0;
  const [qty, setQty] = useState(1);
  const t = useT();
  const clamp = (n: number) => Math.min(Math.max(1, Math.floor(Number.isFinite(n) ? n : 1)), Math.max(1, max));

  function add() {
    if (soldOut) return;
    addItem(
      {
        id: product.variantId,
        productId: product.id,
        variantId: product.variantId,
        variantTitle: product.variantTitle,
        name: product.name,
        slug: product.slug,
        price: product.price,
        image: product.image,
        maxQuantity: product.trackQuantity ? product.quantity : null,
      },
      qty,
    );
    openCart();
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex items-center rounded-md border" role="group" aria-label={t("catalog.product.quantity")}>
        <button {...buttonData("ghost", "icon")} className={buttonClass("ghost", "icon")} onClick={() => setQty((q) => clamp(q - 1))} disabled={soldOut || qty <= 1} aria-label={t("catalog.product.decrease")}>
          <Minus className="size-4" aria-hidden />
        </button>
        <input
          data-slot="input"
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={qty}
          disabled={soldOut}
          onChange={(e) => setQty(clamp(Number(e.target.value)))}
          className={QUANTITY_INPUT_CLASS}
          aria-label={t("catalog.product.quantity")}
          data-testid="quantity-input"
        />
        <button {...buttonData("ghost", "icon")} className={buttonClass("ghost", "icon")} onClick={() => setQty((q) => clamp(q + 1))} disabled={soldOut || qty >= max} aria-label={t("catalog.product.increase")}>
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
      {/* Full width on phones by stretching in the column (a flex-1 there gave it a zero basis and squashed it to its text's height). */}
      <button {...buttonData("default", "lg")} className={buttonClass("default", "lg", "sm:flex-none sm:px-10")} onClick={add} disabled={soldOut}>
        <ShoppingCart className="size-4" aria-hidden /> {t("catalog.product.addToCart")}
      </button>
    </div>
  );
}
