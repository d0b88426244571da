import Link from "next/link";
import type { listActiveMenus } from "@/lib/content/repository";
import type { PublicTenant } from "@/lib/tenancy/schemas";
import { storeHref } from "./store-link";

type Menus = Awaited<ReturnType<typeof listActiveMenus>>;

/** Footer (spec 1 §2.4): at most 2 footer menus, the payment providers, the current year. */
export function StoreFooter({ tenant, basePath, menus }: { tenant: PublicTenant; basePath: string; menus: Menus }) {
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-bold">{tenant.name || "Store"}</p>
          {tenant.description ? <p className="mt-2 max-w-md text-sm text-muted-foreground">{tenant.description}</p> : null}
        </div>
        {menus.map((m) => (
          <div key={m.id}>
            <p className="text-sm font-semibold">{m.name}</p>
            <ul className="mt-3 space-y-2">
              {m.items.map((i) => (
                <li key={i.id}>
                  <Link
                    href={storeHref(basePath, i.linkTarget)}
                    target={i.openInNewTab ? "_blank" : undefined}
                    rel={i.openInNewTab ? "noopener noreferrer" : undefined}
                    className="text-sm text-muted-foreground hover:text-foreground"
                  >
                    {i.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {tenant.name || "Store"}. All rights reserved.
          </p>
          <p>We accept: Stripe · PayPal · Razorpay</p>
        </div>
      </div>
    </footer>
  );
}
