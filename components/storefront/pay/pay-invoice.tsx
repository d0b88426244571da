import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import type { DraftInvoiceDto } from "@/lib/draft-orders/schemas";
import { translator } from "@/lib/i18n/catalog";
import { islandMessages } from "@/lib/i18n/island";
import { formatMoney, toMinor } from "@/lib/money";
import { PayActions, type PayKeys } from "./pay-actions";

type Props = {
  token: string;
  invoice: DraftInvoiceDto;
  store: { name: string; primaryColor: string };
  basePath: string;
  lang: string;
  scripts: { razorpay: string; stripe: string; paypal: string };
  keys: PayKeys;
};

/**
 * The shopper's side of a draft order's invoice (records 0153, 0163), rendered on the server in the page's language
 * (the `pay` messages): the lines and the server's quote, then the payment island with the store's online methods.
 */
export function PayInvoice({ token, invoice, store, basePath, lang, scripts, keys }: Props) {
  const t = translator(lang, "pay");
  const q = invoice.quote;
  const money = (v: string) => formatMoney(v, q.currency);
  // A draft already made an order is paid on that order, if still pending (its method only: invoiceByToken).
  const canPay = !invoice.paid && invoice.methods.length > 0 && (invoice.status !== "completed" || !!invoice.orderId);
  // The card and PayPal panels are the checkout's (components/checkout/payment-panels.tsx): their words are the
  // checkout's messages, given with the pay page's own when those panels may show.
  const panels = invoice.methods.some((m) => m !== "razorpay");
  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <Card>
        <CardHeader>
          <CardTitle>{t("heading", { store: store.name })}</CardTitle>
          <p className="text-sm text-muted-foreground">{t("for", { name: invoice.customerName || invoice.email })}</p>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul className="divide-y" aria-label={t("items")}>
            {invoice.lines.map((l, i) => (
              <li key={i} className="flex justify-between gap-3 py-2 text-sm">
                <span className="min-w-0">
                  {l.quantity} × {l.title}
                  {l.variantTitle ? <span className="block text-xs text-muted-foreground">{l.variantTitle}</span> : null}
                </span>
                <span className="tabular-nums">{money(l.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="space-y-1 border-t pt-3 text-sm">
            <Row label={t("summary.subtotal")} value={money(q.subtotal)} />
            {q.discount !== "0.00" ? <Row label={invoice.discount?.reason || t("summary.discount")} value={`−${money(q.discount)}`} /> : null}
            <Row label={invoice.shippingLine?.title || t("summary.shipping")} value={money(q.shipping)} />
            <Row label={q.taxInclusive ? t("summary.taxIncluded") : t("summary.tax")} value={money(q.tax)} />
            <div className="flex justify-between border-t pt-2 text-base font-semibold">
              <dt>{t("summary.total")}</dt>
              <dd data-testid="invoice-total">{money(q.total)}</dd>
            </div>
          </dl>
          {invoice.paid ? (
            <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
              {t("paid")}
            </p>
          ) : canPay ? (
            <IslandMessagesProvider value={islandMessages(lang, panels ? { pay: ["*"], checkout: ["*"] } : { pay: ["*"] })}>
              <PayActions
                token={token}
                methods={invoice.methods}
                payer={{ name: invoice.customerName, email: invoice.email }}
                total={money(q.total)}
                currency={q.currency}
                totalMinor={toMinor(q.total)}
                store={store}
                basePath={basePath}
                scripts={scripts}
                keys={keys}
              />
            </IslandMessagesProvider>
          ) : (
            <p className="text-sm text-muted-foreground">{t("unavailable", { store: store.name })}</p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
