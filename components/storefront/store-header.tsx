import { ChevronDown } from "lucide-react";
import Link from "next/link";
import type { StoreMenu } from "@/lib/storefront/schemas";
import type { PublicTenant } from "@/lib/tenancy/schemas";
import { AccountMenu } from "./account-menu";
import { CartButton } from "./cart/cart-button";
import { HeaderSearch } from "./header-search";
import { MobileNav } from "./mobile-nav";
import { OwnerMenuPrompt } from "./owner-menu-prompt";
import { storeHref } from "./store-link";

/**
 * Store header: logo and/or name (the name is hidden when there is a logo and showSiteName
 * is false), domain, header menus with their sub-items, search, account and cart. The same HTML for every
 * visitor: account, cart count and the owner's prompt are client islands.
 */
export function StoreHeader({ tenant, basePath, menus }: { tenant: PublicTenant; basePath: string; menus: StoreMenu[] }) {
  const showName = !tenant.logo || tenant.showSiteName;
  const items = menus.flatMap((m) => m.items);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <MobileNav basePath={basePath} menus={menus} storeName={tenant.name || "Store"} />
        <Link href={storeHref(basePath, "/")} className="flex min-w-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-ring">
          {tenant.logo ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={tenant.logo} alt={`${tenant.name} logo`} className="h-9 w-auto max-w-[140px] object-contain" />
          ) : null}
          <span className="min-w-0">
            {showName ? <span className="block truncate text-lg font-bold leading-tight">{tenant.name || "Store"}</span> : null}
            <span className="hidden truncate text-xs text-muted-foreground sm:block">{tenant.domain}</span>
          </span>
        </Link>
        <nav aria-label="Main" className="ml-4 hidden flex-1 items-center gap-1 md:flex">
          {items.length === 0 ? <OwnerMenuPrompt basePath={basePath} /> : null}
          {items.map((item) => (
            <div key={item.id} className="group relative">
              <Link
                href={storeHref(basePath, item.href)}
                target={item.openInNewTab ? "_blank" : undefined}
                rel={item.openInNewTab ? "noopener noreferrer" : undefined}
                aria-haspopup={item.children.length > 0 ? "true" : undefined}
                className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-foreground/80 hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                {item.label}
                {item.children.length > 0 ? <ChevronDown className="size-3.5 opacity-60 transition group-hover:rotate-180" aria-hidden /> : null}
              </Link>
              {item.children.length > 0 ? (
                <div className="invisible absolute left-0 top-full z-50 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                  {item.children.map((c) => (
                    <Link
                      key={c.id}
                      href={storeHref(basePath, c.href)}
                      target={c.openInNewTab ? "_blank" : undefined}
                      rel={c.openInNewTab ? "noopener noreferrer" : undefined}
                      className="block rounded px-3 py-2 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                    >
                      {c.label}
                    </Link>
                  ))}
                </div>
              ) : null}
            </div>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderSearch basePath={basePath} />
          <AccountMenu basePath={basePath} />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
