"use client";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import type { CartItem } from "@/lib/cart/cart";
import { formatMoney, fromMinor, toMinor } from "@/lib/money";

/** The amounts the summary adds up; before an address is known, shipping and tax are not ready. */
export type SummaryQuote = {
  subtotal: string;
  shipping: number;
  shippingReady: boolean;
  tax: number;
  taxBreakdown: { label: string; rate: number; amount: number }[];
  taxInclusive: boolean;
  taxReady: boolean;
  codCharges: number;
};

/** Total = subtotal + shipping + tax (unless included in prices) + COD charges, in minor units. */
export function summaryTotalMinor(q: Pick<SummaryQuote, "subtotal" | "shipping" | "tax" | "taxInclusive" | "codCharges">): number {
  return toMinor(q.subtotal) + toMinor(q.shipping) + (q.taxInclusive ? 0 : toMinor(q.tax)) + toMinor(q.codCharges);
}

/** What the summary shows before the shopper's address is known (sign-in and address steps). */
export const quoteBeforeAddress = (subtotal: string): SummaryQuote => ({
  subtotal,
  shipping: 0,
  shippingReady: false,
  tax: 0,
  taxBreakdown: [],
  taxInclusive: false,
  taxReady: false,
  codCharges: 0,
});

/** The order summary beside every checkout step. */
export function OrderSummary(p: SummaryQuote & { currency: string; items: CartItem[] }) {
  const money = (v: number | string) => formatMoney(v, p.currency);
  const total = summaryTotalMinor(p);
  return (
    <Card className="h-fit lg:sticky lg:top-24" aria-labelledby="summary-heading">
      <CardHeader>
        <CardTitle id="summary-heading">Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-3">
          {p.items.map((i) => (
            <li key={i.id} className="flex items-center gap-3">
              {i.image ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={i.image} alt="" className="size-12 rounded object-cover" />
              ) : (
                <div className="size-12 rounded bg-muted" aria-hidden />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{i.name}</p>
                <p className="text-xs text-muted-foreground">Qty: {i.quantity}</p>
              </div>
              <span className="text-sm font-medium">{money(fromMinor(toMinor(i.price) * i.quantity))}</span>
            </li>
          ))}
        </ul>
        <Separator />
        <dl className="space-y-2 text-sm" data-testid="order-summary-totals">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd>{money(p.subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Shipping</dt>
            <dd data-testid="summary-shipping">{!p.shippingReady ? "Calculated at next step" : p.shipping === 0 ? "Free" : money(p.shipping)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{p.taxInclusive ? "Tax (included)" : "Tax"}</dt>
            <dd data-testid="summary-tax">{p.taxReady ? money(p.tax) : "—"}</dd>
          </div>
          {p.taxBreakdown.map((b) => (
            <div key={`${b.label}-${b.rate}`} className="flex justify-between pl-3 text-xs text-muted-foreground">
              <dt>
                {b.label} ({b.rate}%)
              </dt>
              <dd>{money(b.amount)}</dd>
            </div>
          ))}
          {p.codCharges > 0 ? (
            <div className="flex justify-between">
              <dt className="text-muted-foreground">COD charges</dt>
              <dd>{money(p.codCharges)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd data-testid="summary-total">{money(fromMinor(total))}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
