import Link from "next/link";
import { METHOD_BADGE, type PaymentMethod } from "@/lib/payments/methods";
import type { StoreMenu } from "@/lib/storefront/schemas";
import type { PublicTenant } from "@/lib/tenancy/schemas";
import { storeHref } from "./store-link";

/** Footer: at most 2 footer menus, the payment methods the store accepts (only those), the current year. */
export function StoreFooter({ tenant, basePath, menus, payments }: { tenant: PublicTenant; basePath: string; menus: StoreMenu[]; payments: PaymentMethod[] }) {
  const name = tenant.name || "Store";
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 md:grid-cols-4">
        <div className="sm:col-span-2">
          <p className="text-lg font-bold">{name}</p>
          {tenant.description ? <p className="mt-2 max-w-md text-sm text-muted-foreground">{tenant.description}</p> : null}
        </div>
        {menus.slice(0, 2).map((m) => (
          <nav key={m.id} aria-label={m.name}>
            <p className="text-sm font-semibold">{m.name}</p>
            <ul className="mt-3 space-y-2">
              {m.items.flatMap((i) => [i, ...i.children]).map((i) => (
                <li key={i.id}>
                  <Link
                    href={storeHref(basePath, i.href)}
                    target={i.openInNewTab ? "_blank" : undefined}
                    rel={i.openInNewTab ? "noopener noreferrer" : undefined}
                    className="text-sm text-muted-foreground hover:text-foreground"
                  >
                    {i.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {name}. All rights reserved.
          </p>
          {payments.length ? (
            <p className="flex flex-wrap items-center gap-2" data-testid="accepted-payments">
              <span>We accept:</span>
              {payments.map((p) => (
                <span key={p} className="rounded border bg-background px-2 py-0.5 font-medium text-foreground/80">
                  {METHOD_BADGE[p]}
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
