"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { AlertCircle, LoaderCircle, Lock, RefreshCw } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { PublicTenant } from "@/lib/tenancy/schemas";
import { useDashboardStore } from "./use-dashboard";
import { useApiQuery } from "@/lib/http/use-api-query";
import * as tenancy from "@/lib/tenancy/endpoints";

import { ruleForPath } from "@/lib/dashboard-sections";
import { ruleMessage, satisfies, type PermissionRule, type StaffPermission } from "@/lib/permissions";
import { storeHref } from "@/components/storefront/store-link";

const TenantContext = createContext<PublicTenant | null>(null);

/**
 * Who is running the dashboard (issue 40): the platform admin (reads every store), the owner (every permission)
 * or a staff member (the permissions granted). Resolved on the server by the layout (lib/members) and handed
 * down, so the sidebar and the screens show only what the member may use; the API decides again on each call.
 */
export type DashboardAccess = { isAdmin: boolean; role: "owner" | "staff" | null; permissions: StaffPermission[] };

const AccessContext = createContext<DashboardAccess>({ isAdmin: false, role: "owner", permissions: [] });

/** The dashboard's access, with `can(rule)`: may this member use what the rule guards? */
export function useAccess() {
  const access = useContext(AccessContext);
  const can = useCallback(
    (rule?: PermissionRule) => access.isAdmin || (access.role !== null && satisfies({ role: access.role, permissions: access.permissions }, rule)),
    [access],
  );
  return useMemo(() => ({ ...access, can }), [access, can]);
}

/** The page shown for a dashboard URL the member may not use: what is missing, and the way back. */
export function NoPermission({ rule }: { rule: PermissionRule }) {
  const { basePath } = useDashboardStore();
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4">
      <div role="alert" className="w-full max-w-md rounded-lg border bg-background p-6 text-center" data-testid="no-permission">
        <Lock className="mx-auto mb-3 size-8 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">{ruleMessage(rule)}</h2>
        <p className="mt-2 text-sm text-muted-foreground">Ask the store owner for access if you need it.</p>
        <Button asChild className="mt-4" variant="outline">
          <Link href={storeHref(basePath, "/tenant-dashboard")}>Back to dashboard</Link>
        </Button>
      </div>
    </div>
  );
}

/** Shows the page only when the member may use it (its rule from lib/dashboard-sections.ts), else NoPermission. */
function PermissionGuard({ children }: { children: ReactNode }) {
  const pathname = usePathname() ?? "";
  const { can } = useAccess();
  const rule = ruleForPath(pathname);
  return can(rule) ? <>{children}</> : <NoPermission rule={rule} />;
}

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
export function StoreGate({ access, fallback, children }: { access: DashboardAccess; fallback: PublicTenant; children: ReactNode }) {
  const isAdmin = access.isAdmin;
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
  return (
    <AccessContext.Provider value={access}>
      <TenantContext.Provider value={q.data ?? fallback}>
        <PermissionGuard>{children}</PermissionGuard>
      </TenantContext.Provider>
    </AccessContext.Provider>
  );
}
