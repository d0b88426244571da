import { Fragment } from "react";
import type { TaxBreakdownDto } from "@/lib/checkout/schemas";
import { formatMoney } from "@/lib/money";
import { orderTotalRows, rowValue, type TotalFigures } from "@/lib/orders/total-rows";

const TEST_IDS: Partial<Record<string, string>> = { discount: "order-discount", "shipping-discount": "order-shipping-discount", total: "order-total" };

/**
 * An order's money as the shopper sees it on the order page and in the order list: the same rows, in the same
 * order, as the invoice and the order mails (lib/orders/total-rows.ts), each discount on its own row.
 */
export function OrderTotals({ order: o, currency, breakdown = [], refunded, className = "" }: { order: TotalFigures; currency: string; breakdown?: readonly TaxBreakdownDto[]; refunded?: string | null; className?: string }) {
  return (
    <dl className={`space-y-1 text-sm ${className}`} data-testid="order-totals">
      {orderTotalRows(o).map((r, i) => (
        <Fragment key={i}>
          <Row label={r.label} value={rowValue(r, currency)} strong={r.kind === "total"} testId={TEST_IDS[r.kind]} />
          {r.kind === "tax" ? breakdown.map((b) => <Row key={`${b.label}-${b.rate}`} label={`${b.label} (${b.rate}%)`} value={formatMoney(b.amount, currency)} small />) : null}
        </Fragment>
      ))}
      {refunded && Number(refunded) > 0 ? <Row label="Refunded" value={`−${formatMoney(refunded, currency)}`} testId="order-refunded" /> : null}
    </dl>
  );
}

function Row({ label, value, strong, small, testId }: { label: string; value: string; strong?: boolean; small?: boolean; testId?: string }) {
  return (
    <div data-testid={testId} className={`flex justify-between gap-4 ${strong ? "mt-2 border-t pt-2 text-base font-semibold" : ""} ${small ? "pl-3 text-xs text-muted-foreground" : ""}`}>
      <dt className={strong || small ? "" : "text-muted-foreground"}>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  );
}
