import { Fragment } from "react";
import type { TaxBreakdownDto } from "@/lib/checkout/schemas";
import { formatMoney } from "@/lib/money";
import { orderTotalRows, rowValue, type TotalFigures, type TotalRow } from "@/lib/orders/total-rows";
import { useSay } from "./say";

const TEST_IDS: Partial<Record<string, string>> = { discount: "order-discount", "shipping-discount": "order-shipping-discount", total: "order-total" };

/**
 * An order's money as the shopper sees it on the order page and in the order list: the same rows, in the same
 * order, as the invoice and the order mails (lib/orders/total-rows.ts), each discount on its own row.
 */
export function OrderTotals({ order: o, currency, breakdown = [], refunded, className = "" }: { order: TotalFigures; currency: string; breakdown?: readonly TaxBreakdownDto[]; refunded?: string | null; className?: string }) {
  const say = useSay();
  return (
    <dl className={`space-y-1 text-sm ${className}`} data-testid="order-totals">
      {orderTotalRows(o).map((r, i) => (
        <Fragment key={i}>
          <Row label={rowLabel(r, say)} value={rowValue(r, currency)} strong={r.kind === "total"} testId={TEST_IDS[r.kind]} />
          {r.kind === "tax" ? breakdown.map((b) => <Row key={`${b.label}-${b.rate}`} label={`${b.label} (${b.rate}%)`} value={formatMoney(b.amount, currency)} small />) : null}
        </Fragment>
      ))}
      {refunded && Number(refunded) > 0 ? <Row label={say("totals.refunded", "Refunded")} value={`−${formatMoney(refunded, currency)}`} testId="order-refunded" /> : null}
    </dl>
  );
}

/**
 * A row's label in the page's language (issue 44): the rows come named in English (lib/orders/total-rows.ts, shared
 * with the invoice and the mails); a discount's code or title is kept as it is.
 */
function rowLabel(r: TotalRow, say: ReturnType<typeof useSay>): string {
  const named = /^(Discount|Free shipping) \((.*)\)$/.exec(r.label);
  switch (r.kind) {
    case "subtotal":
      return say("totals.subtotal", r.label);
    case "shipping":
      return say("totals.shipping", r.label);
    case "tax":
      return r.label === "Tax (included)" ? say("totals.taxIncluded", r.label) : say("totals.tax", r.label);
    case "cod":
      return say("totals.cod", r.label);
    case "total":
      return say("totals.total", r.label);
    case "due":
      return say("totals.due", r.label);
    case "gift-card": {
      const last4 = /(\S+)$/.exec(r.label)?.[1];
      return last4 ? say("totals.giftCard", r.label, { last4 }) : r.label;
    }
    default:
      if (named) return named[1] === "Discount" ? say("totals.discountNamed", r.label, { name: named[2] }) : say("totals.freeShippingNamed", r.label, { name: named[2] });
      if (r.label === "Discount") return say("totals.discount", r.label);
      if (r.label === "Free shipping") return say("totals.freeShipping", r.label);
      if (r.label === "Shipping discount") return say("totals.shippingDiscount", r.label);
      return r.label;
  }
}

function Row({ label, value, strong, small, testId }: { label: string; value: string; strong?: boolean; small?: boolean; testId?: string }) {
  return (
    <div data-testid={testId} className={`flex justify-between gap-4 ${strong ? "mt-2 border-t pt-2 text-base font-semibold" : ""} ${small ? "ps-3 text-xs text-muted-foreground" : ""}`}>
      <dt className={strong || small ? "" : "text-muted-foreground"}>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  );
}
