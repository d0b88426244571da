"use client";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useStoreInfo } from "@/components/storefront/store-context";
import type { AddressDto, WishlistItemDto } from "@/lib/customers/schemas";
import { queryKeys } from "@/lib/http/query-keys";
import type { CustomerOrderDto, OrderPage } from "@/lib/orders/schemas";
import * as orders from "@/lib/orders/endpoints";
import { callApi } from "@/lib/http/call";

// The signed-in customer's data: each hook is enabled only once a customer is known, since without a session
// the API answers 401 and a retried 401 would only delay the login prompt.

/** The customer's orders a page at a time ("Load more"), under the orders key so invalidating it refreshes these. */
export const CUSTOMER_ORDER_PAGE = 10;
export function useCustomerOrderPages(enabled: boolean) {
  const store = useStoreInfo();
  return useInfiniteQuery({
    queryKey: [...queryKeys.customer.orders(store?.slug), "pages"],
    queryFn: async ({ pageParam }): Promise<OrderPage<CustomerOrderDto>> => {
      const answer = await callApi(orders.customerOrders, { query: { page: pageParam, limit: CUSTOMER_ORDER_PAGE } });
      // Paged, since page and limit are sent: the whole list is the other form of the answer.
      return Array.isArray(answer) ? { orders: answer, total: answer.length, page: 1, limit: answer.length, pages: 1 } : answer;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    enabled,
  });
}

export function useAddresses(enabled: boolean) {
  const store = useStoreInfo();
  return useQuery<AddressDto[]>({ queryKey: queryKeys.customer.addresses(store?.slug), enabled });
}

export function useWishlist(enabled: boolean) {
  const store = useStoreInfo();
  return useQuery<WishlistItemDto[]>({ queryKey: queryKeys.customer.wishlist(store?.slug), enabled });
}
