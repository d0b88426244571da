"use client";
import { useQuery } from "@tanstack/react-query";
import type { Customer } from "@/lib/auth/schemas";
import { apiRequest } from "@/lib/http/client";
import { queryKeys } from "@/lib/http/query-keys";
import { useStoreInfo } from "./store-context";

/**
 * The signed-in customer of this store, or null (GET /api/customers/me; no retry, no cache). `optional=1`
 * makes a visitor a 200 with null rather than a 401, which the browser would log as an error on every page.
 */
export function useCustomer() {
  const store = useStoreInfo();
  return useQuery<Customer | null>({
    queryKey: queryKeys.customer.me(store?.slug),
    queryFn: () => apiRequest<Customer | null>("GET", "/api/customers/me?optional=1"),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
