"use client";
import { LoaderCircle, ShoppingBag } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { useAddresses } from "@/components/customer/queries";
import { useCart } from "@/components/storefront/cart/cart-provider";
import { useT } from "@/components/storefront/island-messages";
import { storeHref } from "@/components/storefront/store-link";
import { useCustomer } from "@/components/storefront/use-customer";
import { Button } from "@/components/ui/button";
import { CheckoutForm, type CheckoutStore, type ScriptUrls } from "./checkout-form";
import { OrderSummary, quoteBeforeAddress } from "./order-summary";
import { QuickAddressCard } from "./quick-address-card";
import { RegisterCard } from "./register-card";

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
        <Button asChild>
          <Link href={storeHref(basePath, "/products")}>{t("checkout.page.continueShopping")}</Link>
        </Button>
      </div>
    );
  } else {
    body = <CheckoutForm store={store} basePath={basePath} customer={customer} addresses={addresses.data} scripts={scripts} />;
  }
  if (withSummary && cart.items.length > 0) {
    return (
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 lg:grid-cols-[1fr_380px]">
        <div className="min-w-0">{body}</div>
        <OrderSummary currency={store.price ?? store.currency} items={cart.items} {...quoteBeforeAddress(cart.subtotal)} />
      </div>
    );
  }
  return <div className="mx-auto max-w-6xl px-4 py-10">{body}</div>;
}

function Spinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}
