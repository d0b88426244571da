"use client";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { lineName, type CartItem } from "@/lib/cart/cart";
import type { OrderQuote, TaxBreakdownDto } from "@/lib/checkout/schemas";
import { formatMoney, fromMinor, toMinor } from "@/lib/money";
import { UploadedImage } from "@/components/ui/uploaded-image";
import { useT } from "@/components/storefront/island-messages";
import { discountName } from "./words";

/**
 * What the summary shows. Every figure is the server's (POST /api/checkout/quote); nothing is added up
 * here. Before the shopper's address is known, shipping and tax are not ready and the total is the subtotal.
 */
export type SummaryQuote = {
  subtotal: string;
  /** null: not known yet ("Calculated at next step"). */
  shipping: string | null;
  /** null: not known yet ("—"). */
  tax: string | null;
  taxBreakdown: TaxBreakdownDto[];
  taxInclusive: boolean;
  codCharges: string;
  total: string;
  /** The discounts the server applied (lines and shipping), and their total. */
  discounts?: { id: string; code: string | null; title: string | null; type: string; amount: string }[];
  discountTotal?: string;
  /** Gift cards that pay part or all of the total (a tender, shown after it) and what is left to pay. */
  giftCards?: { last4: string; amount: string }[];
  amountDue?: string;
  /** The server's line totals by variant id (and by product id, for lines stored before variants), when it priced the cart. */
  lineTotals?: Record<string, string>;
};

/** What the summary shows before the shopper's address is known (sign-in and address steps). */
export const quoteBeforeAddress = (subtotal: string): SummaryQuote => ({
  subtotal,
  shipping: null,
  tax: null,
  taxBreakdown: [],
  taxInclusive: false,
  codCharges: "0.00",
  total: subtotal,
});

/** The summary of the sign-in and address steps: the cart before its address is known. */
export function OrderSummaryBeforeAddress({ currency, items, subtotal }: { currency: string; items: CartItem[]; subtotal: string }) {
  return <OrderSummary currency={currency} items={items} {...quoteBeforeAddress(subtotal)} />;
}

/**
 * The summary for the payment step: the server's quote; while it loads, the figures are not ready; when it
 * failed, no tax and free shipping (as a failed estimate always showed) and the cart's subtotal.
 */
export function summaryOf(cartSubtotal: string, quote: OrderQuote | null | undefined, ready: boolean): SummaryQuote {
  if (!ready || quote === undefined) return quoteBeforeAddress(cartSubtotal);
  if (quote === null) return { ...quoteBeforeAddress(cartSubtotal), shipping: "0.00", tax: "0.00" };
  return {
    subtotal: quote.subtotal,
    shipping: quote.shipping,
    tax: quote.tax,
    taxBreakdown: quote.taxBreakdown,
    taxInclusive: quote.taxInclusive,
    codCharges: quote.codCharges,
    total: quote.total,
    discounts: quote.discounts,
    discountTotal: quote.discountTotal,
    giftCards: quote.giftCards,
    amountDue: quote.amountDue,
    lineTotals: Object.fromEntries(quote.lines.flatMap((l) => [[l.productId, l.lineTotal], [l.variantId, l.lineTotal]])),
  };
}

/** The order summary beside every checkout step. */
export function OrderSummary(p: SummaryQuote & { currency: string; items: CartItem[]; discountField?: ReactNode }) {
  const t = useT();
  const money = (v: string) => formatMoney(v, p.currency);
  return (
    <Card className="h-fit lg:sticky lg:top-24" aria-labelledby="summary-heading">
      <CardHeader>
        <CardTitle id="summary-heading">{t("checkout.summary.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-3">
          {p.items.map((i) => (
            <li key={i.id} className="flex items-center gap-3">
              {i.image ? (
                <UploadedImage src={i.image} alt="" shownWidth={48} className="size-12 rounded object-cover" />
              ) : (
                <div className="size-12 rounded bg-muted" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{lineName(i)}</p>
                <p className="text-xs text-muted-foreground">{t("checkout.summary.qty", { count: String(i.quantity) })}</p>
              </div>
              <span className="text-sm font-medium">{money(p.lineTotals?.[i.variantId ?? i.productId] ?? fromMinor(toMinor(i.price) * i.quantity))}</span>
            </li>
          ))}
        </ul>
        {p.discountField ? (
          <>
            <Separator />
            {p.discountField}
          </>
        ) : null}
        <Separator />
        {/* A definition list holds only dt/dd groups: the rule above the total is the group's own border. */}
        <dl className="space-y-2 text-sm" data-testid="order-summary-totals">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t("checkout.summary.subtotal")}</dt>
            <dd>{money(p.subtotal)}</dd>
          </div>
          {(p.discounts ?? [])
            .filter((d) => toMinor(d.amount) > 0)
            .map((d) => (
              <div key={d.id} className="flex justify-between text-emerald-700 dark:text-emerald-400" data-testid="summary-discount">
                <dt>{discountName(t, d, "checkout")}</dt>
                <dd>−{money(d.amount)}</dd>
              </div>
            ))}
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t("checkout.summary.shipping")}</dt>
            <dd data-testid="summary-shipping">{p.shipping === null ? t("checkout.summary.nextStep") : toMinor(p.shipping) === 0 ? t("checkout.summary.free") : money(p.shipping)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t(p.taxInclusive ? "checkout.summary.taxIncluded" : "checkout.summary.tax")}</dt>
            <dd data-testid="summary-tax">{p.tax === null ? "—" : money(p.tax)}</dd>
          </div>
          {p.taxBreakdown.map((b) => (
            <div key={`${b.label}-${b.rate}`} className="flex justify-between ps-3 text-xs text-muted-foreground">
              <dt>
                {b.label} ({b.rate}%)
              </dt>
              <dd>{money(b.amount)}</dd>
            </div>
          ))}
          {toMinor(p.codCharges) > 0 ? (
            <div className="flex justify-between">
              <dt className="text-muted-foreground">{t("checkout.summary.codCharges")}</dt>
              <dd>{money(p.codCharges)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t pt-2 text-base font-semibold">
            <dt>{t("checkout.summary.total")}</dt>
            <dd data-testid="summary-total">{money(p.total)}</dd>
          </div>
          {p.giftCards?.length ? (
            <>
              {p.giftCards.map((c) => (
                <div key={c.last4} className="flex justify-between text-emerald-700 dark:text-emerald-400" data-testid="summary-gift-card">
                  <dt>{t("checkout.summary.giftCard", { last4: c.last4 })}</dt>
                  <dd>−{money(c.amount)}</dd>
                </div>
              ))}
              <div className="flex justify-between text-base font-semibold">
                <dt>{t("checkout.summary.leftToPay")}</dt>
                <dd data-testid="summary-amount-due">{money(p.amountDue ?? p.total)}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
