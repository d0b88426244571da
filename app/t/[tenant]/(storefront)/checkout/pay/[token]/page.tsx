import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PayInvoice } from "@/components/storefront/pay/pay-invoice";
import { toPaymentMethodsInfo } from "@/lib/checkout/payment-methods";
import { invoiceByToken } from "@/lib/draft-orders/service";
import { AppError } from "@/lib/errors";
import { translator } from "@/lib/i18n/catalog";
import { scriptUrls } from "@/lib/payments/providers/http";
import { getStoreByKey } from "@/lib/tenancy/current";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ tenant: string; token: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: translator(store?.language.code ?? "en", "pay")("title") };
}

/**
 * /checkout/pay/{token} — a draft order's invoice, from the link the store mailed (issue 45, records 0153 and 0163):
 * what the shopper is asked to pay, in the page's language, and every online method the store offers. An unknown or
 * replaced link is a 404.
 */
export default async function PayInvoicePage({ params }: Params) {
  const { tenant, token } = await params;
  const store = await getStoreByKey(tenant);
  if (!store || !/^[A-Za-z0-9_-]{32,64}$/.test(token)) notFound();
  const invoice = await invoiceByToken(store, token).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!invoice) notFound();
  const t = store.tenant;
  const info = toPaymentMethodsInfo(store.row);
  return (
    <PayInvoice
      token={token}
      invoice={invoice}
      store={{ name: t.name, primaryColor: t.primaryColor }}
      basePath={store.basePath}
      lang={store.language.code}
      scripts={scriptUrls()}
      keys={{ stripePublishableKey: info.stripePublishableKey, paypalClientId: info.paypalClientId }}
    />
  );
}
