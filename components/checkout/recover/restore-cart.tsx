"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useCart } from "@/components/storefront/cart/cart-provider";
import { useT } from "@/components/storefront/island-messages";
import { storeHref } from "@/components/storefront/store-link";
import { buttonClass } from "@/components/ui/button-classes";
import type { RecoveredCart } from "@/lib/checkouts/schemas";
import { keepCheckoutToken } from "../checkout-record";
import { serverSays } from "../words";

/**
 * The recovery link's island (record 0156): the server's cart replaces this browser's, with the code and the
 * checkout's token (the order placed completes it: recovered). Without notes straight on to the checkout.
 */
export function RestoreCart({ storeId, basePath, cart }: { storeId: string; basePath: string; cart: RecoveredCart }) {
  const { replaceCart, ready } = useCart();
  const router = useRouter();
  const t = useT();
  const done = useRef(false);
  const checkout = storeHref(basePath, "/checkout");
  useEffect(() => {
    if (!ready || done.current) return;
    replaceCart({ items: cart.items, code: cart.code });
    keepCheckoutToken(storeId, cart.token);
    done.current = true;
    if (!cart.notes.length && cart.items.length) router.replace(checkout);
  }, [ready, replaceCart, cart, storeId, router, checkout]);

  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center" role="status" aria-live="polite">
      <h1 className="text-2xl font-bold">{t(cart.items.length ? "checkout.recover.back" : "checkout.recover.empty")}</h1>
      {cart.notes.length ? (
        <ul className="mt-4 space-y-1 text-start text-sm text-muted-foreground" data-testid="recover-notes">
          {cart.notes.map((n, i) => (
            <li key={i}>{serverSays(t, n)}</li>
          ))}
        </ul>
      ) : null}
      <Link href={cart.items.length ? checkout : storeHref(basePath, "/products")} className={buttonClass("default", "lg", "mt-6")}>
        {t(cart.items.length ? "checkout.recover.toCheckout" : "checkout.recover.shopping")}
      </Link>
    </div>
  );
}
