import type { ReactNode } from "react";
import { QueryProvider } from "@/app/query-provider";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import { islandMessages } from "@/lib/i18n/island";
import { getStoreByKey } from "@/lib/tenancy/current";

/**
 * This part of the store works on the customer's own data through TanStack Query; shoppers' pages do without it.
 * Its islands read the `account` words in the page's language (issue 44).
 */
export default async function QueryLayout({ children, params }: { children: ReactNode; params: Promise<{ tenant: string }> }) {
  const store = await getStoreByKey((await params).tenant);
  return (
    <QueryProvider>
      <IslandMessagesProvider value={islandMessages(store?.language.code ?? "en", { account: ["*"] })}>{children}</IslandMessagesProvider>
    </QueryProvider>
  );
}
