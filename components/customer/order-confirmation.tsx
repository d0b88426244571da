"use client";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Clock, CreditCard, Mail, Package, Truck, XCircle } from "lucide-react";
import Link from "next/link";
import { storeHref } from "@/components/storefront/store-link";
import { useT } from "@/components/storefront/island-messages";
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
import { isManualRefund } from "@/lib/orders/refund-note";
import { OrderTotals } from "./order-totals";
import { Shipments } from "./shipments";
import { OrderReturns } from "./order-returns";
import { lineSku } from "@/lib/orders/line-label";
import { LineTitle } from "@/components/invoice/line-title";
import type { CustomerOrderDto } from "@/lib/orders/schemas";
import { statusLabel, statusVariant } from "./orders-tab";
import { UploadedImage } from "@/components/ui/uploaded-image";
import { SLOT, withSlot, type T } from "@/components/checkout/words";

const METHOD_NAME: Record<string, string> = { cod: "Cash on delivery", stripe: "Card (Stripe)", paypal: "PayPal", razorpay: "Razorpay", manual: "Manual" };

export const methodName = (m: string | null | undefined) => (m ? (METHOD_NAME[m] ?? m.toUpperCase()) : "—");

/** How the shopper should read the order's payment: paid, to be paid on delivery, waiting, or not going ahead. */
export function paymentState(o: Pick<CustomerOrderDto, "status" | "paymentMethod" | "paidAt" | "transactions" | "refundedAmount" | "total">) {
  const paid = !!o.paidAt || o.transactions.some((t) => t.status === "completed" && t.type !== "refund");
  // Money given back is the payment's state, whatever became of the order (a cancelled card order refunded in full
  // once read "Cancelled" here while its mail said "Refund: ₹…").
  const refunded = paid ? toMinor(o.refundedAmount || "0") : 0;
  // `key`: the words under checkout.order.payState in the page's language (`label` is the English).
  if (refunded > 0)
    return refunded >= toMinor(o.total) ? { label: "Refunded", key: "refunded", tone: "secondary" as const } : { label: "Partly refunded", key: "partlyRefunded", tone: "secondary" as const };
  if (o.status === "cancelled" || o.status === "failed")
    return o.status === "failed" ? { label: "Payment failed", key: "paymentFailed", tone: "destructive" as const } : { label: "Cancelled", key: "cancelled", tone: "destructive" as const };
  if (paid || o.status === "paid") return { label: "Paid", key: "paid", tone: "success" as const };
  if (o.paymentMethod === "cod") return { label: "Pay on delivery", key: "payOnDelivery", tone: "secondary" as const };
  return { label: "Awaiting payment", key: "awaiting", tone: "warning" as const };
}

/** lib/orders/refund-note's refundNote in the page's language: what the shopper is told about money given back, or null. */
function refundText(t: T, o: CustomerOrderDto): string | null {
  if (toMinor(o.refundedAmount || "0") <= 0) return null;
  const refunds = o.transactions.filter((x) => x.type === "refund" && x.status === "completed").sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const amount = formatMoney(o.refundedAmount, o.currency);
  return t(isManualRefund(refunds.at(-1)?.gatewayTransactionId) ? "checkout.order.next.refundManual" : "checkout.order.next.refundProvider", { amount });
}

/** What happens next, in the shopper's words, for the order's current state. */
function nextSteps(t: T, o: CustomerOrderDto): { icon: typeof Mail; text: string }[] {
  // Money given back is told as the cancellation and refund mails tell it, not as "contact the store".
  const refund = refundText(t, o);
  if (o.status === "cancelled" || o.status === "failed") {
    if (refund) return [{ icon: XCircle, text: t("checkout.order.next.notShippedRefund") }, { icon: CreditCard, text: refund }];
    return [{ icon: XCircle, text: t("checkout.order.next.notShipped") }];
  }
  if (o.status === "refunded" && refund) return [{ icon: CreditCard, text: refund }];
  if (o.status === "delivered") return [{ icon: CheckCircle2, text: t("checkout.order.next.delivered") }];
  if (o.status === "shipped") return [{ icon: Truck, text: t("checkout.order.next.shipped") }];
  if (o.fulfillmentStatus === "partial") return [{ icon: Truck, text: t("checkout.order.next.partial") }];
  const steps = [
    { icon: Package, text: t("checkout.order.next.prepares") },
    { icon: Truck, text: t("checkout.order.next.follow") },
  ];
  if (o.paymentMethod === "cod") steps.push({ icon: CreditCard, text: t("checkout.order.next.cash", { amount: formatMoney(o.total, o.currency) }) });
  else if (paymentState(o).label === "Awaiting payment") steps.unshift({ icon: Clock, text: t("checkout.order.next.waiting") });
  return steps;
}

/** The date in the page's language (<html lang>); an English page keeps the browser's own English. */
const dateLocale = () => {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang && !lang.startsWith("en") ? lang : undefined;
};

/** A word of the checkout.order group, or `fallback` where the page has none for it (an unknown status or method). */
function known(t: T, key: string, fallback: string): string {
  const said = t(key);
  return said === key ? fallback : said;
}

/** The order confirmation page: number, state, items, totals, payment and what happens next. */
export function OrderConfirmation({ orderId, basePath }: { orderId: string; basePath: string }) {
  const store = useStoreInfo();
  const t = useT();
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
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" role="status" aria-label={t("checkout.order.loading")}>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (!customer) {
    return (
      <Message title={t("checkout.order.signInTitle")} text={t("checkout.order.signInText")}>
        <Button asChild>
          <Link href={storeHref(basePath, "/customer/login")}>{t("checkout.order.logIn")}</Link>
        </Button>
      </Message>
    );
  }
  if (!order.data) {
    return (
      <Message title={t("checkout.order.notFoundTitle")} text={t("checkout.order.notFoundText")}>
        <Button asChild>
          <Link href={storeHref(basePath, "/customer/dashboard")}>{t("checkout.order.myOrders")}</Link>
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
        <h1 className="text-2xl font-bold sm:text-3xl">{closed ? t("checkout.order.notCompleted") : customer.firstName ? t("checkout.order.thanksName", { name: customer.firstName }) : t("checkout.order.thanks")}</h1>
        <p className="text-muted-foreground">
          {withSlot(
            t("checkout.order.number", { number: SLOT, date: new Date(o.createdAt).toLocaleDateString(dateLocale(), { year: "numeric", month: "long", day: "numeric" }) }),
            <span className="font-mono font-semibold text-foreground" data-testid="order-number">
              {orderNumber(o)}
            </span>,
          )}
        </p>
        {closed ? null : (
          <p className="text-sm text-muted-foreground">
            <Mail className="me-1 inline size-4" aria-hidden />
            {t("checkout.order.contact", { email: o.customerEmail })}
          </p>
        )}
      </header>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-lg">{t("checkout.order.nextHeading")}</CardTitle>
          <Badge variant={statusVariant(o.status)} className="uppercase" data-testid="order-status">
            {known(t, `checkout.order.status.${o.status}`, statusLabel(o.status))}
          </Badge>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3 text-sm">
            {nextSteps(t, o).map((s) => (
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
          <CardTitle className="text-lg">{t("checkout.order.items")}</CardTitle>
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
                  <LineTitle product={i.productName || t("checkout.order.product")} variant={i.variantTitle} className="font-medium" />
                  {lineSku(i) ? <p className="text-xs break-words text-muted-foreground">{t("checkout.order.sku", { sku: lineSku(i) ?? "" })}</p> : null}
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
            <Shipments fulfillments={o.fulfillments} items={o.items} title={t("checkout.order.shipments")} />
          </CardContent>
        </Card>
      ) : null}

      <OrderReturns store={store?.slug} orderId={o.id} />

      <div className="grid gap-6 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t("checkout.order.payment")}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            <p className="flex items-center justify-between gap-2">
              <span>{o.paymentMethod ? known(t, `checkout.order.method.${o.paymentMethod}`, methodName(o.paymentMethod)) : methodName(o.paymentMethod)}</span>
              <Badge variant={pay.tone} data-testid="payment-state">
                {t(`checkout.order.payState.${pay.key}`)}
              </Badge>
            </p>
            {payment ? (
              <p className="text-muted-foreground">
                {withSlot(t("checkout.order.reference", { reference: SLOT }), <span className="font-mono break-all">{payment.gatewayTransactionId}</span>)}
              </p>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t("checkout.order.shippingTo")}</CardTitle>
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
          <Link href={storeHref(basePath, "/products")}>{t("checkout.order.continueShopping")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={storeHref(basePath, "/customer/dashboard")}>{t("checkout.order.viewAll")}</Link>
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
