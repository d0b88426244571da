"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useCart } from "@/components/storefront/cart/cart-provider";
import { useT } from "@/components/storefront/island-messages";
import { useCustomer } from "@/components/storefront/use-customer";
import type { CheckoutStore, ScriptUrls } from "./checkout-form";
import { Spinner, StepFrame, StepSpinner } from "./checkout-frame";

// The page's first load is this shell and its spinner (record 0080's budget). Each step's code (the forms with
// react-hook-form and zod, TanStack Query, the components/ui parts, the summary) is in chunks of its own, fetched on
// mount while the customer lookup runs (preloadSteps), so a step shows as soon as the lookup answers.
const stepLoaders = [
  () => import("./customer-checkout"),
  () => import("./checkout-form"),
  () => import("./register-card"),
  () => import("./quick-address-card"),
  () => import("./order-summary"),
];
const RegisterCard = dynamic(() => import("./register-card").then((m) => m.RegisterCard), { ssr: false, loading: StepSpinner });
const CustomerCheckout = dynamic(() => import("./customer-checkout").then((m) => m.CustomerCheckout), { ssr: false, loading: FramedStepSpinner });

function FramedStepSpinner() {
  return <StepFrame body={<StepSpinner />} summary={null} />;
}

function preloadSteps() {
  for (const load of stepLoaders) void load().catch(() => undefined);
}

/** How long the customer lookup may keep the spinner up before checkout shows the registration card, so a slow API never leaves the shopper on a spinner. */
const LOOKUP_CAP_MS = 3000;

/**
 * /checkout, in five states: 1 spinner while the customer lookup runs (at most 3 s), 2 registration when
 * not logged in, 3 'Add Shipping Address' without a saved address, 4 empty cart, 5 the full checkout
 * (3 to 5: ./customer-checkout).
 */
export function CheckoutPage({ store, basePath, scripts }: { store: CheckoutStore; basePath: string; scripts: ScriptUrls }) {
  const t = useT();
  const { data: customer, isLoading, refetch } = useCustomer();
  const [capped, setCapped] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setCapped(true), LOOKUP_CAP_MS);
    return () => clearTimeout(t);
  }, []);
  useEffect(preloadSteps, []);
  const cart = useCart();

  if ((isLoading && !capped) || !cart.ready) return <StepFrame body={<Spinner label={t("checkout.page.loading")} />} summary={null} />;
  if (!customer) {
    // The sign-in step keeps the cart in view, as the payment step does.
    return (
      <StepFrame
        body={<RegisterCard basePath={basePath} guestCheckout={store.guestCheckout} onRegistered={() => refetch()} />}
        summary={{ currency: store.price ?? store.currency, items: cart.items, subtotal: cart.subtotal }}
      />
    );
  }
  return <CustomerCheckout store={store} basePath={basePath} scripts={scripts} customer={customer} />;
}
