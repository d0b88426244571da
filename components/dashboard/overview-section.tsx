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
import { useTenant } from "./store-gate";
import { useDashboardStore, useStoreHref } from "./use-dashboard";
import { useApiQuery } from "@/lib/http/use-api-query";
import { SetupChecklist } from "./setup-checklist";

const QUICK_ACTIONS = [
  { label: "Store Settings", href: "/store-settings", icon: Settings },
  { label: "Payment Settings", href: "/payment-settings", icon: CreditCard },
  { label: "Shipping Settings", href: "/shipping-settings", icon: Truck },
  { label: "View Products", href: "/products", icon: ShoppingBag },
];

function trendClass(positive: boolean | null) {
  return positive === null ? "text-muted-foreground" : positive ? "text-success" : "text-destructive";
}

/** Overview: the store's totals (GET /api/tenant/stats) with this month against last month. */
export function OverviewSection() {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  const tenant = useTenant();
  const { data, isPending, isError } = useApiQuery(slug, figures.stats);

  const cards = data
    ? [
        {
          label: "Total Revenue",
          value: formatMoney(data.totalRevenue, tenant.currency),
          icon: ({ className }: { className?: string }) => <CurrencyIcon currency={tenant.currency} className={className} />,
          trend: revenueTrend(data.revenueGrowth, data.revenueThisMonth),
          positive: data.revenueGrowth === null ? toMinor(data.revenueThisMonth) > 0 || null : data.revenueGrowth === 0 ? null : data.revenueGrowth > 0,
        },
        {
          label: "Total Orders",
          value: String(data.totalOrders),
          icon: ShoppingCart,
          trend: formatDelta(data.ordersThisMonth, data.ordersLastMonth),
          positive: data.ordersThisMonth === data.ordersLastMonth ? null : data.ordersThisMonth > data.ordersLastMonth,
        },
        {
          label: "Total Products",
          value: String(data.totalProducts),
          icon: Package,
          trend: `+${data.productsThisMonth} added this month`,
          positive: data.productsThisMonth > 0 ? true : null,
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
            : cards.map(({ label, value, icon: Icon, trend, positive }) => (
                <Card key={label} data-testid={`stat-${label.toLowerCase().replace(/\s+/g, "-")}`}>
                  <CardHeader className="flex flex-row items-center justify-between pb-2">
                    <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
                    <Icon className="size-4 text-muted-foreground" aria-hidden />
                  </CardHeader>
                  <CardContent>
                    <p className="text-2xl font-bold">{value}</p>
                    <p className={cn("mt-1 text-xs", trendClass(positive))}>{trend}</p>
                  </CardContent>
                </Card>
              ))}
        </div>
      </section>
      <OverviewLists />
      <Card>
        <CardHeader>
          <CardTitle>Quick actions</CardTitle>
          <CardDescription>Set up the essentials of {tenant.name}.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_ACTIONS.map(({ label, href: target, icon: Icon }) => (
            <Button key={label} asChild variant="outline" className="h-auto justify-start py-3">
              <Link href={href(target)}>
                <Icon aria-hidden />
                {label}
              </Link>
            </Button>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
