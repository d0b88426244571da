import Link from "next/link";
import type { listActiveMenus } from "@/lib/content/repository";
import type { PublicTenant } from "@/lib/tenancy/schemas";
import { AccountMenu } from "./account-menu";
import { MobileNav } from "./mobile-nav";
import { storeHref } from "./store-link";

type Menus = Awaited<ReturnType<typeof listActiveMenus>>;

/** Store header (spec 1 §2.4): logo and/or name, domain, header menus, account. Same HTML for every visitor. */
export function StoreHeader({ tenant, basePath, menus }: { tenant: PublicTenant; basePath: string; menus: Menus }) {
  const showName = !tenant.logo || tenant.showSiteName;
  const items = menus.flatMap((m) => m.items);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <MobileNav basePath={basePath} menus={menus} storeName={tenant.name} />
        <Link href={storeHref(basePath, "/")} className="flex min-w-0 items-center gap-2">
          {tenant.logo ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={tenant.logo} alt={`${tenant.name} logo`} className="h-9 w-auto max-w-[140px] object-contain" />
          ) : null}
          <span className="min-w-0">
            {showName ? <span className="block truncate text-lg font-bold leading-tight">{tenant.name}</span> : null}
            <span className="hidden truncate text-xs text-muted-foreground sm:block">{tenant.domain}</span>
          </span>
        </Link>
        <nav aria-label="Main" className="ml-4 hidden flex-1 items-center gap-1 md:flex">
          {items.map((item) => (
            <div key={item.id} className="group relative">
              <Link
                href={storeHref(basePath, item.linkTarget)}
                target={item.openInNewTab ? "_blank" : undefined}
                rel={item.openInNewTab ? "noopener noreferrer" : undefined}
                className="rounded-md px-3 py-2 text-sm font-medium text-foreground/80 hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                {item.label}
              </Link>
              {item.children.length > 0 ? (
                <div className="invisible absolute left-0 top-full z-50 min-w-48 rounded-md border bg-popover p-1 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                  {item.children.map((c) => (
                    <Link
                      key={c.id}
                      href={storeHref(basePath, c.linkTarget)}
                      target={c.openInNewTab ? "_blank" : undefined}
                      rel={c.openInNewTab ? "noopener noreferrer" : undefined}
                      className="block rounded px-3 py-2 text-sm hover:bg-accent"
                    >
                      {c.label}
                    </Link>
                  ))}
                </div>
              ) : null}
            </div>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <AccountMenu basePath={basePath} />
        </div>
      </div>
    </header>
  );
}
