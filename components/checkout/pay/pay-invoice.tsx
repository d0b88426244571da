"use client";
import { useRouter } from "next/navigation";
import { CreditCard, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import * as draftsApi from "@/lib/draft-orders/endpoints";
import type { DraftInvoiceDto } from "@/lib/draft-orders/schemas";
import { callApi } from "@/lib/http/call";
import { errorMessage } from "@/lib/http/client";
import { formatMoney } from "@/lib/money";
import { loadRazorpay, type RazorpayResponse } from "../scripts";

type Props = {
  token: string;
  invoice: DraftInvoiceDto;
  store: { name: string; primaryColor: string };
  basePath: string;
  scripts: { razorpay: string };
};

/**
 * The shopper's side of a draft order's invoice (record 0153): the lines and the server's quote, then "Pay". Paying
 * makes the draft a pending order of a guest session (POST /api/checkout/pay/{token}), which the checkout's own
 * payment calls then pay: Razorpay's widget, the server's signature check, the order's page.
 */
export function PayInvoice({ token, invoice, store, basePath, scripts }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const q = invoice.quote;
  const money = (v: string) => formatMoney(v, q.currency);
  // Razorpay is the pay link's online method here; a draft already made an order is paid on that order, if still pending.
  const canPay = !invoice.paid && invoice.methods.includes("razorpay") && (invoice.status !== "completed" || !!invoice.orderId);

  async function pay() {
    setBusy(true);
    try {
      const started = await callApi(draftsApi.pay, { params: { token }, body: { paymentMethod: "razorpay" } });
      const { payWith } = await import("../flows/payment-calls");
      const rp = await payWith.razorpayOrder(started.orderId);
      const Razorpay = await loadRazorpay(scripts.razorpay);
      await new Promise<void>((resolve) => {
        new Razorpay({
          key: rp.key,
          amount: rp.amount,
          currency: rp.currency,
          order_id: rp.id,
          name: store.name,
          description: "Invoice",
          prefill: { name: invoice.customerName, email: invoice.email },
          theme: { color: store.primaryColor },
          handler: async (resp: RazorpayResponse) => {
            try {
              await payWith.razorpayVerify({ ...resp, orderId: started.orderId });
              toast({ title: "Payment Successful", description: "Thank you: your order is paid.", variant: "success" });
              router.push(storeHref(basePath, `/order/${started.orderId}`));
            } catch {
              toast({ title: "Payment Verification Failed", description: "Please contact the store if the amount was deducted.", variant: "destructive" });
            }
            resolve();
          },
          modal: { ondismiss: () => resolve() },
        }).open();
      });
    } catch (err) {
      toast({ title: "Payment failed", description: errorMessage(err, "The payment could not be started"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto max-w-xl px-4 py-8">
      <Card>
        <CardHeader>
          <CardTitle>Your order from {store.name}</CardTitle>
          <p className="text-sm text-muted-foreground">For {invoice.customerName || invoice.email}</p>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul className="divide-y" aria-label="Items">
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
            <Row label="Subtotal" value={money(q.subtotal)} />
            {q.discount !== "0.00" ? <Row label={invoice.discount?.reason || "Discount"} value={`−${money(q.discount)}`} /> : null}
            <Row label={invoice.shippingLine?.title || "Shipping"} value={money(q.shipping)} />
            <Row label={q.taxInclusive ? "Tax (included)" : "Tax"} value={money(q.tax)} />
            <div className="flex justify-between border-t pt-2 text-base font-semibold">
              <dt>Total</dt>
              <dd data-testid="invoice-total">{money(q.total)}</dd>
            </div>
          </dl>
          {invoice.paid ? (
            <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
              This invoice is paid. Thank you!
            </p>
          ) : canPay ? (
            <Button className="w-full" size="lg" onClick={pay} disabled={busy} data-testid="pay-invoice">
              {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <CreditCard aria-hidden />} Pay {money(q.total)}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">This store cannot take this payment online. Please contact {store.name}.</p>
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
