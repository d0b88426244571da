"use client";
import { Building2, CalendarClock, DollarSign, ExternalLink, Percent, ShoppingCart, Store } from "lucide-react";
import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import { AccountSecurityCard } from "@/components/account/account-security";
import { TwoFactorCard } from "@/components/account/two-factor-card";
import { LogoutButton } from "@/components/dashboard/logout-button";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Outbox } from "@/components/mail/outbox";
import * as admin from "@/lib/admin/endpoints";
import { isOverdue, type AdminStats, type AdminTenant } from "@/lib/admin/schemas";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney, toMinor } from "@/lib/money";
import { cn } from "@/lib/utils";
import { CreateTenantDialog } from "./create-tenant-dialog";
import { TenantActions } from "./tenant-actions";
import { LoadError } from "@/components/ui/load-states";

// The platform reports carry recharts: a chunk of their own, fetched when the tab opens (issue 42).
const PlatformReports = dynamic(() => import("./platform-reports"), { ssr: false, loading: () => <Skeleton className="h-96 w-full" /> });

function StatCard({ label, icon: Icon, children, testId }: { label: string; icon: typeof Store; children: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex flex-row items-center justify-between pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A figure in the platform currency, with the other currencies' figures beneath it. */
function MoneyFigure({ stats, pick }: { stats: AdminStats; pick: "monthlyRevenue" | "platformFees" }) {
  const others = stats.byCurrency.filter((c) => c.currency !== stats.currency && toMinor(c[pick]) !== 0);
  return (
    <>
      <p className="text-2xl font-bold">{formatMoney(stats[pick], stats.currency)}</p>
      {others.map((c) => (
        <p key={c.currency} className="text-sm text-muted-foreground">
          + {formatMoney(c[pick], c.currency)}
        </p>
      ))}
      <p className="mt-1 text-xs text-muted-foreground">This month</p>
    </>
  );
}

function Overview() {
  const { data, isPending, isError, error } = useApiQuery(null, admin.stats);
  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <LoadError error={error} fallback="Could not load platform statistics." />
    );
  }
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Active Tenants" icon={Building2} testId="stat-active-tenants">
          <p className="text-2xl font-bold">{data.activeTenants}</p>
        </StatCard>
        <StatCard label="Total Orders" icon={ShoppingCart} testId="stat-total-orders">
          <p className="text-2xl font-bold">{data.totalOrders}</p>
        </StatCard>
        <StatCard label="Monthly Revenue" icon={DollarSign} testId="stat-monthly-revenue">
          <MoneyFigure stats={data} pick="monthlyRevenue" />
        </StatCard>
        <StatCard label="Platform Fees" icon={Percent} testId="stat-platform-fees">
          <MoneyFigure stats={data} pick="platformFees" />
        </StatCard>
      </div>
      <NewestStores />
    </div>
  );
}

/** The most recently created stores, at a glance (the full list is under Manage Tenants). */
function NewestStores() {
  const { data } = useApiQuery(null, admin.tenants);
  if (!data?.length) return null;
  const newest = [...data].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Newest stores</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {newest.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium">{t.name}</span>
                <span className="block truncate text-xs text-muted-foreground">{t.domain}</span>
              </span>
              <Badge variant={t.isActive ? "success" : "outline"}>{t.isActive ? "Active" : "Inactive"}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function TenantCard({ t }: { t: AdminTenant }) {
  const overdue = isOverdue(t.nextDueDate);
  return (
    <Card data-testid="tenant-card" data-slug={t.slug}>
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <CardTitle className="flex min-w-0 items-center gap-2 text-base">
          <Store className="size-4 shrink-0 text-primary" aria-hidden />
          <span className="truncate">{t.name}</span>
        </CardTitle>
        <Badge variant={t.isActive ? "success" : "outline"}>{t.isActive ? "Active" : "Inactive"}</Badge>
      </CardHeader>
      <CardContent className="space-y-1 text-sm">
        <a href={`/store/${t.slug}`} className="inline-flex max-w-full items-center gap-1 truncate text-primary-text hover:underline">
          {t.domain} <ExternalLink className="size-3 shrink-0" aria-hidden />
        </a>
        {t.ownerEmail ? <p className="truncate text-muted-foreground">Owner: {t.ownerEmail}</p> : null}
        <p className="text-muted-foreground capitalize">
          {t.subscriptionPlan ? `${t.subscriptionPlan} plan` : "No plan"} · <span data-testid="subscription-status">{t.subscriptionStatus.replace(/_/g, " ")}</span>
        </p>
        {t.nextDueDate ? (
          <p data-testid="next-due" data-overdue={overdue ? "true" : "false"} className={cn("flex items-center gap-1 font-medium", overdue ? "text-destructive" : "text-success")}>
            <CalendarClock className="size-4" aria-hidden />
            Next due: {new Date(t.nextDueDate).toLocaleDateString(undefined, { dateStyle: "medium" })}
            {overdue ? " (overdue)" : ""}
          </p>
        ) : null}
        <TenantActions t={t} />
      </CardContent>
    </Card>
  );
}

function Tenants() {
  const { data, isPending, isError, error } = useApiQuery(null, admin.tenants);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold">Tenants</h2>
          <p className="text-sm text-muted-foreground">Every store on the platform.</p>
        </div>
        <CreateTenantDialog />
      </div>
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : isError ? (
        <LoadError error={error} fallback="Could not load tenants." />
      ) : data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">No tenants yet.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((t) => (
            <TenantCard key={t.id} t={t} />
          ))}
        </div>
      )}
    </div>
  );
}

/** The platform admin's screen: Overview statistics and Manage Tenants. */
export function AdminScreen({ email }: { email: string }) {
  // ?tab=reports opens the reports (their range is in the URL too, so a reload keeps both).
  const tab = useSearchParams().get("tab") === "reports" ? "reports" : "overview";
  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <div className="min-w-0">
            <h1 className="text-lg font-bold">Platform Admin</h1>
            <p className="truncate text-xs text-muted-foreground">Signed in as {email}</p>
          </div>
          <LogoutButton />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <Tabs
          defaultValue={tab}
          className="gap-6"
          onValueChange={(v) => {
            const url = new URL(window.location.href);
            if (v === "reports") url.searchParams.set("tab", v);
            else url.search = "";
            window.history.replaceState(null, "", `${url.pathname}${url.search}`);
          }}
        >
          <TabsList className="h-auto flex-wrap justify-start">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="tenants">Manage Tenants</TabsTrigger>
            <TabsTrigger value="reports">Reports</TabsTrigger>
            <TabsTrigger value="outbox">Outbox</TabsTrigger>
            <TabsTrigger value="account">Account</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <Overview />
          </TabsContent>
          <TabsContent value="tenants">
            <Tenants />
          </TabsContent>
          <TabsContent value="reports">
            <PlatformReports />
          </TabsContent>
          <TabsContent value="outbox">
            <div className="space-y-4">
              <div>
                <h2 className="text-xl font-semibold">Outbox</h2>
                <p className="text-sm text-muted-foreground">Every message of every store and of the platform, newest first.</p>
              </div>
              <Outbox store={null} platform />
            </div>
          </TabsContent>
          <TabsContent value="account">
            <div className="space-y-6">
              <AccountSecurityCard email={email} />
              <TwoFactorCard store={null} email={email} />
            </div>
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
