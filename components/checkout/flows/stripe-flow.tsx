"use client";
import dynamic from "next/dynamic";
import { useEffect, useRef, type MutableRefObject } from "react";
import { useT } from "@/components/storefront/island-messages";
import { toast } from "@/components/ui/use-toast";
import type { CheckoutActions, PayHandler } from "../checkout-actions";
import type { StripeHandle } from "../payment-panels";

// Stripe's packages load only when the card method is shown, not with every checkout (record 0080's budget).
const StripeCardPanel = dynamic(() => import("../payment-panels").then((m) => m.StripeCardPanel), { ssr: false });

/**
 * Card payments with Stripe: the card is checked before the order takes any stock; then the server makes a
 * PaymentIntent for the stored order's total, Stripe.js confirms it, and the server retrieves it to mark
 * the order paid.
 */
export function StripeFlow({
  actions,
  payRef,
  scriptUrl,
  publishableKey,
  currency,
  estimateMinor,
}: {
  actions: CheckoutActions;
  payRef: MutableRefObject<PayHandler | null>;
  scriptUrl: string;
  publishableKey: string | null;
  currency: string;
  /** For the card element only; the intent carries the server's total. */
  estimateMinor: number;
}) {
  const t = useT();
  const card = useRef<StripeHandle>(null);
  useEffect(() => {
    payRef.current = (values) =>
      actions.attempt(async (track) => {
        const checked = await card.current?.submit();
        if (!checked || checked.error) {
          toast({ title: t("checkout.toast.paymentFailed"), description: checked?.error?.message ?? t("checkout.pay.loadFailed"), variant: "destructive" });
          return false;
        }
        const order = await actions.placeOrder(values, "stripe");
        track(order.id);
        const h = card.current;
        if (!h) throw new Error(t("checkout.pay.loadFailed"));
        const { payWith } = await import("./payment-calls");
        const pi = await payWith.stripeIntent(order.id);
        const result = await h.confirm(pi.clientSecret, { name: `${values.firstName} ${values.lastName}`, email: values.email });
        if (result.error) {
          toast({ title: t("checkout.toast.paymentFailed"), description: result.error.message ?? t("checkout.toast.failedPayment"), variant: "destructive" });
          await actions.giveUp(order.id);
          return false;
        }
        const confirmed = await payWith.stripeConfirm(order.id);
        if (!confirmed.paid) {
          toast({ title: t("checkout.toast.paymentFailed"), description: t("checkout.toast.notConfirmed"), variant: "destructive" });
          return false;
        }
        await actions.finish(t("checkout.toast.paidTitle"), t("checkout.toast.paidBody"));
        return true;
      });
  });
  return <StripeCardPanel scriptUrl={scriptUrl} publishableKey={publishableKey} currency={currency} amount={estimateMinor} handle={card} />;
}
