"use client";
import { Heart } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/fetch";
import { customerKeys } from "@/lib/http/customer-query-keys";
import { clsx } from "clsx";
import { useT } from "../island-messages";
import { useStoreInfo } from "../store-context";
import { storeHref } from "../store-link";
import { useCustomer } from "../use-customer";
import { refetchStoreJson, useStoreJson } from "../use-store-json";

type WishlistItem = { id: string; productId: string };

/**
 * Wishlist toggle: a signed-in customer adds and removes the product (/api/customers/wishlist); anyone
 * else is asked to log in. Rendered in the browser, so the cached page stays the same for everyone. Reads
 * through useStoreJson rather than TanStack Query, which product pages then need not download.
 */
export function WishlistButton({ productId, productName }: { productId: string; productName: string }) {
  const store = useStoreInfo();
  const basePath = store?.basePath ?? "";
  const { data: customer, isLoading: customerLoading } = useCustomer();
  const key = customerKeys.wishlist(store?.slug);
  const { data: items, isLoading: itemsLoading } = useStoreJson<WishlistItem[]>(customer ? key : null);
  const saved = !!items?.some((i) => i.productId === productId);
  const [pending, setPending] = useState(false);
  const t = useT();

  async function toggle() {
    setPending(true);
    try {
      await (await import("./wishlist-write")).writeWishlist(saved, productId);
      await refetchStoreJson(key);
      toast(
        !saved
          ? { title: t("catalog.product.wishlistAdded"), description: t("catalog.product.wishlistAddedText", { name: productName }), variant: "success" }
          : { title: t("catalog.product.wishlistRemoved"), description: t("catalog.product.wishlistRemovedText", { name: productName }) },
      );
    } catch (err) {
      toast({ title: t("catalog.product.wishlistError"), description: errorMessage(err, t("catalog.product.wishlistFailed")), variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  async function askToLogIn() {
    // The toast's action button is Radix; it comes with the toaster's chunk, on first use.
    const { ToastAction } = await import("@/components/ui/toast");
    toast({
      title: t("catalog.product.loginTitle"),
      description: t("catalog.product.loginText"),
      action: (
        <ToastAction altText={t("catalog.product.login")} asChild>
          <Link href={storeHref(basePath, "/customer/login")}>{t("catalog.product.login")}</Link>
        </ToastAction>
      ),
    });
  }

  return (
    <button
      {...buttonData("outline", "icon-lg")}
      className={buttonClass("outline", "icon-lg")}
      onClick={() => void (customer ? toggle() : askToLogIn())}
      disabled={customerLoading || itemsLoading || pending}
      aria-pressed={saved}
      aria-label={saved ? t("catalog.product.wishlistRemove") : t("catalog.product.wishlistAdd")}
      data-testid="wishlist-button"
    >
      <Heart className={clsx("size-5", saved && "fill-red-500 text-red-500")} aria-hidden />
    </button>
  );
}
