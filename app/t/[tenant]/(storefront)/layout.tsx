import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { LazyCartDrawer } from "@/components/storefront/cart/cart-drawer-lazy";
import { CartProvider } from "@/components/storefront/cart/cart-provider";
import { StoreFooter } from "@/components/storefront/store-footer";
import { StoreHeader } from "@/components/storefront/store-header";
import { StoreThemeProvider } from "@/components/storefront/store-theme";
import { acceptedMethods } from "@/lib/payments/methods";
import { toPaymentMethodsInfo } from "@/lib/payments/settings/service";
import { getMenus, originOf } from "@/lib/storefront/data";
import { getStoreByKey } from "@/lib/tenancy/current";
import { themeClass } from "@/lib/themes/theme-class";

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  if (!store) return {};
  return { metadataBase: new URL(originOf(store.tenant)), openGraph: { siteName: store.tenant.name } };
}

/**
 * The themed store shell: header with menus, search, account and cart; footer; the cart drawer. Reads only the store's cached data and no request headers or cookies, so the pages
 * under it can be cached per store; everything that differs per visitor renders in client islands.
 */
export default async function StorefrontLayout({ children, params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const { tenant, basePath } = store;
  // A store the platform admin switched off shows one notice and sells nothing (its owner keeps the dashboard).
  if (!store.row.isActive) {
    return (
      <main id="main-content" className="flex min-h-screen flex-col items-center justify-center gap-2 px-4 text-center">
        <h1 className="text-2xl font-bold">{tenant.name} is unavailable</h1>
        <p className="text-muted-foreground">This store is not open at the moment. Please check back later.</p>
      </main>
    );
  }
  const menus = await getMenus(store.id);
  const theme = themeClass(tenant.theme);
  return (
    <CartProvider storeId={tenant.id}>
      <StoreThemeProvider themeClass={theme} primaryColor={tenant.primaryColor}>
        <div className={`${theme} flex min-h-screen flex-col bg-background text-foreground`} data-theme={tenant.activeTheme || "sellure"}>
          <a
            href="#main-content"
            className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
          >
            Skip to content
          </a>
          <StoreHeader tenant={tenant} basePath={basePath} menus={menus.header} />
          <main id="main-content" className="flex-1">
            {children}
          </main>
          <StoreFooter tenant={tenant} basePath={basePath} menus={menus.footer} payments={acceptedMethods(toPaymentMethodsInfo(store.row))} />
        </div>
        <LazyCartDrawer />
      </StoreThemeProvider>
    </CartProvider>
  );
}
