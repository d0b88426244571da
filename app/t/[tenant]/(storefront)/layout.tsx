import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { CartProvider } from "@/components/storefront/cart/cart-provider";
import { StoreFooter } from "@/components/storefront/store-footer";
import { StoreHeader } from "@/components/storefront/store-header";
import { listActiveMenus } from "@/lib/content/repository";
import { getStoreByKey } from "@/lib/tenancy/current";
import { themeClass } from "@/lib/themes/theme-class";

/** The themed store shell: header with menus and account, footer. */
export default async function StorefrontLayout({ children, params }: { children: ReactNode; params: Promise<{ tenant: string }> }) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const [headerMenus, footerMenus] = await Promise.all([
    listActiveMenus(store.tenant.id, "header"),
    listActiveMenus(store.tenant.id, "footer"),
  ]);
  return (
    <CartProvider storeId={store.tenant.id}>
      <div className={`${themeClass(store.tenant.theme)} flex min-h-screen flex-col bg-background text-foreground`}>
        <StoreHeader tenant={store.tenant} basePath={store.basePath} menus={headerMenus} />
        <main className="flex-1">{children}</main>
        <StoreFooter tenant={store.tenant} basePath={store.basePath} menus={footerMenus.slice(0, 2)} />
      </div>
    </CartProvider>
  );
}
