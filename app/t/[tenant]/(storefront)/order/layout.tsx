import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { QueryProvider } from "@/app/query-provider";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import { islandMessages } from "@/lib/i18n/island";
import { getStoreByKey } from "@/lib/tenancy/current";

/**
 * This part of the store works on the customer's own data through TanStack Query; shoppers' pages do without it.
 * The order page speaks the page's language: the checkout namespace's `order` words (issue 44 §2), and the account
 * words of the pieces it shares with the account's order view (totals, shipments, returns).
 */
export default async function QueryLayout({ children, params }: { children: ReactNode; params: Promise<{ tenant: string }> }) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  return (
    <QueryProvider>
      <IslandMessagesProvider value={islandMessages(store.language.code, { checkout: ["order"], account: ["orders", "returns"] })}>{children}</IslandMessagesProvider>
    </QueryProvider>
  );
}
