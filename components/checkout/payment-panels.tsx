"use client";
import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState, type MutableRefObject } from "react";
import { loadScript, providerGlobals, type PayPalButtonsOptions, type StripeCard, type StripeInstance } from "./scripts";

export type StripeHandle = { stripe: StripeInstance; card: StripeCard } | null;

/** Stripe's card form (Stripe.js Elements), mounted once the script and the store's publishable key are there. */
export function StripeCardPanel({ scriptUrl, publishableKey, handle }: { scriptUrl: string; publishableKey: string | null; handle: MutableRefObject<StripeHandle> }) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");
  useEffect(() => {
    let card: StripeCard | null = null;
    let cancelled = false;
    if (!publishableKey) return;
    loadScript(scriptUrl)
      .then(() => {
        if (cancelled || !host.current) return;
        const make = providerGlobals().Stripe;
        if (!make) throw new Error("Stripe.js did not load");
        const stripe = make(publishableKey);
        card = stripe.elements().create("card", { hidePostalCode: true });
        card.mount(host.current);
        handle.current = { stripe, card };
        setState("ready");
      })
      .catch(() => !cancelled && setState("error"));
    return () => {
      cancelled = true;
      handle.current = null;
      card?.destroy();
    };
  }, [scriptUrl, publishableKey, handle]);

  if (!publishableKey) return <p className="text-sm text-destructive">Card payments are not configured for this store.</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Card details</p>
      <div ref={host} className="min-h-10 rounded-md border bg-background px-3 py-2.5" data-testid="stripe-card" />
      {state === "loading" ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading payment form...
        </p>
      ) : null}
      {state === "error" ? <p className="text-sm text-destructive">Failed to load payment system. Please check your internet connection.</p> : null}
    </div>
  );
}

/**
 * The PayPal panel: PayPal's buttons (JS SDK, intent capture, the store's currency). Creating and
 * capturing the PayPal order happen on the server (createOrder/onApprove call our API).
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
  options: MutableRefObject<Omit<PayPalButtonsOptions, "style">>;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "error">("loading");
  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    const src = `${scriptUrl}${scriptUrl.includes("?") ? "&" : "?"}${new URLSearchParams({ "client-id": clientId, currency, intent: "capture" })}`;
    loadScript(src)
      .then(async () => {
        if (cancelled || !host.current) return;
        const paypal = providerGlobals().paypal;
        if (!paypal) throw new Error("PayPal did not load");
        host.current.innerHTML = "";
        await paypal
          .Buttons({
            style: { layout: "vertical", label: "paypal" },
            // Read the latest callbacks at click time (the form's values change after render).
            createOrder: () => options.current.createOrder(),
            onApprove: (d) => options.current.onApprove(d),
            onCancel: () => options.current.onCancel?.(),
            onError: (e) => options.current.onError?.(e),
          })
          .render(host.current);
        if (!cancelled) setState("ready");
      })
      .catch(() => !cancelled && setState("error"));
    return () => {
      cancelled = true;
    };
  }, [scriptUrl, clientId, currency, options]);

  if (!clientId) return <p className="text-sm text-destructive">PayPal is not configured for this store.</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">Pay securely with your PayPal account. The payment is captured when you approve it.</p>
      <div ref={host} data-testid="paypal-buttons" />
      {state === "loading" ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading PayPal...
        </p>
      ) : null}
      {state === "error" ? <p className="text-sm text-destructive">Failed to load payment system. Please check your internet connection.</p> : null}
    </div>
  );
}
