import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderConfirmation } from "@/components/customer/order-confirmation";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import { translator } from "@/lib/i18n/catalog";
import { islandMessages } from "@/lib/i18n/island";
import { getStoreByKey } from "@/lib/tenancy/current";

export async function generateMetadata({ params }: { params: Promise<{ tenant: string }> }): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: translator(store?.language.code ?? "en", "checkout")("order.title"), robots: { index: false } };
}

/** /order/{id}: where a shopper lands after placing an order, and what the account's order list links to. The order is read in the browser (it belongs to the signed-in customer), so this shell is the same for everyone. */
export default async function OrderPage({ params }: { params: Promise<{ tenant: string; id: string }> }) {
  const { tenant, id } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) notFound();
  // The order page's words in the page's language (issue 44): its own, and those of the pieces it shares with the account.
  const words = islandMessages(store.language.code, { account: ["orderPage", "orders.status", "orders.sku", "totals", "shipments", "returns"] });
  return (
    <IslandMessagesProvider value={words}>
      <OrderConfirmation orderId={id} basePath={store.basePath} />
    </IslandMessagesProvider>
  );
}
