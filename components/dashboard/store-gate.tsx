"use client";
import { AlertCircle, LoaderCircle, RefreshCw } from "lucide-react";
import { createContext, useContext, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { PublicTenant } from "@/lib/tenancy/schemas";
import { useDashboardStore } from "./use-dashboard";
import { useApiQuery } from "@/lib/http/use-api-query";
import * as tenancy from "@/lib/tenancy/endpoints";

const TenantContext = createContext<PublicTenant | null>(null);

/** The store's current settings (currency, name…) inside a dashboard screen. */
export function useTenant(): PublicTenant {
  const t = useContext(TenantContext);
  if (!t) throw new Error("useTenant outside StoreGate");
  return t;
}

export function DashboardSkeleton() {
  return (
    <div className="space-y-4 p-4 md:p-8" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-8 w-48" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

/**
 * Loads the store (GET /api/tenant): a skeleton while loading; when the load fails and the
 * user is not the admin, 'Unable to load store information…' with 'Reload Store'. The admin carries
 * on with the store the server already resolved.
 */
export function StoreGate({ isAdmin, fallback, children }: { isAdmin: boolean; fallback: PublicTenant; children: ReactNode }) {
  const { slug } = useDashboardStore();
  const q = useApiQuery(slug, tenancy.current, undefined, { staleTime: 30_000 });

  if (q.isPending) return <DashboardSkeleton />;
  if (q.isError && !isAdmin) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center p-4">
        <div role="alert" className="w-full max-w-md rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center">
          <AlertCircle className="mx-auto mb-3 size-8 text-destructive" aria-hidden />
          <p className="text-sm text-destructive">Unable to load store information. Please check your connection and try again.</p>
          <Button className="mt-4" variant="outline" onClick={() => q.refetch()} disabled={q.isFetching}>
            {q.isFetching ? <LoaderCircle className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
            Reload Store
          </Button>
        </div>
      </div>
    );
  }
  return <TenantContext.Provider value={q.data ?? fallback}>{children}</TenantContext.Provider>;
}
