"use client";
import { useEffect, useRef, type MutableRefObject } from "react";
import { toast } from "@/components/ui/use-toast";
import type { CheckoutActions, PayHandler } from "../checkout-actions";
import { StripeCardPanel, type StripeHandle } from "../payment-panels";

const LOAD_FAILED = "Failed to load payment system. Please check your internet connection.";

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
  const card = useRef<StripeHandle>(null);
  useEffect(() => {
    payRef.current = (values) =>
      actions.attempt(async (track) => {
        const checked = await card.current?.submit();
        if (!checked || checked.error) {
          toast({ title: "Payment Failed", description: checked?.error?.message ?? LOAD_FAILED, variant: "destructive" });
          return false;
        }
        const order = await actions.placeOrder(values, "stripe");
        track(order.id);
        const h = card.current;
        if (!h) throw new Error(LOAD_FAILED);
        const { payWith } = await import("./payment-calls");
        const pi = await payWith.stripeIntent(order.id);
        const result = await h.confirm(pi.clientSecret, { name: `${values.firstName} ${values.lastName}`, email: values.email });
        if (result.error) {
          toast({ title: "Payment Failed", description: result.error.message ?? "Failed to process payment", variant: "destructive" });
          await actions.giveUp(order.id);
          return false;
        }
        const confirmed = await payWith.stripeConfirm(order.id);
        if (!confirmed.paid) {
          toast({ title: "Payment Failed", description: "Your payment could not be confirmed.", variant: "destructive" });
          return false;
        }
        await actions.finish("Payment Successful", "Your order has been placed successfully!");
        return true;
      });
  });
  return <StripeCardPanel scriptUrl={scriptUrl} publishableKey={publishableKey} currency={currency} amount={estimateMinor} handle={card} />;
}
