import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties, ReactNode } from "react";
import { StoreProvider } from "@/components/storefront/store-context";
import { getStoreByKey } from "@/lib/tenancy/current";
import { priceCurrencyOf } from "@/lib/tenancy/store";
import { primaryVars } from "@/lib/themes/palette";

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  if (!store || !store.language.enabled) return { title: "Store Not Found" };
  return {
    title: { default: store.tenant.name, template: `%s | ${store.tenant.name}` },
    description: store.tenant.description ?? undefined,
    icons: store.tenant.favicon ? { icon: store.tenant.favicon } : undefined,
  };
}

/**
 * Every page of a store: an unknown store is a 404 'Store Not Found'; the store's colour applies, with the
 * text on it and its text shade chosen by contrast on the server (lib/themes/palette.ts).
 */
export default async function StoreRootLayout({ children, params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  // A language prefix the store has not enabled, or one naming its default language (one URL per page and
  // language, record 0162): 404.
  if (!store || !store.language.enabled) notFound();
  const style = primaryVars(store.tenant.primaryColor) as CSSProperties;
  return (
    <div style={style} data-store={store.tenant.slug}>
      <StoreProvider
        store={{ id: store.id, slug: store.tenant.slug, name: store.tenant.name, currency: store.tenant.currency, basePath: store.basePath, price: priceCurrencyOf(store) }}
      >
        {children}
      </StoreProvider>
    </div>
  );
}
