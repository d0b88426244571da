"use client";
import type { Customer } from "@/lib/auth/schemas";
import { customerKeys } from "@/lib/http/customer-query-keys";
import { useStoreInfo } from "./store-context";
import { useStoreJson } from "./use-store-json";

/**
 * The signed-in customer of this store, or null (GET /api/customers/me?optional=1, asked again on every mount). No
 * TanStack Query: the header's account area uses it on every shopper's page.
 */
export function useCustomer() {
  const store = useStoreInfo();
  return useStoreJson<Customer>(customerKeys.me(store?.slug));
}
