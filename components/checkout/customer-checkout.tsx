"use client";
import { QueryClientProvider } from "@tanstack/react-query";
import { ShoppingBag } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { useAddresses } from "@/components/customer/queries";
import { useCart } from "@/components/storefront/cart/cart-provider";
import { useT } from "@/components/storefront/island-messages";
import { storeHref } from "@/components/storefront/store-link";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import type { Customer } from "@/lib/auth/schemas";
import { makeQueryClient } from "@/lib/http/client";
import type { CheckoutStore, ScriptUrls } from "./checkout-form";
import { Spinner, StepFrame, StepSpinner } from "./checkout-frame";

const CheckoutForm = dynamic(() => import("./checkout-form").then((m) => m.CheckoutForm), { ssr: false, loading: StepSpinner });
const QuickAddressCard = dynamic(() => import("./quick-address-card").then((m) => m.QuickAddressCard), { ssr: false, loading: StepSpinner });

/**
 * The checkout of a known customer (states 3 to 5 of ./checkout-page): TanStack Query for the saved addresses, the
 * quotes and the order, mounted here rather than in the checkout's layout so that the page's first load (the spinner
 * and the sign-in step) goes without it.
 */
export function CustomerCheckout(props: { store: CheckoutStore; basePath: string; scripts: ScriptUrls; customer: Customer }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <CustomerSteps {...props} />
    </QueryClientProvider>
  );
}

function CustomerSteps({ store, basePath, scripts, customer }: { store: CheckoutStore; basePath: string; scripts: ScriptUrls; customer: Customer }) {
  const t = useT();
  const cart = useCart();
  const addresses = useAddresses(true);

  if (addresses.isLoading) return <StepFrame body={<Spinner label={t("checkout.page.loadingAddresses")} />} summary={null} />;
  if (!addresses.data?.length) {
    // The address step keeps the cart in view, as the payment step does.
    return (
      <StepFrame
        body={<QuickAddressCard storeCountry={store.country} defaults={{ firstName: customer.firstName ?? "", lastName: customer.lastName ?? "" }} />}
        summary={{ currency: store.price ?? store.currency, items: cart.items, subtotal: cart.subtotal }}
      />
    );
  }
  if (cart.items.length === 0) {
    return (
      <StepFrame
        body={
          <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
            <ShoppingBag className="size-12 text-muted-foreground" aria-hidden />
            <h1 className="text-2xl font-bold">{t("checkout.page.emptyTitle")}</h1>
            <p className="text-muted-foreground">{t("checkout.page.emptyHint")}</p>
            <Link {...buttonData()} className={buttonClass()} href={storeHref(basePath, "/products")}>
              {t("checkout.page.continueShopping")}
            </Link>
          </div>
        }
        summary={null}
      />
    );
  }
  return <StepFrame body={<CheckoutForm store={store} basePath={basePath} customer={customer} addresses={addresses.data} scripts={scripts} />} summary={null} />;
}
