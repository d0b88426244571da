"use client";
import { useQuery } from "@tanstack/react-query";
import { useStoreInfo } from "@/components/storefront/store-context";
import type { AddressDto, WishlistItemDto } from "@/lib/customers/schemas";
import { queryKeys } from "@/lib/http/query-keys";
import type { CustomerOrderDto } from "@/lib/orders/schemas";

// The signed-in customer's data: each hook is enabled only once a customer is known, since without a session
// the API answers 401 and a retried 401 would only delay the login prompt.

export function useCustomerOrders(enabled: boolean) {
  const store = useStoreInfo();
  return useQuery<CustomerOrderDto[]>({ queryKey: queryKeys.customer.orders(store?.slug), enabled });
}

export function useAddresses(enabled: boolean) {
  const store = useStoreInfo();
  return useQuery<AddressDto[]>({ queryKey: queryKeys.customer.addresses(store?.slug), enabled });
}

export function useWishlist(enabled: boolean) {
  const store = useStoreInfo();
  return useQuery<WishlistItemDto[]>({ queryKey: queryKeys.customer.wishlist(store?.slug), enabled });
}
