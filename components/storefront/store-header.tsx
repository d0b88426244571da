import { ChevronDown } from "lucide-react";
import Link from "next/link";
import type { StoreMenu } from "@/lib/storefront/schemas";
import type { PublicTenant } from "@/lib/tenancy/schemas";
import type { ShellVariant } from "@/lib/themes/registry";
import { cn } from "@/lib/utils";
import { AccountMenu } from "./account-menu";
import { CartButton } from "./cart/cart-button";
import { CurrencySwitcher, type CurrencyChoice } from "./currency-switcher";
import { HeaderSearch } from "./header-search";
import { LanguageSwitcher, type LanguageChoice } from "./language-switcher";
import { MobileNav } from "./mobile-nav";
import { OwnerMenuSlot } from "./owner-menu-slot";
import { serverTr } from "./server-tr";
import { storeHref } from "./store-link";
import type { Tr } from "./tr";
import { UploadedImage } from "@/components/ui/uploaded-image";

type MenuItem = StoreMenu["items"][number];

type HeaderProps = {
  tenant: PublicTenant;
  basePath: string;
  menus: StoreMenu[];
  /** The theme's header layout: classic (one line), centered (logo above the menu), bold (a coloured band). */
  variant?: ShellVariant;
  /** The theme's logo, when it replaces the store's own. */
  logo?: string | null;
  /** Display currencies (record 0159): the switcher shows when the store offers any. */
  currencies?: CurrencyChoice;
  /** Storefront languages (issue 44): the switcher shows when the store offers more than one. */
  languages?: LanguageChoice;
};

/** The theme's announcement line above the header; rendered (hidden) even when off, so the preview can show it. */
export function AnnouncementBar({ text, enabled }: { text: string; enabled: boolean }) {
  return (
    <div data-announcement hidden={!enabled || !text} className="store-announcement px-4 py-2 text-center text-xs font-medium sm:text-sm">
      {text}
    </div>
  );
}

function Brand({ tenant, basePath, logo, variant, t }: { tenant: PublicTenant; basePath: string; logo: string | null; variant: ShellVariant; t: Tr }) {
  const showName = !logo || tenant.showSiteName;
  return (
    <Link
      href={storeHref(basePath, "/")}
      className={cn("flex min-w-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-ring", variant === "centered" && "flex-col gap-1 text-center")}
    >
      {logo ? (
        // Low priority: never the page's largest image, and so not preloaded (React preloads other eager images,
        // on every page that links here too: ./lcp-image.tsx). It is in the HTML, so still fetched at once.
        <UploadedImage data-store-logo src={logo} alt={t("common.shell.logoAlt", { name: tenant.name })} shownWidth={160} fetchPriority="low" className="store-logo w-auto max-w-[160px] object-contain" />
      ) : null}
      <span className="min-w-0">
        {showName ? (
          <span
            className={cn(
              // Two lines before an ellipsis: a phone's header keeps a store's whole name readable.
              "line-clamp-2 leading-tight [overflow-wrap:anywhere]",
              variant === "classic" && "text-lg font-bold",
              variant === "centered" && "text-xl font-semibold tracking-[0.2em] uppercase sm:text-2xl",
              variant === "bold" && "pe-1 text-xl font-black tracking-tight uppercase italic",
            )}
          >
            {tenant.name || t("common.shell.store")}
          </span>
        ) : null}
        {variant === "classic" ? <span className="hidden truncate text-xs text-muted-foreground sm:block">{tenant.domain}</span> : null}
      </span>
    </Link>
  );
}

function NavItem({ item, basePath, linkClass }: { item: MenuItem; basePath: string; linkClass: string }) {
  return (
    <div className="group relative">
      <Link
        href={storeHref(basePath, item.href)}
        target={item.openInNewTab ? "_blank" : undefined}
        rel={item.openInNewTab ? "noopener noreferrer" : undefined}
        aria-haspopup={item.children.length > 0 ? "true" : undefined}
        className={cn("sb-nav-link", linkClass)}
      >
        {item.label}
        {item.children.length > 0 ? <ChevronDown className="size-3.5 opacity-60 transition group-hover:rotate-180" aria-hidden /> : null}
      </Link>
      {item.children.length > 0 ? (
        <div className="sb-nav-menu">
          {item.children.map((c) => (
            <Link
              key={c.id}
              href={storeHref(basePath, c.href)}
              target={c.openInNewTab ? "_blank" : undefined}
              rel={c.openInNewTab ? "noopener noreferrer" : undefined}
              className="sb-nav-sublink"
            >
              {c.label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}

const LINK_CLASS: Record<ShellVariant, string> = {
  classic: "rounded-md px-3 py-2 text-sm font-medium text-foreground/80 hover:bg-accent hover:text-foreground",
  centered: "px-3 py-3 text-xs font-semibold uppercase tracking-[0.18em] text-foreground/80 underline-offset-8 hover:text-foreground hover:underline",
  bold: "rounded-full px-4 py-2 text-sm font-bold text-foreground/90 hover:bg-accent hover:text-foreground",
};

function Nav({ items, basePath, variant, className, label }: { items: MenuItem[]; basePath: string; variant: ShellVariant; className: string; label: string }) {
  return (
    <nav aria-label={label} className={className}>
      {items.length === 0 ? <OwnerMenuSlot basePath={basePath} /> : null}
      {items.map((item) => (
        <NavItem key={item.id} item={item} basePath={basePath} linkClass={LINK_CLASS[variant]} />
      ))}
    </nav>
  );
}

/**
 * Store header: logo and/or name (the name is hidden when there is a logo and showSiteName is false),
 * header menus with their sub-items, search, account and cart, laid out as the theme's variant says. The same
 * HTML for every visitor: account, cart count and the owner's prompt are client islands. Colours come from the
 * theme's header scheme (--header-bg / --header-fg, see components/storefront/theme.css).
 */
export function StoreHeader({ tenant, basePath, menus, variant = "classic", logo, currencies, languages }: HeaderProps) {
  const items = menus.flatMap((m) => m.items);
  const brandLogo = logo ?? tenant.logo;
  const t = serverTr(languages?.current ?? "en");
  const mobileNav = <MobileNav basePath={basePath} menus={menus} storeName={tenant.name || t("common.shell.store")} />;
  const actions = (
    <div className="flex items-center justify-end gap-1 sm:gap-2">
      {languages ? <LanguageSwitcher choice={languages} /> : null}
      {currencies ? <CurrencySwitcher choice={currencies} /> : null}
      <HeaderSearch basePath={basePath} />
      <AccountMenu basePath={basePath} />
      <CartButton />
    </div>
  );

  if (variant === "centered") {
    return (
      <header className="store-header sticky top-0 z-40 border-b backdrop-blur" data-variant="centered">
        <div className="mx-auto grid min-h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4 py-3 sm:px-6">
          <div className="flex items-center">{mobileNav}</div>
          <Brand tenant={tenant} basePath={basePath} logo={brandLogo} variant="centered" t={t} />
          {actions}
        </div>
        <Nav items={items} basePath={basePath} variant="centered" label={t("common.shell.mainNav")} className="mx-auto hidden max-w-7xl flex-wrap items-center justify-center gap-2 border-t px-6 md:flex" />
      </header>
    );
  }

  return (
    <header className={cn("store-header sticky top-0 z-40 backdrop-blur", variant === "classic" && "border-b")} data-variant={variant}>
      <div className={cn("mx-auto flex max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6", variant === "bold" ? "h-[4.5rem]" : "h-16")}>
        {mobileNav}
        <Brand tenant={tenant} basePath={basePath} logo={brandLogo} variant={variant} t={t} />
        <Nav
          items={items}
          basePath={basePath}
          variant={variant}
          label={t("common.shell.mainNav")}
          className={cn("hidden flex-1 items-center gap-1 md:flex", variant === "bold" ? "justify-end" : "ms-4")}
        />
        <div className="ms-auto md:ms-0">{actions}</div>
      </div>
    </header>
  );
}
