"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useStoreInfo, type StoreInfo } from "@/components/storefront/store-context";
import { storeHref } from "@/components/storefront/store-link";
import { matchesApiPath } from "@/lib/http/query-keys";

/** The store a dashboard screen runs (always present under app/t/[tenant]). */
export function useDashboardStore(): StoreInfo {
  const store = useStoreInfo();
  if (!store) throw new Error("The dashboard needs a store");
  return store;
}

/** Links inside the store in the visitor's addressing mode (path or subdomain). */
export function useStoreHref() {
  const { basePath } = useDashboardStore();
  return useCallback((target: string) => storeHref(basePath, target), [basePath]);
}

/** Invalidate every query of this store whose path starts with one of the given API paths. */
export function useInvalidate() {
  const qc = useQueryClient();
  const { slug } = useDashboardStore();
  return useCallback(
    (...paths: string[]) =>
      Promise.all(
        paths.map((p) => qc.invalidateQueries({ predicate: matchesApiPath(slug, p) })),
      ),
    [qc, slug],
  );
}
