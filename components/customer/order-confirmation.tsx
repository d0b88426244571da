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
import { useSay } from "./say";

const METHOD_NAME: Record<string, string> = { cod: "Cash on delivery", stripe: "Card (Stripe)", paypal: "PayPal", razorpay: "Razorpay", manual: "Manual" };

export const methodName = (m: string | null | undefined) => (m ? (METHOD_NAME[m] ?? m.toUpperCase()) : "—");

/** How the shopper should read the order's payment: paid, to be paid on delivery, waiting, or not going ahead. */
export function paymentState(o: Pick<CustomerOrderDto, "status" | "paymentMethod" | "paidAt" | "transactions" | "refundedAmount" | "total">) {
  const paid = !!o.paidAt || o.transactions.some((t) => t.status === "completed" && t.type !== "refund");
  // Money given back is the payment's state, whatever became of the order (a cancelled card order refunded in full
  // once read "Cancelled" here while its mail said "Refund: ₹…").
  const refunded = paid ? toMinor(o.refundedAmount || "0") : 0;
  // `key` names the label in the page's language (account.orderPage.pay.*); `label` is the English.
  if (refunded > 0) return refunded >= toMinor(o.total) ? { key: "refunded", label: "Refunded", tone: "secondary" as const } : { key: "partlyRefunded", label: "Partly refunded", tone: "secondary" as const };
  if (o.status === "cancelled" || o.status === "failed") return o.status === "failed" ? { key: "failed", label: "Payment failed", tone: "destructive" as const } : { key: "cancelled", label: "Cancelled", tone: "destructive" as const };
  if (paid || o.status === "paid") return { key: "paid", label: "Paid", tone: "success" as const };
  if (o.paymentMethod === "cod") return { key: "cod", label: "Pay on delivery", tone: "secondary" as const };
  return { key: "awaiting", label: "Awaiting payment", tone: "warning" as const };
}

/** What happens next, in the shopper's words, for the order's current state. */
function nextSteps(o: CustomerOrderDto, say: ReturnType<typeof useSay>): { icon: typeof Mail; text: string }[] {
  // Money given back is told as the cancellation and refund mails tell it, not as "contact the store".
  const refund = refundNote(o);
  if (o.status === "cancelled" || o.status === "failed") {
    if (refund) return [{ icon: XCircle, text: say("orderPage.steps.notShippedRefund", "This order will not be shipped. Nothing further is charged.") }, { icon: CreditCard, text: refund }];
    return [{ icon: XCircle, text: say("orderPage.steps.notShipped", "This order will not be shipped. Nothing further is charged; if money left your account, contact the store.") }];
  }
  if (o.status === "refunded" && refund) return [{ icon: CreditCard, text: refund }];
  if (o.status === "delivered") return [{ icon: CheckCircle2, text: say("orderPage.steps.delivered", "This order has been delivered. Thank you for shopping with us.") }];
  if (o.status === "shipped") return [{ icon: Truck, text: say("orderPage.steps.shipped", "Your order is on its way. Follow it with the tracking links below.") }];
  if (o.fulfillmentStatus === "partial") return [{ icon: Truck, text: say("orderPage.steps.partial", "Part of your order is on its way; the rest follows. Tracking links are below.") }];
  const steps = [
    { icon: Package, text: say("orderPage.steps.prepares", "The store prepares your order and ships it to the address below.") },
    { icon: Truck, text: say("orderPage.steps.follow", "You can follow its status here and under My Account → Orders.") },
  ];
  if (o.paymentMethod === "cod") steps.push({ icon: CreditCard, text: say("orderPage.steps.cash", "Have {amount} ready in cash when it arrives.", { amount: formatMoney(o.total, o.currency) }) });
  else if (paymentState(o).label === "Awaiting payment")
    steps.unshift({ icon: Clock, text: say("orderPage.steps.waiting", "We are waiting for the payment provider to confirm your payment; this page updates when it does.") });
  return steps;
}

/** The order confirmation page: number, state, items, totals, payment and what happens next. */
export function OrderConfirmation({ orderId, basePath }: { orderId: string; basePath: string }) {
  const store = useStoreInfo();
  const say = useSay();
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
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" role="status" aria-label={say("orderPage.loading", "Loading your order")}>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (!customer) {
    return (
      <Message title={say("orderPage.signInTitle", "Sign in to see this order")} text={say("orderPage.signInText", "Orders are shown to the account that placed them.")}>
        <Button asChild>
          <Link href={storeHref(basePath, "/customer/login")}>{say("orderPage.login", "Log in")}</Link>
        </Button>
      </Message>
    );
  }
  if (!order.data) {
    return (
      <Message title={say("orderPage.notFoundTitle", "Order not found")} text={say("orderPage.notFoundText", "This order does not exist or belongs to another account.")}>
        <Button asChild>
          <Link href={storeHref(basePath, "/customer/dashboard")}>{say("orderPage.myOrders", "My orders")}</Link>
        </Button>
      </Message>
    );
  }
  const o = order.data;
  const money = (v: string | number) => formatMoney(v, o.currency);
  const pay = paymentState(o);
  const closed = o.status === "cancelled" || o.status === "failed";
  const payment = o.transactions.find((t) => t.gatewayTransactionId && t.type !== "refund");
  const said = say(`orders.status.${o.status || "pending"}`, "");
  const statusText = said || statusLabel(o.status);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10" data-testid="order-confirmation">
      <header className="space-y-2 text-center">
        {closed ? <XCircle className="mx-auto size-12 text-destructive" aria-hidden /> : <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden />}
        <h1 className="text-2xl font-bold sm:text-3xl">{closed
            ? say("orderPage.notCompleted", "This order was not completed")
            : customer.firstName
              ? say("orderPage.thanks", "Thank you, {name}!", { name: customer.firstName })
              : say("orderPage.thanksAnon", "Thank you, for your order!")}</h1>
        <p className="text-muted-foreground">
          {say("orderPage.order", "Order")} <span className="font-mono font-semibold text-foreground" data-testid="order-number">{orderNumber(o)}</span> ·{" "}
          {new Date(o.createdAt).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" })}
        </p>
        {closed ? null : (
          <p className="text-sm text-muted-foreground">
            <Mail className="me-1 inline size-4" aria-hidden />
            {say("orderPage.contact", "The store has your order and will contact you at {email}.", { email: o.customerEmail })}
          </p>
        )}
      </header>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-lg">{say("orderPage.next", "What happens next")}</CardTitle>
          <Badge variant={statusVariant(o.status)} className="uppercase" data-testid="order-status">
            {statusText}
          </Badge>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3 text-sm">
            {nextSteps(o, say).map((s) => (
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
          <CardTitle className="text-lg">{say("orderPage.items", "Items")}</CardTitle>
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
                  <LineTitle product={i.productName || say("orderPage.product", "Product")} variant={i.variantTitle} className="font-medium" />
                  {lineSku(i) ? <p className="text-xs break-words text-muted-foreground">{say("orders.sku", "SKU: {sku}", { sku: lineSku(i) ?? "" })}</p> : null}
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
            <Shipments fulfillments={o.fulfillments} items={o.items} />
          </CardContent>
        </Card>
      ) : null}

      <OrderReturns store={store?.slug} orderId={o.id} />

      <div className="grid gap-6 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{say("orderPage.payment", "Payment")}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            <p className="flex items-center justify-between gap-2">
              <span>{o.paymentMethod && METHOD_NAME[o.paymentMethod] ? say(`orderPage.methods.${o.paymentMethod}`, METHOD_NAME[o.paymentMethod]) : methodName(o.paymentMethod)}</span>
              <Badge variant={pay.tone} data-testid="payment-state">
                {say(`orderPage.pay.${pay.key}`, pay.label)}
              </Badge>
            </p>
            {payment ? (
              <p className="text-muted-foreground">
                {say("orderPage.reference", "Reference:")} <span className="font-mono break-all">{payment.gatewayTransactionId}</span>
              </p>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{say("orderPage.shippingTo", "Shipping to")}</CardTitle>
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
          <Link href={storeHref(basePath, "/products")}>{say("orderPage.continue", "Continue shopping")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={storeHref(basePath, "/customer/dashboard")}>{say("orderPage.viewAll", "View all orders")}</Link>
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
