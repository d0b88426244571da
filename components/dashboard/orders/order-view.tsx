"use client";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/client";
import { displayCurrencySpec, formatMoney, toMinor } from "@/lib/money";
import { orderNumber } from "@/lib/orders/number";
import { discountRows } from "@/lib/orders/discount-rows";
import { lineSku } from "@/lib/orders/line-label";
import { LineTitle } from "@/components/invoice/line-title";
import type { OrderDto } from "@/lib/orders/schemas";
import { NativeSelect } from "../native-select";
import { useDashboardStore, useStoreHref } from "../use-dashboard";
import { CancelOrderDialog } from "./cancel-dialog";
import { fulfillmentLabel, fulfillmentTone, anythingLeftToShip } from "./fulfillment";
import { ShipDialog } from "./ship-dialog";
import { Shipments } from "@/components/customer/shipments";
import { TimelineCard, type TimelineEvent } from "./timeline-card";
import { ResourceActivity } from "../activity/resource-activity";
import { RefundForm } from "./refund-form";
import { BoughtGiftCards } from "./bought-gift-cards";
import { OrderReturns } from "../returns/order-returns";
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
import { LoadError } from "@/components/ui/load-states";
import { Thumbnail } from "@/components/dashboard/list-parts";
import * as orders from "@/lib/orders/endpoints";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import type { OWNER_STATUSES } from "@/lib/orders/schemas";

/** GET /api/orders/{id} (owner): the order with its timeline. */
type OwnerOrder = OrderDto & { timeline?: TimelineEvent[] };
type OwnerStatus = (typeof OWNER_STATUSES)[number];

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function OrderCard({ order, currency }: { order: OwnerOrder; currency: string }) {
  const money = (v: string | null | undefined) => formatMoney(v ?? 0, order.currency || currency);
  const update = useApiMutation(orders.updateStatus, {
    input: (status: OwnerStatus) => ({ params: { id: order.id }, body: { status } }),
    onSuccess: (_d, status) => {
      toast({ title: "Order status updated", description: `Order ${orderNumber(order)} is now ${statusOptionLabel(status)}.`, variant: "success" });
    },
    onError: (err) => toast({ title: "Error updating order status", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });
  const current = order.status || "pending";
  const discounts = discountRows(order);
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
            <Badge variant={fulfillmentTone(order.fulfillmentStatus)} data-testid="order-fulfillment-badge">
              {fulfillmentLabel(order.fulfillmentStatus)}
            </Badge>
          </div>
          {/* The links are underlined: told apart from the date beside them by more than colour (axe link-in-text-block). */}
          <p className="text-xs text-muted-foreground">
            <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>
            {" · "}
            <a className="text-primary-text underline underline-offset-2 hover:decoration-2" href={href(`/invoice/${order.id}`)} target="_blank" rel="noopener">
              View invoice
            </a>
            {" · "}
            <a className="text-primary-text underline underline-offset-2 hover:decoration-2" href={href(`/packing-slip/${order.id}`)} target="_blank" rel="noopener" data-testid="order-packing-slip">
              Packing slip
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
              <li key={item.id} className="flex items-start gap-3 p-2">
                <Thumbnail src={item.productImage} className="shrink-0" />
                <span className="min-w-0 flex-1">
                  <LineTitle product={item.productName} variant={item.variantTitle} />
                  {lineSku(item) ? <span className="block break-words text-xs text-muted-foreground">SKU: {lineSku(item)}</span> : null}
                </span>
                <span className="shrink-0 text-right text-muted-foreground">
                  {item.quantity} × {money(item.price)}
                  {toMinor(item.discount) > 0 ? (
                    <span className="block text-xs text-emerald-700" data-testid="line-discount">
                      −{money(item.discount)} discount
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 pt-2 sm:grid-cols-4">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="text-right sm:text-left">{money(order.subtotal)}</dd>
            {discounts.items.map((d) => (
              <div key={d.label} className="contents" data-testid="order-discount">
                <dt className="text-muted-foreground">{d.label}</dt>
                <dd className="text-right sm:text-left">−{money(d.amount)}</dd>
              </div>
            ))}
            <dt className="text-muted-foreground">Shipping</dt>
            <dd className="text-right sm:text-left">{money(order.shipping)}</dd>
            {discounts.shipping ? (
              <>
                <dt className="text-muted-foreground">{discounts.shipping.label}</dt>
                <dd className="text-right sm:text-left">−{money(discounts.shipping.amount)}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">Tax</dt>
            <dd className="text-right sm:text-left">{money(order.tax)}</dd>
            {toMinor(order.codCharges) > 0 ? (
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
            {order.displayCurrency && order.displayRate ? (
              <>
                {/* Display currency (record 0159): what the shopper saw; the order was charged in the store currency. */}
                <dt className="text-muted-foreground">Shopper&apos;s currency</dt>
                <dd className="text-right sm:text-left" data-testid="order-display-currency">
                  {order.displayCurrency} at {order.displayRate} (total ≈{" "}
                  {formatMoney(order.total, displayCurrencySpec({ code: order.displayCurrency, rate: order.displayRate, rounding: "none" }, order.currency))})
                </dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">Platform fee</dt>
            <dd className="text-right sm:text-left">{money(order.platformFee)}</dd>
            {toMinor(order.refundedAmount) > 0 ? (
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
          <div className="flex flex-wrap items-end gap-2 pt-3">
            {order.status !== "cancelled" && anythingLeftToShip(order.items, order.fulfillments) ? <ShipDialog order={order} /> : null}
            {!["cancelled", "shipped", "delivered", "failed", "refunded"].includes(order.status) ? (
              <CancelOrderDialog order={order} />
            ) : null}
          </div>
          <div className="pt-3">
            <RefundForm order={order} />
          </div>
        </div>
        <div className="min-w-0 lg:col-span-3">
          <Shipments fulfillments={order.fulfillments} items={order.items} />
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

/** One order (/tenant-dashboard/orders?order={id}): the card, its shipments and its timeline. */
export function OrderView({ id, currency, onBack }: { id: string; currency: string; onBack: () => void }) {
  const { slug } = useDashboardStore();
  const { data, isPending, isError, error } = useApiQuery(slug, orders.one, { params: { id } });
  return (
    <div className="space-y-4">
      <Button type="button" variant="ghost" size="sm" onClick={onBack} className="-ml-2">
        <ArrowLeft aria-hidden />
        All orders
      </Button>
      {isPending ? (
        <div className="space-y-4" aria-label="Loading order">
          <Skeleton className="h-64" />
          <Skeleton className="h-40" />
        </div>
      ) : isError ? (
        <LoadError error={error} fallback="Could not load this order." />
      ) : (
        <>
          <OrderCard order={data} currency={currency} />
          {data.giftCardsBought ? <BoughtGiftCards cards={data.giftCardsBought} currency={currency} paid={!!data.paidAt} /> : null}
          <OrderReturns order={data} />
          <TimelineCard orderId={data.id} events={data.timeline ?? []} />
          <ResourceActivity resourceType="order" resourceId={data.id} refreshKey={`${data.status}:${data.timeline?.length ?? 0}`} />
        </>
      )}
    </div>
  );
}

