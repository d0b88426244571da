"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Heart } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ToastAction } from "@/components/ui/toast";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage, getQueryFn } from "@/lib/http/client";
import { queryKeys } from "@/lib/http/query-keys";
import { cn } from "@/lib/utils";
import { useStoreInfo } from "../store-context";
import { storeHref } from "../store-link";
import { useCustomer } from "../use-customer";

type WishlistItem = { id: string; productId: string };

/**
 * Wishlist toggle: a signed-in customer adds and removes the product (/api/customers/wishlist); anyone
 * else is asked to log in. Rendered in the browser, so the cached page stays the same for everyone.
 */
export function WishlistButton({ productId, productName }: { productId: string; productName: string }) {
  const store = useStoreInfo();
  const basePath = store?.basePath ?? "";
  const { data: customer, isLoading: customerLoading } = useCustomer();
  const qc = useQueryClient();
  const key = queryKeys.customer.wishlist(store?.slug);
  const { data: items } = useQuery<WishlistItem[] | null>({
    queryKey: key,
    queryFn: getQueryFn<WishlistItem[]>({ on401: "returnNull" }),
    enabled: !!customer,
  });
  const saved = !!items?.some((i) => i.productId === productId);

  const toggle = useMutation({
    mutationFn: async () => {
      if (saved) await apiRequest("DELETE", `/api/customers/wishlist/${productId}`);
      else await apiRequest("POST", "/api/customers/wishlist", { productId });
      return !saved;
    },
    onSuccess: (nowSaved) => {
      void qc.invalidateQueries({ queryKey: key });
      toast(
        nowSaved
          ? { title: "Added to wishlist", description: `${productName} has been added to your wishlist.`, variant: "success" }
          : { title: "Removed from wishlist", description: `${productName} has been removed from your wishlist.` },
      );
    },
    onError: (err) => toast({ title: "Error", description: errorMessage(err, "Failed to update wishlist"), variant: "destructive" }),
  });

  function onClick() {
    if (!customer) {
      toast({
        title: "Please log in",
        description: "Log in to your account to save products to your wishlist.",
        action: (
          <ToastAction altText="Log in" asChild>
            <Link href={storeHref(basePath, "/customer/login")}>Log in</Link>
          </ToastAction>
        ),
      });
      return;
    }
    toggle.mutate();
  }

  return (
    <Button
      variant="outline"
      size="icon"
      className="size-10"
      onClick={onClick}
      disabled={customerLoading || toggle.isPending}
      aria-pressed={saved}
      aria-label={saved ? "Remove from wishlist" : "Add to wishlist"}
      data-testid="wishlist-button"
    >
      <Heart className={cn("size-5", saved && "fill-red-500 text-red-500")} aria-hidden />
    </Button>
  );
}
