import { notFound } from "next/navigation";
import { CheckoutPage } from "@/components/checkout/checkout-page";
import { scriptUrls } from "@/lib/payments/providers/http";
import { getStoreByKey } from "@/lib/tenancy/current";
import { priceCurrencyOf } from "@/lib/tenancy/store";
import { exactDisplaySpec } from "@/lib/money";

export const metadata = { title: "Checkout" };

/** /checkout; the providers' script URLs come from the server's configuration. */
export default async function Checkout({ params }: { params: Promise<{ tenant: string }> }) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const t = store.tenant;
  return (
    <CheckoutPage
      store={{ id: t.id, slug: t.slug, name: t.name, currency: t.currency, country: t.country, primaryColor: t.primaryColor, guestCheckout: t.guestCheckout, price: exactDisplaySpec(priceCurrencyOf(store)) }}
      basePath={store.basePath}
      scripts={scriptUrls()}
    />
  );
}
