"use client";
import { CreditCard, LoaderCircle } from "lucide-react";
import { useRef } from "react";
import { StripeCardPanel, type StripeHandle } from "@/components/checkout/payment-panels";
import { useT } from "@/components/storefront/island-messages";
import { StoreButton } from "@/components/storefront/store-button";
import { toast } from "@/components/ui/use-toast";
import type { PayFlow } from "./pay-flow";

/**
 * The invoice paid by card (record 0163), as the checkout's Stripe flow does it: the card element (the checkout's
 * panel) is checked first, then the draft becomes its pending order, the server makes the PaymentIntent for the
 * stored total, Stripe.js confirms it in place and the server retrieves it to mark the order paid. A declined card
 * leaves the order pending (the same intent is confirmed again with another card).
 */
export function CardPay({
  flow,
  payer,
  label,
  scriptUrl,
  publishableKey,
  currency,
  amountMinor,
}: {
  flow: PayFlow;
  payer: { name: string; email: string };
  label: string;
  scriptUrl: string;
  publishableKey: string | null;
  currency: string;
  amountMinor: number;
}) {
  const t = useT();
  const card = useRef<StripeHandle>(null);

  async function pay() {
    flow.setBusy(true);
    try {
      const checked = await card.current?.submit();
      if (!checked || checked.error) {
        toast({
          title: t("pay.toast.failedTitle"),
          description: checked?.error?.message ?? t("pay.toast.cardFailed"),
          variant: "destructive",
        });
        return;
      }
      const started = await flow.start("stripe");
      const { payWith } = await import("@/components/checkout/flows/payment-calls");
      const pi = await payWith.stripeIntent(started.orderId);
      const h = card.current;
      if (!h) throw new Error(t("pay.toast.cardFailed"));
      const result = await h.confirm(pi.clientSecret, {
        name: payer.name || payer.email,
        email: payer.email,
      });
      if (result.error) {
        toast({
          title: t("pay.toast.failedTitle"),
          description: result.error.message ?? t("pay.toast.cardFailed"),
          variant: "destructive",
        });
        return;
      }
      const confirmed = await payWith.stripeConfirm(started.orderId);
      if (!confirmed.paid) {
        toast({
          title: t("pay.toast.failedTitle"),
          description: t("pay.toast.notConfirmed"),
          variant: "destructive",
        });
        return;
      }
      flow.paid(started.orderId);
    } catch (err) {
      flow.failed(err);
    } finally {
      flow.setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <StripeCardPanel scriptUrl={scriptUrl} publishableKey={publishableKey} currency={currency} amount={amountMinor} handle={card} />
      {publishableKey ? (
        <StoreButton className="w-full" size="lg" onClick={pay} disabled={flow.busy} data-testid="pay-invoice">
          {flow.busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <CreditCard aria-hidden />} {label}
        </StoreButton>
      ) : null}
    </div>
  );
}
