"use client";
import { LoaderCircle, ShoppingBag } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useState } from "react";
import { useAddresses } from "@/components/customer/queries";
import { useCart } from "@/components/storefront/cart/cart-provider";
import { useT } from "@/components/storefront/island-messages";
import { storeHref } from "@/components/storefront/store-link";
import { useCustomer } from "@/components/storefront/use-customer";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import type { CheckoutStore, ScriptUrls } from "./checkout-form";

// The page's first load is this shell and its spinner (record 0080's budget). Each step's code (the forms with
// react-hook-form and zod, the components/ui parts, the summary) is its own chunk, fetched on mount while the
// customer lookup runs (preloadSteps), so the step shows as soon as the lookup answers.
const stepLoaders = {
  form: () => import("./checkout-form"),
  register: () => import("./register-card"),
  address: () => import("./quick-address-card"),
  summary: () => import("./order-summary"),
};
const CheckoutForm = dynamic(() => stepLoaders.form().then((m) => m.CheckoutForm), { ssr: false, loading: StepSpinner });
const RegisterCard = dynamic(() => stepLoaders.register().then((m) => m.RegisterCard), { ssr: false, loading: StepSpinner });
const QuickAddressCard = dynamic(() => stepLoaders.address().then((m) => m.QuickAddressCard), { ssr: false, loading: StepSpinner });
const SummaryBeforeAddress = dynamic(() => stepLoaders.summary().then((m) => m.OrderSummaryBeforeAddress), { ssr: false });

function preloadSteps() {
  for (const load of Object.values(stepLoaders)) void load().catch(() => undefined);
}

/** How long the customer lookup may keep the spinner up before checkout shows the registration card, so a slow API never leaves the shopper on a spinner. */
const LOOKUP_CAP_MS = 3000;

/**
 * /checkout, in five states: 1 spinner while the customer lookup runs (at most 3 s), 2 registration when
 * not logged in, 3 'Add Shipping Address' without a saved address, 4 empty cart, 5 the full checkout.
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
  const addresses = useAddresses(!!customer);

  let body: React.ReactNode;
  // The sign-in and address steps keep the cart in view, as the payment step does.
  let withSummary = false;
  if ((isLoading && !capped) || !cart.ready) {
    body = <Spinner label={t("checkout.page.loading")} />;
  } else if (!customer) {
    body = <RegisterCard basePath={basePath} guestCheckout={store.guestCheckout} onRegistered={() => refetch()} />;
    withSummary = true;
  } else if (addresses.isLoading) {
    body = <Spinner label={t("checkout.page.loadingAddresses")} />;
  } else if (!addresses.data?.length) {
    body = <QuickAddressCard storeCountry={store.country} defaults={{ firstName: customer.firstName ?? "", lastName: customer.lastName ?? "" }} />;
    withSummary = true;
  } else if (cart.items.length === 0) {
    body = (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
        <ShoppingBag className="size-12 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-bold">{t("checkout.page.emptyTitle")}</h1>
        <p className="text-muted-foreground">{t("checkout.page.emptyHint")}</p>
        <Link {...buttonData()} className={buttonClass()} href={storeHref(basePath, "/products")}>
          {t("checkout.page.continueShopping")}
        </Link>
      </div>
    );
  } else {
    body = <CheckoutForm store={store} basePath={basePath} customer={customer} addresses={addresses.data} scripts={scripts} />;
  }
  if (withSummary && cart.items.length > 0) {
    return (
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 lg:grid-cols-[1fr_380px]">
        <div className="min-w-0">{body}</div>
        <SummaryBeforeAddress currency={store.price ?? store.currency} items={cart.items} subtotal={cart.subtotal} />
      </div>
    );
  }
  return <div className="mx-auto max-w-6xl px-4 py-10">{body}</div>;
}

/** A step's code still loading (rare: it is fetched while the lookup runs): the lookup's spinner stays. */
function StepSpinner() {
  const t = useT();
  return <Spinner label={t("checkout.page.loading")} />;
}

function Spinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}
