"use client";
import { Minus, Plus, ShoppingBag, Trash2, XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { lineName } from "@/lib/cart/cart";
import type { OrderQuote } from "@/lib/checkout/schemas";
import { quote as checkoutQuote } from "@/lib/checkout/endpoints";
import { callApi } from "@/lib/http/call";
import { exactDisplaySpec, formatMoney, fromMinor, toMinor } from "@/lib/money";
import { cn } from "@/lib/utils";
import { useStoreInfo } from "../store-context";
import { storeHref } from "../store-link";
import { useStoreTheme } from "../store-theme";
import { useCart } from "./cart-provider";
import { UploadedImage } from "@/components/ui/uploaded-image";
import { discountName } from "@/components/checkout/words";
import { useT } from "../island-messages";

/** The cart drawer: items with quantity controls and removal, clear, subtotal, checkout. */
export function CartDrawer() {
  const cart = useCart();
  const t = useT();
  // The drawer comes from the inline end: the left in a right-to-left page (<html dir>, set before paint; loaded client-side only).
  const rtl = typeof document !== "undefined" && document.documentElement.dir === "rtl";
  const store = useStoreInfo();
  const theme = useStoreTheme();
  const basePath = store?.basePath ?? "";
  // A display currency on its pages (record 0159): unit prices by the owner's rounding rule, sums converted exactly.
  const currency = store?.price ?? store?.currency;
  const exact = currency && exactDisplaySpec(currency);
  const items = cart.ready ? cart.items : [];
  // The store's automatic discounts for this cart, priced by the server while the drawer is open (a code is
  // entered at checkout). Shipping and tax wait for the address.
  // (The storefront has no query client: a plain request, the newest answer wins.)
  const linesJson = JSON.stringify(items.map((i) => ({ productId: i.productId, variantId: i.variantId, quantity: i.quantity })));
  const [quote, setQuote] = useState<{ key: string; data: OrderQuote | null } | null>(null);
  useEffect(() => {
    if (!cart.isOpen || linesJson === "[]" || !store) return;
    let live = true;
    callApi(checkoutQuote, { body: { items: JSON.parse(linesJson) } })
      .catch(() => null)
      .then((data) => live && setQuote({ key: linesJson, data }));
    return () => {
      live = false;
    };
  }, [cart.isOpen, linesJson, store]);
  const priced = quote?.key === linesJson ? quote.data : null;
  const automatic = (priced?.discounts ?? []).filter((d) => !d.code && (d.type === "free_shipping" || toMinor(d.amount) > 0));
  // A discount off the items: the rows then end with the server's total net of it (never subtracted here).
  const discounted = priced && automatic.some((d) => d.type !== "free_shipping") ? priced : null;

  return (
    <Sheet open={cart.isOpen} onOpenChange={(open) => (open ? cart.openCart() : cart.closeCart())}>
      <SheetContent side={rtl ? "left" : "right"} className={cn("w-full gap-0 p-0 sm:max-w-md", theme.className)} style={theme.style} data-testid="cart-drawer" showCloseButton={false}>
        <SheetHeader className="border-b">
          <SheetTitle className="flex items-center gap-2 text-lg">
            <ShoppingBag className="size-5" aria-hidden /> {t("cart.drawer.title")}
            {cart.count > 0 ? <span className="text-sm font-normal text-muted-foreground">({cart.count})</span> : null}
          </SheetTitle>
          <SheetDescription className="sr-only">{t("cart.drawer.description")}</SheetDescription>
        </SheetHeader>

        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
            <ShoppingBag className="size-12 text-muted-foreground/50" aria-hidden />
            <p className="font-medium">{t("cart.drawer.empty")}</p>
            <p className="text-sm text-muted-foreground">{t("cart.drawer.emptyHint")}</p>
            <Button asChild variant="outline" onClick={cart.closeCart}>
              <Link href={storeHref(basePath, "/products")}>{t("cart.drawer.continueShopping")}</Link>
            </Button>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y overflow-y-auto px-4" aria-label={t("cart.drawer.items")}>
              {items.map((item) => {
                const atMax = item.maxQuantity !== null && item.quantity >= item.maxQuantity;
                const name = lineName(item);
                return (
                  <li key={item.id} className="flex gap-3 py-4" data-testid="cart-item">
                    <div className="size-20 shrink-0 overflow-hidden rounded-md border bg-muted">
                      {item.image ? (
                        <UploadedImage src={item.image} alt="" shownWidth={80} className="h-full w-full object-cover" />
                      ) : null}
                    </div>
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <div className="flex items-start justify-between gap-2">
                        {item.slug ? (
                          <Link
                            href={storeHref(basePath, `/product/${item.slug}${item.variantId && item.variantTitle ? `?variant=${item.variantId}` : ""}`)}
                            onClick={cart.closeCart}
                            className="line-clamp-2 text-sm font-medium hover:underline"
                          >
                            {name}
                          </Link>
                        ) : (
                          <p className="line-clamp-2 text-sm font-medium">{name}</p>
                        )}
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-7 shrink-0 text-muted-foreground hover:text-destructive"
                          onClick={() => cart.removeItem(item.id)}
                          aria-label={t("cart.drawer.remove", { name })}
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </Button>
                      </div>
                      <p className="text-sm text-muted-foreground">{formatMoney(item.price, currency)}</p>
                      <div className="mt-auto flex items-center justify-between">
                        <div className="flex items-center rounded-md border" role="group" aria-label={t("cart.drawer.quantityOf", { name })}>
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8"
                            onClick={() => cart.updateQuantity(item.id, item.quantity - 1)}
                            aria-label={t("cart.drawer.decrease", { name })}
                          >
                            <Minus className="size-3.5" aria-hidden />
                          </Button>
                          <span className="w-8 text-center text-sm tabular-nums" data-testid="cart-item-quantity" aria-live="polite">
                            {item.quantity}
                          </span>
                          <Button
                            variant="ghost"
                            size="icon"
                            className="size-8"
                            disabled={atMax}
                            onClick={() => cart.updateQuantity(item.id, item.quantity + 1)}
                            aria-label={t("cart.drawer.increase", { name })}
                          >
                            <Plus className="size-3.5" aria-hidden />
                          </Button>
                        </div>
                        <p className="text-sm font-semibold tabular-nums">{formatMoney(fromMinor(toMinor(item.price) * item.quantity), exact)}</p>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
            <SheetFooter className="border-t bg-muted/30">
              {/* The checkout's rows, in its order: the subtotal, each discount, then a total net of them (the
                  server's figure, record 0046). Without a discount, the subtotal is that total. */}
              <dl className="space-y-1" data-testid="cart-totals">
                <div className={cn("flex items-center justify-between", discounted ? "text-sm" : "text-base font-semibold")}>
                  <dt className={discounted ? "text-muted-foreground" : undefined}>{t("cart.drawer.subtotal")}</dt>
                  <dd data-testid="cart-subtotal">{formatMoney(discounted ? discounted.subtotal : cart.subtotal, exact)}</dd>
                </div>
                {automatic.map((d) => (
                  <div key={d.id} className="flex items-center justify-between text-sm text-emerald-700 dark:text-emerald-400" data-testid="cart-discount">
                    <dt>{discountName(t, { code: null, title: d.title, type: d.type }, "cart")}</dt>
                    <dd className="tabular-nums">{d.type === "free_shipping" ? t("cart.drawer.atCheckout") : `−${formatMoney(d.amount, exact)}`}</dd>
                  </div>
                ))}
                {discounted ? (
                  <div className="flex items-center justify-between border-t pt-1 text-base font-semibold">
                    <dt>{t("cart.drawer.totalBeforeShipping")}</dt>
                    <dd data-testid="cart-total">{formatMoney(discounted.itemsTotal, exact)}</dd>
                  </div>
                ) : null}
              </dl>
              <p className="text-xs text-muted-foreground">{t("cart.drawer.taxNote")}</p>
              <Button asChild size="lg" className="w-full" onClick={cart.closeCart}>
                <Link href={storeHref(basePath, "/checkout")}>{t("cart.drawer.checkout")}</Link>
              </Button>
              <Button variant="outline" className="w-full" onClick={() => cart.clearCart()}>
                {t("cart.drawer.clear")}
              </Button>
            </SheetFooter>
          </>
        )}
        {/* The sheet's own close button, at the inline end (it mirrors in a right-to-left page) and in the page's language. */}
        <SheetClose className="absolute end-4 top-4 rounded-xs opacity-70 ring-offset-background transition-opacity outline-none hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none data-[state=open]:bg-accent [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4">
          <XIcon aria-hidden="true" />
          <span className="sr-only">{t("cart.drawer.close")}</span>
        </SheetClose>
      </SheetContent>
    </Sheet>
  );
}
