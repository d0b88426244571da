"use client";
import { Package } from "lucide-react";
import Link from "next/link";
import { storeHref } from "@/components/storefront/store-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toMinor, fromMinor, formatMoney } from "@/lib/money";
import { orderNumber } from "@/lib/orders/number";
import { lineSku } from "@/lib/orders/line-label";
import { LineTitle } from "@/components/invoice/line-title";
import type { CustomerOrderDto } from "@/lib/orders/schemas";
import { useCustomerOrderPages } from "./queries";
import { OrderTotals } from "./order-totals";
import { Shipments } from "./shipments";
import { UploadedImage } from "@/components/ui/uploaded-image";

export function statusVariant(status: string): "success" | "warning" | "destructive" | "secondary" {
  if (status === "paid" || status === "delivered") return "success";
  if (status === "pending") return "warning";
  if (status === "failed" || status === "cancelled") return "destructive";
  return "secondary";
}

export const statusLabel = (s: string | null | undefined) => (s || "pending").replace(/_/g, " ");

/** Orders tab: the order number, status, total, date, lines and payment details; each order opens its own page. */
export function OrdersTab({ basePath }: { basePath: string }) {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useCustomerOrderPages(true);
  const orders = data?.pages.flatMap((p) => p.orders);
  const total = data?.pages[0]?.total ?? 0;
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (isError) return <p className="text-sm text-destructive">Failed to load your orders.</p>;
  if (!orders?.length) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <Package className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">No orders yet</p>
          <p className="text-sm text-muted-foreground">When you place an order it will show up here.</p>
          <Button asChild>
            <Link href={storeHref(basePath, "/products")}>Start Shopping</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
      {orders.map((o) => (
        <OrderCard key={o.id} order={o} basePath={basePath} />
      ))}
      <div className="flex flex-col items-center gap-2 pt-2">
        <p className="text-sm text-muted-foreground" data-testid="customer-orders-count">
          {orders.length.toLocaleString()} of {total.toLocaleString()} orders
        </p>
        {hasNextPage ? (
          <Button type="button" variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? "Loading…" : "Load more"}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function OrderCard({ order: o, basePath }: { order: CustomerOrderDto; basePath: string }) {
  const invoiceHref = (id: string) => storeHref(basePath, `/invoice/${id}`);
  const money = (v: string | number) => formatMoney(v, o.currency);
  return (
    <Card data-testid="customer-order">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle className="text-base">
            <Link href={storeHref(basePath, `/order/${o.id}`)} className="hover:underline">
              Order {orderNumber(o)}
            </Link>
          </CardTitle>
          {o.invoiceNumber ? (
            <p className="text-sm text-muted-foreground" data-testid="customer-order-invoice">
              Invoice {o.invoiceNumber} ·{" "}
              <a className="text-primary-text underline underline-offset-2 hover:decoration-2" href={invoiceHref(o.id)} target="_blank" rel="noopener">
                View invoice
              </a>
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">{new Date(o.createdAt).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" })}</p>
        </div>
        <div className="flex items-center gap-3">
          <Badge variant={statusVariant(o.status)} className="uppercase" data-testid="order-status">
            {statusLabel(o.status)}
          </Badge>
          <span className="font-semibold">{money(o.total)}</span>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-y rounded-md border">
          {o.items.map((i) => (
            <li key={i.id} className="flex items-center gap-3 p-3">
              {i.productImage ? (
                <UploadedImage src={i.productImage} alt="" shownWidth={48} className="size-12 shrink-0 rounded object-cover" />
              ) : (
                <div className="size-12 shrink-0 rounded bg-muted" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <LineTitle product={i.productName || `Product ${i.productId}`} variant={i.variantTitle} className="font-medium" />
                {lineSku(i) ? <p className="break-words text-xs text-muted-foreground">SKU: {lineSku(i)}</p> : null}
                <p className="text-sm text-muted-foreground">
                  {money(i.price)} × {i.quantity}
                </p>
              </div>
              <span className="shrink-0 font-medium">{money(fromMinor(toMinor(i.price) * i.quantity))}</span>
            </li>
          ))}
        </ul>
        <Shipments fulfillments={o.fulfillments} items={o.items} />
        <OrderTotals order={o} currency={o.currency} refunded={o.refundedAmount} className="sm:ml-auto sm:max-w-sm" />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="rounded-md bg-muted/50 p-3 text-sm sm:flex-1">
            <p className="mb-1 font-medium">Payment details</p>
            {(o.transactions.length ? o.transactions : [null]).map((t, n) => (
              <div key={t?.id ?? n} className="grid gap-x-4 sm:grid-cols-3">
                {/* Cash on delivery and unpaid orders have no provider reference: nothing to show rather than 'N/A'. */}
                {t?.gatewayTransactionId ? (
                  <span className="min-w-0 break-all">
                    Transaction ID: <span className="font-mono">{t.gatewayTransactionId}</span>
                  </span>
                ) : null}
                <span>Method: {(t?.paymentMethod ?? o.paymentMethod ?? "—").toUpperCase()}</span>
                <span>Amount: {money(t?.amount ?? o.total)}</span>
              </div>
            ))}
          </div>
          <Button asChild variant="outline" size="sm">
            <Link href={storeHref(basePath, `/order/${o.id}`)}>View order</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
