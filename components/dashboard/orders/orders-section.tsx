"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/http/client";
import { formatMoney } from "@/lib/money";
import { orderNumber } from "@/lib/orders/number";
import { lineName, lineSku } from "@/lib/orders/line-label";
import type { OrderDto } from "@/lib/orders/schemas";
import { NativeSelect } from "../native-select";
import { useTenant } from "../store-gate";
import { useDashboardStore, useInvalidate, useStoreHref } from "../use-dashboard";
import { RefundForm } from "./refund-form";
import { ORDER_TRANSITIONS, statusChangeEffects } from "@/lib/orders/transitions";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import { OWNER_ORDER_STATUSES, paymentLabel, statusLabel, statusOptionLabel, statusTone, type OwnerOrderStatus } from "./order-status";
import { queryKeys } from "@/lib/http/query-keys";
import { EmptyState } from "@/components/ui/empty-state";
import { SectionHeader } from "@/components/dashboard/section-header";
import { LoadError } from "@/components/ui/load-states";
import { Thumbnail } from "@/components/dashboard/list-parts";

/** GET /api/orders (owner): the orders slice's DTO. */
type OwnerOrder = OrderDto;

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function OrderCard({ order, currency }: { order: OwnerOrder; currency: string }) {
  const invalidate = useInvalidate();
  const money = (v: string | null | undefined) => formatMoney(v ?? 0, order.currency || currency);
  const update = useMutation({
    mutationFn: (status: string) => apiRequest("PATCH", `/api/orders/${order.id}/status`, { status }),
    onSuccess: (_d, status) => {
      toast({ title: "Order status updated", description: `Order ${orderNumber(order)} is now ${statusOptionLabel(status)}.`, variant: "success" });
      return invalidate("/api/orders", "/api/tenant/stats", "/api/tenant/overview");
    },
    onError: (err) => toast({ title: "Error updating order status", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });
  const current = order.status || "pending";
  const selectId = `order-status-${order.id}`;
  const href = useStoreHref();
  // Only the moves the server allows from this status (lib/orders/transitions.ts), plus the current one.
  const allowed = OWNER_ORDER_STATUSES.filter((s) => s === current || (ORDER_TRANSITIONS[current] ?? []).includes(s));
  // A move that touches stock or money (cancel, record or reverse a payment) is confirmed first, saying what it does.
  const [confirming, setConfirming] = useState<{ to: OwnerOrderStatus; effects: string[] } | null>(null);
  const choose = (to: OwnerOrderStatus) => {
    const effects = statusChangeEffects(current, to, order.netAmount !== null);
    if (effects.length > 0) setConfirming({ to, effects });
    else update.mutate(to);
  };

  return (
    <Card data-testid="order-card" data-order-id={order.id}>
      <CardHeader className="flex flex-col gap-3 border-b sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">Order {orderNumber(order)}</h3>
            {order.invoiceNumber ? (
              <span className="text-sm text-muted-foreground" data-testid="order-invoice-number">
                Invoice {order.invoiceNumber}
              </span>
            ) : null}
            <Badge variant={statusTone(order.status)} data-testid="order-status-badge">
              {statusLabel(order.status)}
            </Badge>
          </div>
          <p className="text-xs text-muted-foreground">
            <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>
            {" · "}
            <a className="text-primary-text hover:underline" href={href(`/invoice/${order.id}`)} target="_blank" rel="noopener">
              View invoice
            </a>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-muted-foreground">
            Status
          </label>
          <NativeSelect
            id={selectId}
            className="w-40"
            value={(OWNER_ORDER_STATUSES as readonly string[]).includes(current) ? current : ""}
            disabled={update.isPending}
            onChange={(e) => choose(e.target.value as OwnerOrderStatus)}
          >
            {!(OWNER_ORDER_STATUSES as readonly string[]).includes(current) ? (
              <option value="" disabled>
                {statusOptionLabel(current)}
              </option>
            ) : null}
            {allowed.map((s) => (
              <option key={s} value={s}>
                {statusOptionLabel(s)}
              </option>
            ))}
          </NativeSelect>
          <AlertDialog open={confirming !== null} onOpenChange={(open) => (open ? null : setConfirming(null))}>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>
                  {confirming?.to === "cancelled" ? `Cancel order ${orderNumber(order)}?` : `Set order ${orderNumber(order)} to ${statusOptionLabel(confirming?.to ?? "")}?`}
                </AlertDialogTitle>
                <AlertDialogDescription asChild>
                  <ul className="list-disc space-y-1 pl-5 text-left">
                    {confirming?.effects.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Keep {statusOptionLabel(current)}</AlertDialogCancel>
                <AlertDialogAction
                  className={confirming?.to === "cancelled" ? buttonVariants({ variant: "destructive" }) : undefined}
                  onClick={() => {
                    if (confirming) update.mutate(confirming.to);
                    setConfirming(null);
                  }}
                >
                  {confirming?.to === "cancelled" ? "Cancel order" : `Set to ${statusOptionLabel(confirming?.to ?? "")}`}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6 pt-6 lg:grid-cols-3">
        {/* min-w-0: a grid item otherwise grows to its widest content (the transactions table), past a phone's width. */}
        <div className="min-w-0 space-y-1 text-sm">
          <h4 className="font-medium">Customer</h4>
          <p>{order.customerName}</p>
          <p className="break-all text-muted-foreground">{order.customerEmail}</p>
          <p className="whitespace-pre-line text-muted-foreground">{order.customerAddress}</p>
          {order.customerPhone ? (
            <p className="text-muted-foreground">
              <a href={`tel:${order.customerPhone.replace(/[^\d+]/g, "")}`} className="hover:underline">
                {order.customerPhone}
              </a>
            </p>
          ) : null}
        </div>
        <div className="min-w-0 space-y-2 text-sm lg:col-span-2">
          <h4 className="font-medium">Items</h4>
          <ul className="divide-y rounded-md border">
            {order.items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 p-2">
                <Thumbnail src={item.productImage} className="shrink-0" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{lineName(item)}</span>
                  {lineSku(item) ? <span className="block truncate text-xs text-muted-foreground">SKU: {lineSku(item)}</span> : null}
                </span>
                <span className="shrink-0 text-muted-foreground">
                  {item.quantity} × {money(item.price)}
                </span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 pt-2 sm:grid-cols-4">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="text-right sm:text-left">{money(order.subtotal)}</dd>
            <dt className="text-muted-foreground">Shipping</dt>
            <dd className="text-right sm:text-left">{money(order.shipping)}</dd>
            <dt className="text-muted-foreground">Tax</dt>
            <dd className="text-right sm:text-left">{money(order.tax)}</dd>
            {Number(order.codCharges) > 0 ? (
              <>
                <dt className="text-muted-foreground">COD charges</dt>
                <dd className="text-right sm:text-left">{money(order.codCharges)}</dd>
              </>
            ) : null}
            <dt className="font-semibold">Total</dt>
            <dd className="text-right font-semibold sm:text-left" data-testid="order-total">
              {money(order.total)}
            </dd>
            <dt className="text-muted-foreground">Payment</dt>
            <dd className="text-right sm:text-left">{paymentLabel(order.paymentMethod)}</dd>
            <dt className="text-muted-foreground">Platform fee</dt>
            <dd className="text-right sm:text-left">{money(order.platformFee)}</dd>
            {Number(order.refundedAmount) > 0 ? (
              <>
                <dt className="text-muted-foreground">Refunded</dt>
                <dd className="text-right sm:text-left" data-testid="order-refunded">
                  {money(order.refundedAmount)}
                </dd>
              </>
            ) : null}
            {order.netAmount !== null ? (
              <>
                <dt className="text-muted-foreground">Net amount</dt>
                <dd className="text-right sm:text-left">{money(order.netAmount)}</dd>
              </>
            ) : null}
          </dl>
          <div className="pt-3">
            <RefundForm order={order} />
          </div>
        </div>
        <div className="min-w-0 lg:col-span-3">
          <h4 className="mb-2 text-sm font-medium">Transactions</h4>
          {order.transactions.length === 0 ? (
            <p className="text-sm text-muted-foreground">No transactions recorded.</p>
          ) : (
            <div className="overflow-x-auto rounded-md border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Date</TableHead>
                    <TableHead>Method</TableHead>
                    <TableHead>Gateway ID</TableHead>
                    <TableHead>Type</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className="text-right">Amount</TableHead>
                    <TableHead className="text-right">Fee</TableHead>
                    <TableHead className="text-right">Net</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {order.transactions.map((t) => (
                    <TableRow key={t.id}>
                      <TableCell className="whitespace-nowrap">{dateTime(t.createdAt)}</TableCell>
                      <TableCell>{paymentLabel(t.paymentMethod)}</TableCell>
                      <TableCell className="font-mono text-xs">{t.gatewayTransactionId ?? "—"}</TableCell>
                      <TableCell className="capitalize">{t.type}</TableCell>
                      <TableCell>
                        <Badge variant={statusTone(t.status)}>{statusLabel(t.status)}</Badge>
                      </TableCell>
                      <TableCell className="text-right">{money(t.amount)}</TableCell>
                      <TableCell className="text-right">{money(t.platformFee)}</TableCell>
                      <TableCell className="text-right">{money(t.netAmount)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** Orders: every order with its items and transactions; the owner sets the status. */
export function OrdersSection() {
  const { slug } = useDashboardStore();
  const tenant = useTenant();
  const { data, isPending, isError, error } = useQuery<OwnerOrder[]>({ queryKey: queryKeys.orders.list(slug) });

  return (
    <div>
      <SectionHeader title="Orders" description="Every order placed in your store, newest first." />
      {isPending ? (
        <div className="space-y-4">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : isError ? (
        <LoadError error={error} fallback="Could not load orders." />
      ) : data.length === 0 ? (
        <EmptyState icon={<ShoppingCart className="size-10" />} title="No orders yet" description="Orders placed in your store appear here." />
      ) : (
        <div className="space-y-4">
          {data.map((o) => (
            <OrderCard key={o.id} order={o} currency={tenant.currency} />
          ))}
        </div>
      )}
    </div>
  );
}
