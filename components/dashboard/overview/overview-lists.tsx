"use client";
import dynamic from "next/dynamic";
import Link from "next/link";
import { AlertTriangle, ArrowRight, ChartColumn } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney, sumMoney } from "@/lib/money";
import * as figures from "@/lib/stats/endpoints";
import { Thumbnail } from "../list-parts";
import { statusLabel, statusTone } from "../orders/order-status";
import { useDashboardStore, useStoreHref } from "../use-dashboard";

// recharts is ~100 KB of script: only the overview loads it, after its numbers.
const SalesChart = dynamic(() => import("./sales-chart"), { ssr: false, loading: () => <Skeleton className="h-56 w-full sm:h-64" /> });

/** The overview's sales chart, latest orders and low-stock products (GET /api/tenant/overview). */
export function OverviewLists() {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  const { data, isPending, isError } = useApiQuery(slug, figures.overview);

  if (isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load recent orders and sales.
      </p>
    );
  }
  const money = (v: string) => formatMoney(v, data?.currency);
  const total30 = sumMoney(data?.sales.map((d) => d.revenue) ?? []);
  const orders30 = data?.sales.reduce((n, d) => n + d.orders, 0) ?? 0;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
      <Card className="min-w-0 lg:col-span-3">
        <CardHeader>
          <CardTitle>Sales, last 30 days</CardTitle>
          <CardAction>
            <Button asChild variant="ghost" size="sm">
              <Link href={href("/tenant-dashboard/reports")} data-testid="overview-reports-link">
                Reports <ArrowRight aria-hidden />
              </Link>
            </Button>
          </CardAction>
          <CardDescription>{data ? `${money(total30)} from ${orders30} ${orders30 === 1 ? "order" : "orders"} (cancelled and failed orders left out)` : " "}</CardDescription>
        </CardHeader>
        <CardContent>
          {isPending ? (
            <Skeleton className="h-56 w-full sm:h-64" />
          ) : orders30 === 0 ? (
            // No orders: no chart (an axis from 0 to 4 with a flat line says nothing), but what will be here.
            <div className="flex h-56 flex-col items-center justify-center gap-2 rounded-md border border-dashed text-center sm:h-64" data-testid="sales-empty">
              <ChartColumn className="size-8 text-muted-foreground" aria-hidden />
              <p className="font-medium">No sales in the last 30 days</p>
              <p className="max-w-sm px-4 text-sm text-muted-foreground">Each day&apos;s sales are charted here as soon as shoppers place orders.</p>
            </div>
          ) : (
            <SalesChart sales={data.sales} currency={data.currency} />
          )}
        </CardContent>
      </Card>

      <Card className="min-w-0 lg:col-span-2">
        <CardHeader>
          <CardTitle>Recent orders</CardTitle>
          <CardAction>
            <Button asChild variant="ghost" size="sm">
              <Link href={href("/tenant-dashboard/orders")}>
                All orders <ArrowRight aria-hidden />
              </Link>
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent>
          {isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : data.recentOrders.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">No orders yet. They appear here as soon as a shopper checks out.</p>
          ) : (
            <ul className="divide-y" data-testid="recent-orders">
              {data.recentOrders.map((o) => (
                <li key={o.id} className="flex items-center gap-3 py-3 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      <span className="font-mono">{o.number}</span> · <span className="break-words">{o.customerName}</span>
                    </p>
                    <p className="text-xs text-muted-foreground">{new Date(o.createdAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}</p>
                  </div>
                  <Badge variant={statusTone(o.status)} className="shrink-0">
                    {statusLabel(o.status)}
                  </Badge>
                  <span className="shrink-0 text-right font-medium">{money(o.total)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <AlertTriangle className="size-4 text-amber-600" aria-hidden />
            Low stock
          </CardTitle>
          <CardDescription>Products and variants with 5 or fewer left.</CardDescription>
        </CardHeader>
        <CardContent>
          {isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : data.lowStock.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">Nothing is running low.</p>
          ) : (
            <ul className="divide-y" data-testid="low-stock">
              {data.lowStock.map((p) => (
                <li key={p.variantId}>
                  <Link href={href(`/tenant-dashboard/products/${p.id}/edit`)} className="flex items-center gap-3 py-2 text-sm hover:underline">
                    <Thumbnail src={p.image} className="shrink-0" />
                    <span className="min-w-0 flex-1 truncate">
                      {p.name}
                      {p.variantTitle ? <span className="text-muted-foreground"> — {p.variantTitle}</span> : null}
                    </span>
                    <Badge variant="warning" className="shrink-0">
                      {p.quantity} left
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
