import Link from "next/link";
import { LanguageSwitcher, type LanguageChoice } from "./language-switcher";
import { METHOD_BADGE, type PaymentMethod } from "@/lib/checkout/payment-methods";
import type { StoreMenu } from "@/lib/storefront/schemas";
import type { PublicTenant } from "@/lib/tenancy/schemas";
import type { ShellVariant } from "@/lib/themes/registry";
import { cn } from "@/lib/utils";
import { serverTr } from "./server-tr";
import { storeHref } from "./store-link";

function FooterMenu({ menu, basePath, variant }: { menu: StoreMenu; basePath: string; variant: ShellVariant }) {
  return (
    <nav aria-label={menu.name}>
      <p className={cn("text-sm font-semibold", variant === "centered" && "text-xs uppercase tracking-[0.18em]", variant === "bold" && "text-base font-black")}>{menu.name}</p>
      <ul className={cn("mt-3 space-y-2", variant === "centered" && "space-y-1.5")}>
        {menu.items
          .flatMap((i) => [i, ...i.children])
          .map((i) => (
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
  );
}

/**
 * Footer: at most 2 footer menus, the payment methods the store accepts, the current year; laid out as the theme's variant says,
 * on the theme's footer background (--footer-bg, text by the luminance rule).
 */
export function StoreFooter({
  tenant,
  basePath,
  menus,
  payments,
  variant = "classic",
  languages,
}: {
  /** Storefront languages (issue 44): the footer repeats the header's switcher. */
  languages?: LanguageChoice;
  tenant: PublicTenant;
  basePath: string;
  menus: StoreMenu[];
  /** Only the methods the store accepts, so the footer never advertises one the checkout does not offer. */
  payments: PaymentMethod[];
  variant?: ShellVariant;
}) {
  const t = serverTr(languages?.current ?? "en");
  const name = tenant.name || t("common.shell.store");
  const shown = menus.slice(0, 2);
  return (
    <footer className="store-footer mt-16 border-t" data-variant={variant}>
      {variant === "centered" ? (
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-8 px-4 py-12 text-center sm:px-6">
          <div>
            <p className="text-xl font-semibold uppercase tracking-[0.2em]">{name}</p>
            {tenant.description ? <p className="mx-auto mt-3 max-w-md text-sm text-muted-foreground">{tenant.description}</p> : null}
          </div>
          {shown.length ? (
            <div className="grid w-full max-w-xl gap-8 sm:grid-cols-2">
              {shown.map((m) => (
                <FooterMenu key={m.id} menu={m} basePath={basePath} variant={variant} />
              ))}
            </div>
          ) : null}
        </div>
      ) : (
        <div className={cn("mx-auto grid max-w-7xl gap-8 px-4 sm:grid-cols-2 sm:px-6 md:grid-cols-4", variant === "bold" ? "py-14" : "py-10")}>
          <div className="sm:col-span-2">
            <p className={cn("font-bold", variant === "bold" ? "pe-1 text-3xl font-black uppercase italic tracking-tight" : "text-lg")}>{name}</p>
            {tenant.description ? <p className="mt-2 max-w-md text-sm text-muted-foreground">{tenant.description}</p> : null}
          </div>
          {shown.map((m) => (
            <FooterMenu key={m.id} menu={m} basePath={basePath} variant={variant} />
          ))}
        </div>
      )}
      <div className="border-t">
        <div
          className={cn(
            "mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6",
            variant === "centered" && "items-center sm:flex-col sm:justify-center",
          )}
        >
          <p>{t("common.footer.copyright", { year: String(new Date().getFullYear()), name })}</p>
          {languages ? <LanguageSwitcher choice={languages} placement="footer" /> : null}
          {payments.length ? (
            <p className="flex flex-wrap items-center gap-2" data-testid="accepted-payments">
              <span>{t("common.footer.weAccept")}</span>
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
