"use client";
import Link from "next/link";
import { CreditCard, Package, Settings, ShoppingBag, ShoppingCart, Truck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney, toMinor } from "@/lib/money";
import { formatDelta } from "@/lib/stats/growth";
import * as figures from "@/lib/stats/endpoints";
import { cn } from "@/lib/utils";
import { CurrencyIcon } from "./overview/currency-icon";
import { OverviewLists } from "./overview/overview-lists";
import { revenueTrend } from "./overview/trend";
import { useAccess, useTenant } from "./store-gate";
import { PERMISSION_AREAS } from "@/lib/permissions";
import { useDashboardStore, useStoreHref } from "./use-dashboard";
import { useApiQuery } from "@/lib/http/use-api-query";
import { SetupChecklist } from "./setup-checklist";

const QUICK_ACTIONS = [
  { label: "Store Settings", href: "/store-settings", icon: Settings, rule: "settings" },
  { label: "Payment Settings", href: "/payment-settings", icon: CreditCard, rule: "settings" },
  { label: "Shipping Settings", href: "/shipping-settings", icon: Truck, rule: "settings" },
  { label: "View Products", href: "/products", icon: ShoppingBag, rule: "member" },
] as const;

function trendClass(positive: boolean | null) {
  return positive === null ? "text-muted-foreground" : positive ? "text-success" : "text-destructive";
}

/**
 * Overview. The store's figures need `reports` (issue 40): a staff member without it sees the set-up checklist,
 * a welcome naming what they manage, and the quick actions they may use.
 */
export function OverviewSection() {
  const { can } = useAccess();
  return can("reports") ? <StoreOverview /> : <MemberOverview />;
}

function QuickActions() {
  const href = useStoreHref();
  const tenant = useTenant();
  const { can } = useAccess();
  const actions = QUICK_ACTIONS.filter((a) => can(a.rule));
  if (actions.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick actions</CardTitle>
        <CardDescription>Set up the essentials of {tenant.name}.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map(({ label, href: target, icon: Icon }) => (
          <Button key={label} asChild variant="outline" className="h-auto justify-start py-3">
            <Link href={href(target)}>
              <Icon aria-hidden />
              {label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

function MemberOverview() {
  const tenant = useTenant();
  const { permissions } = useAccess();
  return (
    <div className="space-y-8">
      <Card data-testid="member-overview">
        <CardHeader>
          <CardTitle>Welcome to {tenant.name}</CardTitle>
          <CardDescription>
            {permissions.length > 0
              ? `You manage ${permissions.map((p) => PERMISSION_AREAS[p].label.toLowerCase()).join(", ")} here. Use the menu to open them.`
              : "You have no permissions in this store yet. Ask the store owner for access."}
          </CardDescription>
        </CardHeader>
      </Card>
      <QuickActions />
    </div>
  );
}

/** The store's totals (GET /api/tenant/stats) with this month against last month. */
function StoreOverview() {
  const { slug } = useDashboardStore();
  const tenant = useTenant();
  const storeHref = useStoreHref();
  const { data, isPending, isError } = useApiQuery(slug, figures.stats);

  const cards = data
    ? [
        {
          label: "Total Revenue",
          value: formatMoney(data.totalRevenue, tenant.currency),
          icon: ({ className }: { className?: string }) => <CurrencyIcon currency={tenant.currency} className={className} />,
          trend: revenueTrend(data.revenueGrowth, data.revenueThisMonth),
          positive: data.revenueGrowth === null ? toMinor(data.revenueThisMonth) > 0 || null : data.revenueGrowth === 0 ? null : data.revenueGrowth > 0,
          report: "/tenant-dashboard/reports?range=month&compare=previous_period",
        },
        {
          label: "Total Orders",
          value: String(data.totalOrders),
          icon: ShoppingCart,
          trend: formatDelta(data.ordersThisMonth, data.ordersLastMonth),
          positive: data.ordersThisMonth === data.ordersLastMonth ? null : data.ordersThisMonth > data.ordersLastMonth,
          report: "/tenant-dashboard/reports?range=month&compare=previous_period",
        },
        {
          label: "Total Products",
          value: String(data.totalProducts),
          icon: Package,
          trend: `+${data.productsThisMonth} added this month`,
          positive: data.productsThisMonth > 0 ? true : null,
          report: "/tenant-dashboard/reports#report-products",
        },
      ]
    : [];

  return (
    <div className="space-y-8">
      <SetupChecklist />
      <section aria-label="Store statistics">
        {isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the store statistics.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-3">
          {isPending
            ? [0, 1, 2].map((i) => <Skeleton key={i} className="h-32" />)
            : cards.map(({ label, value, icon: Icon, trend, positive, report }) => (
                // Each figure opens the report behind it (issue 42).
                <Link key={label} href={storeHref(report)} className="block rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" title="Open the report">
                <Card data-testid={`stat-${label.toLowerCase().replace(/\s+/g, "-")}`} className="h-full transition-colors hover:border-primary/50">
                  <CardHeader className="flex flex-row items-center justify-between pb-2">
                    <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
                    <Icon className="size-4 text-muted-foreground" aria-hidden />
                  </CardHeader>
                  <CardContent>
                    <p className="text-2xl font-bold">{value}</p>
                    <p className={cn("mt-1 text-xs", trendClass(positive))}>{trend}</p>
                  </CardContent>
                </Card>
                </Link>
              ))}
        </div>
      </section>
      <OverviewLists />
      <QuickActions />
    </div>
  );
}
