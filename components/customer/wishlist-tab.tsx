"use client";
import { Heart, ShoppingCart, Trash2 } from "lucide-react";
import Link from "next/link";
import { useCart } from "@/components/storefront/cart/cart-provider";
import { useStoreInfo } from "@/components/storefront/store-context";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import type { WishlistItemDto } from "@/lib/customers/schemas";
import { errorMessage } from "@/lib/http/client";
import { formatMoney } from "@/lib/money";
import { useWishlist } from "./queries";
import { UploadedImage } from "@/components/ui/uploaded-image";
import * as customers from "@/lib/customers/endpoints";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useT } from "@/components/storefront/island-messages";

/** Wishlist tab: Add to Cart and remove, so a saved product can be bought without finding it again. */
export function WishlistTab({ basePath }: { basePath: string }) {
  const store = useStoreInfo();
  const cart = useCart();
  const t = useT();
  const { data: items, isLoading } = useWishlist(true);
  const remove = useApiMutation(customers.removeFromWishlist, {
    input: (productId: string) => ({ params: { productId } }),
    onSuccess: () => toast({ title: t("account.wishlist.removed") }),
    onError: (err) => toast({ title: t("account.addresses.error"), description: errorMessage(err, t("account.wishlist.removeFailed")), variant: "destructive" }),
  });

  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (!items?.length) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <Heart className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t("account.wishlist.empty")}</p>
          <Button asChild variant="outline">
            <Link href={storeHref(basePath, "/products")}>{t("account.wishlist.browse")}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const add = (w: WishlistItemDto) =>
    cart.addItem({
      productId: w.product.id,
      name: w.product.name,
      slug: w.product.slug,
      price: w.product.price,
      image: w.product.images[0] ?? null,
      maxQuantity: w.product.trackQuantity ? w.product.quantity : null,
    });

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((w) => {
        const out = w.product.trackQuantity && w.product.quantity <= 0;
        return (
          <Card key={w.id} data-testid="wishlist-item" className="overflow-hidden py-0">
            <Link href={storeHref(basePath, `/product/${w.product.slug}`)} className="block aspect-square bg-muted">
              {w.product.images[0] ? (
                <UploadedImage src={w.product.images[0]} alt={w.product.name} shownWidth={400} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="size-full object-cover" />
              ) : null}
            </Link>
            <CardContent className="space-y-3 pb-4">
              <div>
                <p className="font-medium">{w.product.name}</p>
                <p className="text-sm text-muted-foreground">{formatMoney(w.product.price, store?.currency)}</p>
              </div>
              <div className="flex gap-2">
                {w.product.hasOptions && !out ? (
                  // A product sold in sizes or colours is added from its page, where the shopper picks one.
                  <Button asChild size="sm" className="flex-1">
                    <Link href={storeHref(basePath, `/product/${w.product.slug}`)}>{t("account.wishlist.chooseOptions")}</Link>
                  </Button>
                ) : (
                  <Button size="sm" className="flex-1" disabled={out} onClick={() => add(w)}>
                    <ShoppingCart className="size-4" aria-hidden /> {out ? t("account.wishlist.outOfStock") : t("account.wishlist.addToCart")}
                  </Button>
                )}
                <Button size="sm" variant="outline" aria-label={t("account.wishlist.remove", { name: w.product.name })} disabled={remove.isPending} onClick={() => remove.mutate(w.productId)}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
