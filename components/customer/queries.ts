"use client";
import { useQuery } from "@tanstack/react-query";
import { useStoreInfo } from "@/components/storefront/store-context";
import type { AddressDto, WishlistItemDto } from "@/lib/customers/schemas";
import { queryKey } from "@/lib/http/client";
import type { CustomerOrderDto } from "@/lib/orders/schemas";

/** The signed-in customer's data (spec 1 §7): fetched only when a customer is present. */
export function customerKey(slug: string | undefined, path: "/api/customers/orders" | "/api/customers/addresses" | "/api/customers/wishlist") {
  return queryKey(slug ?? "_", path);
}

export function useCustomerOrders(enabled: boolean) {
  const store = useStoreInfo();
  return useQuery<CustomerOrderDto[]>({ queryKey: customerKey(store?.slug, "/api/customers/orders"), enabled });
}

export function useAddresses(enabled: boolean) {
  const store = useStoreInfo();
  return useQuery<AddressDto[]>({ queryKey: customerKey(store?.slug, "/api/customers/addresses"), enabled });
}

export function useWishlist(enabled: boolean) {
  const store = useStoreInfo();
  return useQuery<WishlistItemDto[]>({ queryKey: customerKey(store?.slug, "/api/customers/wishlist"), enabled });
}
