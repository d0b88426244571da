import { Fragment } from "react";
import { formatMoney } from "@/lib/money";
import { orderTotalRows, rowValue } from "@/lib/orders/total-rows";
import type { InvoiceDto } from "@/lib/orders/invoice";
import { LineTitle } from "./line-title";
import { PrintPage } from "./print-page";

/** The printable invoice: store and tax id, buyer, lines, tax breakdown and totals in the order's currency. */
export function InvoiceView({ invoice: inv, pdfHref, backHref }: { invoice: InvoiceDto; pdfHref: string; backHref: string }) {
  const money = (v: string | number) => formatMoney(v, inv.currency);
  return (
    <PrintPage backHref={backHref} pdfHref={pdfHref} pdfTestId="invoice-pdf" testId="invoice">
      <header className="flex flex-col gap-6 sm:flex-row sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{inv.seller.name}</h1>
          <p className="text-neutral-600">{inv.seller.domain}</p>
          {inv.seller.taxIdNumber ? <p className="text-neutral-600">Tax ID: {inv.seller.taxIdNumber}</p> : null}
        </div>
        <div className="sm:text-right">
          <p className="text-xl font-semibold tracking-wide">INVOICE</p>
          <p>
            Invoice no. <span className="font-medium" data-testid="invoice-number">{inv.number ?? "—"}</span>
          </p>
          <p>Date {new Date(inv.date).toLocaleDateString("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" })}</p>
          <p>Order {inv.orderNumber}</p>
          <p className="font-medium">{inv.paid ? "Paid" : inv.status.replace("_", " ").toUpperCase()}</p>
        </div>
      </header>
      <section className="mt-8">
        <h2 className="text-xs font-semibold uppercase text-neutral-500">Bill to</h2>
        <p className="font-medium">{inv.buyer.name}</p>
        <p>{inv.buyer.email}</p>
        <p className="max-w-sm whitespace-pre-line break-words">{inv.buyer.address}</p>
      </section>
      <div className="mt-8 overflow-x-auto">
        <table className="w-full border-collapse">
          <thead>
            <tr className="border-b text-left text-xs uppercase text-neutral-500">
              <th className="py-2 pr-2 font-semibold">Item</th>
              <th className="py-2 pr-2 text-right font-semibold">Qty</th>
              <th className="hidden py-2 pr-2 text-right font-semibold sm:table-cell print:table-cell">Unit price</th>
              <th className="py-2 text-right font-semibold">Amount</th>
            </tr>
          </thead>
          <tbody>
            {inv.lines.map((l, i) => (
              <tr key={i} className="border-b align-top">
                <td className="py-2 pr-2 break-words">
                  <LineTitle product={l.product} variant={l.variant} variantClassName="text-neutral-600" />
                  {l.sku ? <span className="block text-xs text-neutral-500">SKU: {l.sku}</span> : null}
                </td>
                <td className="py-2 pr-2 text-right">{l.quantity}</td>
                <td className="hidden py-2 pr-2 text-right whitespace-nowrap sm:table-cell print:table-cell">{money(l.unitPrice)}</td>
                <td className="py-2 text-right whitespace-nowrap">{money(l.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto mt-6 grid max-w-xs grid-cols-2 gap-y-1">
        {orderTotalRows(inv).map((r, i) =>
          r.kind === "total" ? (
            <div key={i} className="contents">
              <dt className="border-t pt-1 font-semibold">{r.label}</dt>
              <dd className="border-t pt-1 text-right font-semibold" data-testid="invoice-total">
                {rowValue(r, inv.currency)}
              </dd>
            </div>
          ) : (
            <Fragment key={i}>
              <div className="contents" data-testid={r.kind === "discount" ? "invoice-discount" : r.kind === "shipping-discount" ? "invoice-shipping-discount" : undefined}>
                <dt>{r.label}</dt>
                <dd className="text-right">{rowValue(r, inv.currency)}</dd>
              </div>
              {/* The tax's parts, under it: shown, not added again. */}
              {r.kind === "tax"
                ? inv.taxBreakdown.map((b, j) => (
                    <div key={`b${j}`} className="contents text-sm text-neutral-600">
                      <dt className="pl-3">
                        {b.label} ({b.rate}%)
                      </dt>
                      <dd className="text-right">{money(b.amount)}</dd>
                    </div>
                  ))
                : null}
            </Fragment>
          ),
        )}
      </dl>
      <p className="mt-8 text-xs text-neutral-500">All amounts in {inv.currency}.</p>
    </PrintPage>
  );
}
