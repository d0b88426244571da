"use client";
import { useQuery } from "@tanstack/react-query";
import type { Customer } from "@/lib/auth/schemas";
import { getQueryFn, queryKey, storeBasePath } from "@/lib/http/client";

/** The signed-in customer of this store, or null (GET /api/customers/me; no retry, no cache). */
export function useCustomer() {
  return useQuery<Customer | null>({
    queryKey: queryKey(storeBasePath() || "host", "/api/customers/me"),
    queryFn: getQueryFn<Customer>({ on401: "returnNull" }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
