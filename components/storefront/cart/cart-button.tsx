"use client";
import { ShoppingCart } from "lucide-react";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import { useT } from "../island-messages";
import { useCart } from "./cart-provider";

/** Header cart button with the item-count badge; opens and closes the cart drawer. */
export function CartButton() {
  const { count, ready, toggleCart, isOpen } = useCart();
  const t = useT();
  const shown = ready ? count : 0;
  return (
    <button
      {...buttonData("ghost", "icon")}
      className={buttonClass("ghost", "icon", "relative")}
      onClick={toggleCart}
      aria-label={t("cart.button.label", { count: shown })}
      aria-expanded={isOpen}
      aria-haspopup="dialog"
      data-testid="cart-button"
    >
      <ShoppingCart className="size-5" aria-hidden />
      {shown > 0 ? (
        <span
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-semibold leading-none text-primary-foreground"
          data-testid="cart-count"
        >
          {shown > 99 ? "99+" : shown}
        </span>
      ) : null}
    </button>
  );
}
