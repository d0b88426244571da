import { notFound } from "next/navigation";
import { PayInvoice } from "@/components/checkout/pay/pay-invoice";
import { invoiceByToken } from "@/lib/draft-orders/service";
import { AppError } from "@/lib/errors";
import { scriptUrls } from "@/lib/payments/providers/http";
import { getStoreByKey } from "@/lib/tenancy/current";

export const metadata = { title: "Pay your order" };
export const dynamic = "force-dynamic";

/**
 * /checkout/pay/{token} — a draft order's invoice, from the link the store mailed (issue 45, record 0153): what the
 * shopper is asked to pay, and the store's online methods. An unknown or replaced link is a 404.
 */
export default async function PayInvoicePage({ params }: { params: Promise<{ tenant: string; token: string }> }) {
  const { tenant, token } = await params;
  const store = await getStoreByKey(tenant);
  if (!store || !/^[A-Za-z0-9_-]{32,64}$/.test(token)) notFound();
  const invoice = await invoiceByToken(store, token).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!invoice) notFound();
  const t = store.tenant;
  return <PayInvoice token={token} invoice={invoice} store={{ name: t.name, primaryColor: t.primaryColor }} basePath={store.basePath} scripts={scriptUrls()} />;
}
