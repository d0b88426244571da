"use client";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Clock, CreditCard, Mail, Package, Truck, XCircle } from "lucide-react";
import Link from "next/link";
import { storeHref } from "@/components/storefront/store-link";
import { useStoreInfo } from "@/components/storefront/store-context";
import { useCustomer } from "@/components/storefront/use-customer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { queryKeys } from "@/lib/http/query-keys";
import { formatMoney, fromMinor, toMinor } from "@/lib/money";
import { orderNumber } from "@/lib/orders/number";
import { refundNote } from "@/lib/orders/refund-note";
import { OrderTotals } from "./order-totals";
import { Shipments } from "./shipments";
import { OrderReturns } from "./order-returns";
import { lineSku } from "@/lib/orders/line-label";
import { LineTitle } from "@/components/invoice/line-title";
import type { CustomerOrderDto } from "@/lib/orders/schemas";
import { statusLabel, statusVariant } from "./orders-tab";
import { UploadedImage } from "@/components/ui/uploaded-image";

const METHOD_NAME: Record<string, string> = { cod: "Cash on delivery", stripe: "Card (Stripe)", paypal: "PayPal", razorpay: "Razorpay", manual: "Manual" };

export const methodName = (m: string | null | undefined) => (m ? (METHOD_NAME[m] ?? m.toUpperCase()) : "—");

/** How the shopper should read the order's payment: paid, to be paid on delivery, waiting, or not going ahead. */
export function paymentState(o: Pick<CustomerOrderDto, "status" | "paymentMethod" | "paidAt" | "transactions" | "refundedAmount" | "total">) {
  const paid = !!o.paidAt || o.transactions.some((t) => t.status === "completed" && t.type !== "refund");
  // Money given back is the payment's state, whatever became of the order (a cancelled card order refunded in full
  // once read "Cancelled" here while its mail said "Refund: ₹…").
  const refunded = paid ? toMinor(o.refundedAmount || "0") : 0;
  if (refunded > 0) return refunded >= toMinor(o.total) ? { label: "Refunded", tone: "secondary" as const } : { label: "Partly refunded", tone: "secondary" as const };
  if (o.status === "cancelled" || o.status === "failed") return { label: o.status === "failed" ? "Payment failed" : "Cancelled", tone: "destructive" as const };
  if (paid || o.status === "paid") return { label: "Paid", tone: "success" as const };
  if (o.paymentMethod === "cod") return { label: "Pay on delivery", tone: "secondary" as const };
  return { label: "Awaiting payment", tone: "warning" as const };
}

/** What happens next, in the shopper's words, for the order's current state. */
function nextSteps(o: CustomerOrderDto): { icon: typeof Mail; text: string }[] {
  // Money given back is told as the cancellation and refund mails tell it, not as "contact the store".
  const refund = refundNote(o);
  if (o.status === "cancelled" || o.status === "failed") {
    if (refund) return [{ icon: XCircle, text: "This order will not be shipped. Nothing further is charged." }, { icon: CreditCard, text: refund }];
    return [{ icon: XCircle, text: "This order will not be shipped. Nothing further is charged; if money left your account, contact the store." }];
  }
  if (o.status === "refunded" && refund) return [{ icon: CreditCard, text: refund }];
  if (o.status === "delivered") return [{ icon: CheckCircle2, text: "This order has been delivered. Thank you for shopping with us." }];
  if (o.status === "shipped") return [{ icon: Truck, text: "Your order is on its way. Follow it with the tracking links below." }];
  if (o.fulfillmentStatus === "partial") return [{ icon: Truck, text: "Part of your order is on its way; the rest follows. Tracking links are below." }];
  const steps = [
    { icon: Package, text: "The store prepares your order and ships it to the address below." },
    { icon: Truck, text: "You can follow its status here and under My Account → Orders." },
  ];
  if (o.paymentMethod === "cod") steps.push({ icon: CreditCard, text: `Have ${formatMoney(o.total, o.currency)} ready in cash when it arrives.` });
  else if (paymentState(o).label === "Awaiting payment") steps.unshift({ icon: Clock, text: "We are waiting for the payment provider to confirm your payment; this page updates when it does." });
  return steps;
}

/** The order confirmation page: number, state, items, totals, payment and what happens next. */
export function OrderConfirmation({ orderId, basePath }: { orderId: string; basePath: string }) {
  const store = useStoreInfo();
  const { data: customer, isLoading: customerLoading } = useCustomer();
  const order = useQuery<CustomerOrderDto>({
    queryKey: queryKeys.customer.order(store?.slug, orderId),
    enabled: !!customer,
    retry: false,
    // An online payment may be confirmed by the provider's webhook a moment later.
    refetchInterval: (q) => (q.state.data && paymentState(q.state.data).label === "Awaiting payment" ? 5000 : false),
  });

  if (customerLoading || (customer && order.isLoading)) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" role="status" aria-label="Loading your order">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (!customer) {
    return (
      <Message title="Sign in to see this order" text="Orders are shown to the account that placed them.">
        <Button asChild>
          <Link href={storeHref(basePath, "/customer/login")}>Log in</Link>
        </Button>
      </Message>
    );
  }
  if (!order.data) {
    return (
      <Message title="Order not found" text="This order does not exist or belongs to another account.">
        <Button asChild>
          <Link href={storeHref(basePath, "/customer/dashboard")}>My orders</Link>
        </Button>
      </Message>
    );
  }
  const o = order.data;
  const money = (v: string | number) => formatMoney(v, o.currency);
  const pay = paymentState(o);
  const closed = o.status === "cancelled" || o.status === "failed";
  const payment = o.transactions.find((t) => t.gatewayTransactionId && t.type !== "refund");
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10" data-testid="order-confirmation">
      <header className="space-y-2 text-center">
        {closed ? <XCircle className="mx-auto size-12 text-destructive" aria-hidden /> : <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden />}
        <h1 className="text-2xl font-bold sm:text-3xl">{closed ? "This order was not completed" : `Thank you, ${customer.firstName || "for your order"}!`}</h1>
        <p className="text-muted-foreground">
          Order <span className="font-mono font-semibold text-foreground" data-testid="order-number">{orderNumber(o)}</span> ·{" "}
          {new Date(o.createdAt).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" })}
        </p>
        {closed ? null : (
          <p className="text-sm text-muted-foreground">
            <Mail className="mr-1 inline size-4" aria-hidden />
            The store has your order and will contact you at {o.customerEmail}.
          </p>
        )}
      </header>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-lg">What happens next</CardTitle>
          <Badge variant={statusVariant(o.status)} className="uppercase" data-testid="order-status">
            {statusLabel(o.status)}
          </Badge>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3 text-sm">
            {nextSteps(o).map((s) => (
              <li key={s.text} className="flex gap-3">
                <s.icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <span>{s.text}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Items</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul className="divide-y">
            {o.items.map((i) => (
              <li key={i.id} className="flex items-center gap-3 py-3">
                {i.productImage ? (
                  <UploadedImage src={i.productImage} alt="" shownWidth={56} className="size-14 shrink-0 rounded object-cover" />
                ) : (
                  <div className="size-14 shrink-0 rounded bg-muted" aria-hidden />
                )}
                <div className="min-w-0 flex-1">
                  <LineTitle product={i.productName || "Product"} variant={i.variantTitle} className="font-medium" />
                  {lineSku(i) ? <p className="text-xs break-words text-muted-foreground">SKU: {lineSku(i)}</p> : null}
                  <p className="text-sm text-muted-foreground">
                    {money(i.price)} × {i.quantity}
                  </p>
                </div>
                <span className="shrink-0 font-medium">{money(fromMinor(toMinor(i.price) * i.quantity))}</span>
              </li>
            ))}
          </ul>
          <Separator />
          <OrderTotals order={o} currency={o.currency} breakdown={o.taxBreakdown} refunded={o.refundedAmount} />
        </CardContent>
      </Card>

      {o.fulfillments.length > 0 ? (
        <Card>
          <CardContent>
            <Shipments fulfillments={o.fulfillments} items={o.items} title="Shipments" />
          </CardContent>
        </Card>
      ) : null}

      <OrderReturns store={store?.slug} orderId={o.id} />

      <div className="grid gap-6 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Payment</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            <p className="flex items-center justify-between gap-2">
              <span>{methodName(o.paymentMethod)}</span>
              <Badge variant={pay.tone} data-testid="payment-state">
                {pay.label}
              </Badge>
            </p>
            {payment ? (
              <p className="text-muted-foreground">
                Reference: <span className="font-mono break-all">{payment.gatewayTransactionId}</span>
              </p>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Shipping to</CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 text-sm">
            <p className="font-medium">{o.customerName}</p>
            <p className="text-muted-foreground break-words">{o.customerAddress}</p>
            {o.customerPhone ? <p className="text-muted-foreground">{o.customerPhone}</p> : null}
          </CardContent>
        </Card>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link href={storeHref(basePath, "/products")}>Continue shopping</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={storeHref(basePath, "/customer/dashboard")}>View all orders</Link>
        </Button>
      </div>
    </div>
  );
}

function Message({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}
