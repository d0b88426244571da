"use client";
import { useQuery } from "@tanstack/react-query";
import type { Customer } from "@/lib/auth/schemas";
import { getQueryFn } from "@/lib/http/client";
import { queryKeys } from "@/lib/http/query-keys";
import { useStoreInfo } from "./store-context";

/** The signed-in customer of this store, or null (GET /api/customers/me; no retry, no cache). */
export function useCustomer() {
  const store = useStoreInfo();
  return useQuery<Customer | null>({
    queryKey: queryKeys.customer.me(store?.slug),
    queryFn: getQueryFn<Customer>({ on401: "returnNull" }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
