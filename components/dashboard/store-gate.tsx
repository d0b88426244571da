"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { AlertCircle, LoaderCircle, Lock, RefreshCw } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { HttpError } from "@/lib/http/client";
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

const ACCESS_ENDED = "You do not have access to this store";

/**
 * A dashboard whose session or access ended while it was open (signed out elsewhere, a staff member removed by
 * the owner): the next call that answers 401, or 403 "no access to this store", puts one clear banner on top with
 * the way back in, instead of leaving a field saying "Not logged in".
 */
function SessionEnded() {
  const qc = useQueryClient();
  const { basePath } = useDashboardStore();
  const [ended, setEnded] = useState<"signed-out" | "removed" | null>(null);
  useEffect(() => {
    const seen = (error: unknown) => {
      if (!(error instanceof HttpError)) return;
      if (error.status === 401) setEnded("signed-out");
      else if (error.status === 403 && error.serverMessage === ACCESS_ENDED) setEnded("removed");
    };
    const offMutations = qc.getMutationCache().subscribe((e) => {
      if (e.type === "updated" && e.action.type === "error") seen(e.action.error);
    });
    const offQueries = qc.getQueryCache().subscribe((e) => {
      if (e.type === "updated" && e.action.type === "error") seen(e.action.error);
    });
    return () => {
      offMutations();
      offQueries();
    };
  }, [qc]);
  if (!ended) return null;
  return (
    <div role="alert" data-testid="session-ended" className="flex flex-wrap items-center justify-center gap-3 border-b border-destructive/40 bg-destructive px-4 py-3 text-sm text-white">
      <span className="font-medium">
        {ended === "removed" ? "You no longer have access to this store." : "Your session has ended: you were signed out, or your access to this store was removed."}
      </span>
      <Button asChild size="sm" variant="secondary">
        <Link href={storeHref(basePath, "/login")}>Sign in again</Link>
      </Button>
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
        <SessionEnded />
        <PermissionGuard>{children}</PermissionGuard>
      </TenantContext.Provider>
    </AccessContext.Provider>
  );
}
