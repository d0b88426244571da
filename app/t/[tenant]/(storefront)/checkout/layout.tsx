import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import { islandMessages } from "@/lib/i18n/island";
import { getStoreByKey } from "@/lib/tenancy/current";

/**
 * This part of the store works on the customer's own data. TanStack Query is mounted by the checkout's customer steps
 * (components/checkout/customer-checkout), not here, so that the checkout's first load goes without it.
 * Its islands speak the page's language: the checkout namespace (issue 44 §2), and the account words of the address
 * fields the checkout shares with the account pages (components/customer/country-state-fields).
 */
export default async function CheckoutLayout({ children, params }: { children: ReactNode; params: Promise<{ tenant: string }> }) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  return (
    <IslandMessagesProvider value={islandMessages(store.language.code, { checkout: ["*"], account: ["addressDialog", "region"] })}>{children}</IslandMessagesProvider>
  );
}
