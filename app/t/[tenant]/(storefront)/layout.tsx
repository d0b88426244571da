import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties, ReactNode } from "react";
import { themeFontVariables } from "@/app/fonts/theme-fonts";
import { LazyCartDrawer } from "@/components/storefront/cart/cart-drawer-lazy";
import { CartProvider } from "@/components/storefront/cart/cart-provider";
import { StoreFooter } from "@/components/storefront/store-footer";
import { AnnouncementBar, StoreHeader } from "@/components/storefront/store-header";
import { StoreThemeProvider } from "@/components/storefront/store-theme";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import { languageBannerScript, htmlLanguageScript } from "@/lib/i18n/banner-script";
import { translator } from "@/lib/i18n/catalog";
import { islandMessages } from "@/lib/i18n/island";
import { languageOf } from "@/lib/languages";
import "@/components/storefront/theme.css";
import { beaconScript } from "@/lib/analytics/beacon-script";
import { acceptedMethods } from "@/lib/checkout/payment-methods";
import { toPaymentMethodsInfo } from "@/lib/checkout/payment-methods";
import { contentLang, getMenus, originOf } from "@/lib/storefront/data";
import { getStoreByKey } from "@/lib/tenancy/current";
import { getStoreTheme } from "@/lib/themes/data";
import { shellStyle } from "@/lib/themes/style";
import { themeBase, themeClass } from "@/lib/themes/theme-class";

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

const text = (v: unknown) => (typeof v === "string" && v ? v : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  if (!store) return {};
  const favicon = text((await getStoreTheme(store)).current.favicon);
  return {
    metadataBase: new URL(originOf(store.tenant)),
    openGraph: { siteName: store.tenant.name },
    ...(favicon ? { icons: { icon: favicon } } : {}),
  };
}

/**
 * The themed store shell: the active theme's header and footer variant, its settings as CSS variables and
 * data attributes on the shell (lib/themes/style.ts), the cart drawer. Reads only the store's cached data and
 * no request headers or cookies, so the pages under it can be cached per store; everything that differs per
 * visitor renders in client islands. The legacy theme class (modern/dark/minimal) still applies underneath.
 */
export default async function StorefrontLayout({ children, params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const { tenant, basePath } = store;
  // A store the platform admin switched off shows one notice and sells nothing (its owner keeps the dashboard).
  if (!store.row.isActive) {
    const tc = translator(store.language.code, "common");
    return (
      <main id="main-content" className="flex min-h-screen flex-col items-center justify-center gap-2 px-4 text-center">
        <h1 className="text-2xl font-bold">{tc("shell.unavailableTitle", { name: tenant.name })}</h1>
        <p className="text-muted-foreground">{tc("shell.unavailableText")}</p>
      </main>
    );
  }
  const [menus, resolved] = await Promise.all([getMenus(store.id, contentLang(store.language)), getStoreTheme(store)]);
  const lang = store.language.code;
  const t = translator(lang, "common");
  const languages = {
    current: lang,
    defaultLanguage: store.row.defaultLanguage,
    codes: store.row.languages,
    label: t("language.label"),
    change: t("language.change", { name: languageOf(lang)?.nativeName ?? lang }),
  };
  const { theme, current } = resolved;
  const { vars, attrs } = shellStyle(resolved.applied, themeBase(tenant.theme));
  const legacy = themeClass(tenant.theme);
  const classes = `${legacy} ${themeFontVariables}`.trim();
  return (
    <CartProvider storeId={tenant.id}>
      <IslandMessagesProvider value={islandMessages(lang, { common: ["*"], cart: ["*"] })}>
      <StoreThemeProvider className={classes} style={vars}>
        {/* The page's language on <html> before it paints (record 0162: the root layout cannot see the store). */}
        <script dangerouslySetInnerHTML={{ __html: htmlLanguageScript(lang, store.language.dir) }} />
        <div
          lang={lang}
          dir={store.language.dir}
          className={`${classes} flex min-h-screen flex-col bg-background text-foreground`}
          style={vars as CSSProperties}
          data-theme={theme.id}
          data-theme-shell=""
          data-variant={theme.variant}
          {...attrs}
        >
          <a
            href="#main-content"
            className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
          >
            {t("shell.skipToContent")}
          </a>
          <AnnouncementBar text={text(current.announcementText) ?? ""} enabled={current.announcementEnabled === true} />
          <StoreHeader
            tenant={tenant}
            basePath={basePath}
            menus={menus.header}
            variant={theme.variant}
            logo={text(current.siteLogo)}
            currencies={{ current: store.display?.code ?? tenant.currency, storeCurrency: tenant.currency, codes: [tenant.currency, ...store.row.displayCurrencies.map((c) => c.code)] }}
            languages={languages}
          />
          <main id="main-content" className="flex-1">
            {children}
          </main>
          <StoreFooter tenant={tenant} basePath={basePath} menus={menus.footer} variant={theme.variant} payments={acceptedMethods(toPaymentMethodsInfo(store.row))} languages={languages} />
        </div>
        <LazyCartDrawer />
        <LazyToaster />
        {/* The funnel's beacons (record 0151): inline, no chunk; runs on cached pages too. Off in the store's settings. */}
        {store.row.storefrontAnalytics ? <script dangerouslySetInnerHTML={{ __html: beaconScript(store.id, basePath) }} /> : null}
        {store.row.languages.length > 1 ? (
          <script dangerouslySetInnerHTML={{ __html: languageBannerScript(store.row.languages, lang, store.row.defaultLanguage, store.storeBasePath) }} />
        ) : null}
      </StoreThemeProvider>
      </IslandMessagesProvider>
    </CartProvider>
  );
}
