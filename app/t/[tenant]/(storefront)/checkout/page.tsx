import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckoutPage } from "@/components/checkout/checkout-page";
import { translator } from "@/lib/i18n/catalog";
import { scriptUrls } from "@/lib/payments/providers/http";
import { getStoreByKey } from "@/lib/tenancy/current";
import { priceCurrencyOf } from "@/lib/tenancy/store";
import { exactDisplaySpec } from "@/lib/money";

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: translator(store?.language.code ?? "en", "checkout")("meta.checkout") };
}

/** /checkout; the providers' script URLs come from the server's configuration. */
export default async function Checkout({ params }: Props) {
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
