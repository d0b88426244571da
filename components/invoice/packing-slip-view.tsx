import type { InvoiceDto } from "@/lib/orders/invoice";
import { LineTitle } from "./line-title";
import { PrintPage } from "./print-page";

/** The printable packing slip: store, order, ship-to address and the lines with quantities and SKUs; no prices. */
export function PackingSlipView({ invoice: inv, pdfHref, backHref }: { invoice: InvoiceDto; pdfHref: string; backHref: string }) {
  const count = inv.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <PrintPage backHref={backHref} pdfHref={pdfHref} pdfTestId="packing-slip-pdf" testId="packing-slip">
      <header className="flex flex-col gap-6 sm:flex-row sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{inv.seller.name}</h1>
          <p className="text-neutral-600">{inv.seller.domain}</p>
        </div>
        <div className="sm:text-right">
          <p className="text-xl font-semibold tracking-wide">PACKING SLIP</p>
          <p>
            Order <span className="font-medium">{inv.orderNumber}</span>
          </p>
          <p>Date {new Date(inv.date).toLocaleDateString("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" })}</p>
        </div>
      </header>
      <section className="mt-8">
        <h2 className="text-xs font-semibold uppercase text-neutral-500">Ship to</h2>
        <p className="font-medium">{inv.buyer.name}</p>
        <p className="max-w-sm whitespace-pre-line break-words" data-testid="packing-slip-address">
          {inv.buyer.address}
        </p>
      </section>
      <table className="mt-8 w-full border-collapse">
        <thead>
          <tr className="border-b text-left text-xs uppercase text-neutral-500">
            <th className="w-10 py-2 pr-2 font-semibold print:table-cell">
              <span className="sr-only">Packed</span>
            </th>
            <th className="py-2 pr-2 font-semibold">Item</th>
            <th className="py-2 text-right font-semibold">Qty</th>
          </tr>
        </thead>
        <tbody>
          {inv.lines.map((l, i) => (
            <tr key={i} className="border-b align-top" data-testid="packing-slip-line">
              <td className="py-2 pr-2">
                <span className="inline-block size-4 rounded-sm border border-neutral-400" aria-hidden />
              </td>
              <td className="py-2 pr-2 break-words">
                <LineTitle product={l.product} variant={l.variant} variantClassName="text-neutral-600" />
                {l.sku ? <span className="block text-xs text-neutral-500">SKU: {l.sku}</span> : null}
              </td>
              <td className="py-2 text-right font-medium">{l.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <td className="py-2 pr-2 text-right text-neutral-500">Items</td>
            <td className="py-2 text-right font-semibold">{count}</td>
          </tr>
        </tfoot>
      </table>
    </PrintPage>
  );
}
