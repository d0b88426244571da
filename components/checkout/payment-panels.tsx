"use client";
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { LoaderCircle } from "lucide-react";
import { useEffect, useMemo, useState, type MutableRefObject } from "react";
import { useT } from "@/components/storefront/island-messages";
import { currencyDecimals } from "@/lib/money";
import { isStripeHostedJs, loadScript, type PayPalButtonsOptions } from "./scripts";

/** What the checkout form needs from the card panel: validate before placing the order, then confirm. */
export type StripeHandle = {
  submit(): Promise<{ error?: { message?: string } }>;
  confirm(clientSecret: string, billing: { name: string; email: string }): Promise<{ error?: { message?: string }; paymentIntent?: { id: string; status: string } }>;
} | null;

function Loading({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <LoaderCircle className="size-4 animate-spin" aria-hidden /> {text}
    </p>
  );
}

/** Stripe.js through @stripe/stripe-js, from Stripe's host, or from a configured URL (see ./scripts). */
function stripeFrom(scriptUrl: string, publishableKey: string): Promise<Stripe | null> {
  if (isStripeHostedJs(scriptUrl)) return loadStripe(publishableKey);
  return loadScript(scriptUrl).then(() => loadStripe(publishableKey));
}

/**
 * Card entry with Stripe's Payment Element (@stripe/react-stripe-js), in deferred-intent mode: the
 * element shows before the order exists; on submit the form validates it, the server creates the
 * PaymentIntent for the stored order, and confirmPayment() completes it in place.
 */
export function StripeCardPanel({
  scriptUrl,
  publishableKey,
  currency,
  amount,
  handle,
}: {
  scriptUrl: string;
  publishableKey: string | null;
  currency: string;
  /** An estimate in minor units for the element (the intent carries the server's total). */
  amount: number;
  handle: MutableRefObject<StripeHandle>;
}) {
  const t = useT();
  const stripePromise = useMemo(() => (publishableKey ? stripeFrom(scriptUrl, publishableKey).catch(() => null) : null), [scriptUrl, publishableKey]);
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");
  useEffect(() => {
    let live = true;
    stripePromise?.then((s) => live && !s && setState("error"));
    return () => {
      live = false;
    };
  }, [stripePromise]);

  if (!publishableKey) return <p className="text-sm text-destructive">{t("checkout.pay.cardNotConfigured")}</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">{t("checkout.pay.cardDetails")}</p>
      <div data-testid="stripe-card" className="min-h-10">
        <Elements
          stripe={stripePromise}
          options={{ mode: "payment", amount: Math.max(1, currencyDecimals(currency) === 0 ? Math.round(amount / 100) : amount), currency: currency.toLowerCase(), appearance: { theme: "stripe" } }}
        >
          <PaymentElementBridge handleRef={handle} onState={setState} />
        </Elements>
      </div>
      {state === "loading" ? <Loading text={t("checkout.pay.loadingCard")} /> : null}
      {state === "error" ? <p className="text-sm text-destructive">{t("checkout.pay.loadFailed")}</p> : null}
    </div>
  );
}

function PaymentElementBridge({ handleRef, onState }: { handleRef: MutableRefObject<StripeHandle>; onState: (s: "ready" | "error") => void }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    handleRef.current = {
      submit: () => elements.submit(),
      confirm: (clientSecret, billing) =>
        stripe.confirmPayment({
          elements,
          clientSecret,
          // Cards confirm in place; a method that must leave the page comes back to this one.
          redirect: "if_required",
          confirmParams: { return_url: window.location.href, payment_method_data: { billing_details: billing } },
        }),
    };
    return () => {
      handleRef.current = null;
    };
  }, [stripe, elements, handleRef]);
  return <PaymentElement options={{ layout: "tabs" }} onReady={() => onState("ready")} onLoadError={() => onState("error")} />;
}

/**
 * The PayPal panel: PayPal's buttons through @paypal/react-paypal-js (the JS SDK from `scriptUrl`, which
 * is PayPal's own by default and the fake provider's in tests; intent capture, the store's currency).
 * Creating and capturing the PayPal order happen on the server (createOrder/onApprove call our API).
 */
export function PayPalPanel({
  scriptUrl,
  clientId,
  currency,
  options,
}: {
  scriptUrl: string;
  clientId: string | null;
  currency: string;
  options: MutableRefObject<PayPalButtonsOptions>;
}) {
  const t = useT();
  if (!clientId) return <p className="text-sm text-destructive">{t("checkout.pay.paypalNotConfigured")}</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">{t("checkout.pay.paypalInfo")}</p>
      <PayPalScriptProvider options={{ clientId, currency, intent: "capture", components: "buttons", sdkBaseUrl: scriptUrl }}>
        <div data-testid="paypal-buttons">
          <PayPalButtonsWithState options={options} />
        </div>
      </PayPalScriptProvider>
    </div>
  );
}

function PayPalButtonsWithState({ options }: { options: MutableRefObject<PayPalButtonsOptions> }) {
  const t = useT();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) return <p className="text-sm text-destructive">{t("checkout.pay.loadFailed")}</p>;
  if (isPending) return <Loading text={t("checkout.pay.loadingPaypal")} />;
  return (
    <PayPalButtons
      style={{ layout: "vertical", label: "paypal" }}
      // Read the latest callbacks at click time (the form's values change after render).
      createOrder={() => options.current.createOrder()}
      onApprove={(d) => options.current.onApprove({ orderID: d.orderID })}
      onCancel={() => options.current.onCancel?.()}
      onError={(e) => options.current.onError?.(e)}
    />
  );
}
