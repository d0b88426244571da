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
import { useT } from "@/components/storefront/island-messages";

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
  const t = useT();
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (isError) return <p className="text-sm text-destructive">{t("account.orders.loadFailed")}</p>;
  if (!orders?.length) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <Package className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t("account.orders.emptyTitle")}</p>
          <p className="text-sm text-muted-foreground">{t("account.orders.emptyBody")}</p>
          <Button asChild>
            <Link href={storeHref(basePath, "/products")}>{t("account.orders.startShopping")}</Link>
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
          {t("account.orders.count", { shown: orders.length.toLocaleString(), total: total.toLocaleString() })}
        </p>
        {hasNextPage ? (
          <Button type="button" variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t("account.orders.loading") : t("account.orders.loadMore")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function OrderCard({ order: o, basePath }: { order: CustomerOrderDto; basePath: string }) {
  const invoiceHref = (id: string) => storeHref(basePath, `/invoice/${id}`);
  const money = (v: string | number) => formatMoney(v, o.currency);
  const t = useT();
  // The status in the page's language; one the catalog does not name reads as before.
  const said = t(`account.orders.status.${o.status || "pending"}`);
  const statusText = said.startsWith("account.") ? statusLabel(o.status) : said;
  return (
    <Card data-testid="customer-order">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle className="text-base">
            <Link href={storeHref(basePath, `/order/${o.id}`)} className="hover:underline">
              {t("account.orders.order", { number: orderNumber(o) })}
            </Link>
          </CardTitle>
          {o.invoiceNumber ? (
            <p className="text-sm text-muted-foreground" data-testid="customer-order-invoice">
              {t("account.orders.invoice", { number: o.invoiceNumber })} ·{" "}
              <a className="text-primary-text underline underline-offset-2 hover:decoration-2" href={invoiceHref(o.id)} target="_blank" rel="noopener">
                {t("account.orders.viewInvoice")}
              </a>
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">{new Date(o.createdAt).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" })}</p>
        </div>
        <div className="flex items-center gap-3">
          <Badge variant={statusVariant(o.status)} className="uppercase" data-testid="order-status">
            {statusText}
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
                <LineTitle product={i.productName || t("account.orders.product", { id: String(i.productId) })} variant={i.variantTitle} className="font-medium" />
                {lineSku(i) ? <p className="break-words text-xs text-muted-foreground">{t("account.orders.sku", { sku: lineSku(i) ?? "" })}</p> : null}
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
            <p className="mb-1 font-medium">{t("account.orders.paymentDetails")}</p>
            {(o.transactions.length ? o.transactions : [null]).map((tx, n) => (
              <div key={tx?.id ?? n} className="grid gap-x-4 sm:grid-cols-3">
                {/* Cash on delivery and unpaid orders have no provider reference: nothing to show rather than 'N/A'. */}
                {tx?.gatewayTransactionId ? (
                  <span className="min-w-0 break-all">
                    {t("account.orders.transactionId")} <span className="font-mono">{tx.gatewayTransactionId}</span>
                  </span>
                ) : null}
                <span>{t("account.orders.method", { method: (tx?.paymentMethod ?? o.paymentMethod ?? "—").toUpperCase() })}</span>
                <span>{t("account.orders.amount", { amount: money(tx?.amount ?? o.total) })}</span>
              </div>
            ))}
          </div>
          <Button asChild variant="outline" size="sm">
            <Link href={storeHref(basePath, `/order/${o.id}`)}>{t("account.orders.viewOrder")}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
