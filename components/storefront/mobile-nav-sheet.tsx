"use client";
import { ChevronDown, Search, XIcon } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { StoreMenu } from "@/lib/storefront/schemas";
import { cn } from "@/lib/utils";
import { useT } from "./island-messages";
import { OwnerMenuSlot } from "./owner-menu-slot";
import { storeHref } from "./store-link";
import { useStoreTheme } from "./store-theme";
import { useCustomer } from "./use-customer";

/**
 * The mobile navigation drawer (loaded on first use by mobile-nav.tsx): nested menus expand and collapse;
 * an Account section ('Welcome, {firstName}').
 */
export function MobileNavSheet({
  basePath,
  menus,
  storeName,
  open,
  setOpen,
  onClosed,
}: {
  basePath: string;
  menus: StoreMenu[];
  storeName: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Where focus goes back when the drawer closes (its opener). */
  onClosed: () => void;
}) {
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const { data: customer } = useCustomer();
  const theme = useStoreTheme();
  const t = useT();
  const baseId = useId();
  const items = menus.flatMap((m) => m.items);
  const close = () => setOpen(false);
  const linkClass = "block rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none";

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        // From the inline-start side: the right in a right-to-left page (the sheet loads in the browser only).
        side={document.documentElement.dir === "rtl" ? "right" : "left"}
        // Its own close button: at the inline end and named in the page's language (the sheet's own says "Close").
        showCloseButton={false}
        className={cn("w-80 overflow-y-auto", theme.className)}
        style={theme.style}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          onClosed();
        }}
      >
        <SheetHeader>
          <SheetTitle>{storeName}</SheetTitle>
          <SheetDescription className="sr-only">{t("common.mobileNav.description")}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t("common.mobileNav.label")} className="flex flex-col gap-1 px-4 pb-6">
          <Link href={storeHref(basePath, "/products")} onClick={close} className={cn(linkClass, "flex items-center gap-2 font-medium")}>
            <Search className="size-4" aria-hidden /> {t("common.mobileNav.searchProducts")}
          </Link>
          {items.length === 0 ? (
            <div className="px-2 py-2">
              <OwnerMenuSlot basePath={basePath} />
            </div>
          ) : null}
          {items.map((item) => {
            const panelId = `${baseId}-${item.id}`;
            return (
              <div key={item.id}>
                <div className="flex items-center">
                  <Link
                    href={storeHref(basePath, item.href)}
                    onClick={close}
                    target={item.openInNewTab ? "_blank" : undefined}
                    rel={item.openInNewTab ? "noopener noreferrer" : undefined}
                    className={cn(linkClass, "flex-1 font-medium")}
                  >
                    {item.label}
                  </Link>
                  {item.children.length > 0 ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t(expanded[item.id] ? "common.mobileNav.collapse" : "common.mobileNav.expand", { label: item.label })}
                      aria-expanded={!!expanded[item.id]}
                      aria-controls={panelId}
                      onClick={() => setExpanded((e) => ({ ...e, [item.id]: !e[item.id] }))}
                    >
                      <ChevronDown className={cn("size-4 transition-transform", expanded[item.id] && "rotate-180")} />
                    </Button>
                  ) : null}
                </div>
                {item.children.length > 0 && expanded[item.id] ? (
                  <div id={panelId} className="ms-4 border-s ps-2">
                    {item.children.map((c) => (
                      <Link
                        key={c.id}
                        href={storeHref(basePath, c.href)}
                        onClick={close}
                        target={c.openInNewTab ? "_blank" : undefined}
                        rel={c.openInNewTab ? "noopener noreferrer" : undefined}
                        className={cn(linkClass, "text-muted-foreground hover:text-foreground")}
                      >
                        {c.label}
                      </Link>
                    ))}
                  </div>
                ) : null}
              </div>
            );
          })}
          <div className="mt-4 border-t pt-4">
            <p className="px-2 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t("common.mobileNav.account")}</p>
            {customer ? (
              <>
                <p className="px-2 pb-2 text-sm">{t("common.account.welcome", { name: customer.firstName ?? "" })}</p>
                <Link href={storeHref(basePath, "/customer/dashboard")} onClick={close} className={linkClass}>
                  {t("common.account.myAccount")}
                </Link>
                <Link href={storeHref(basePath, "/customer/orders")} onClick={close} className={linkClass}>
                  {t("common.account.myOrders")}
                </Link>
              </>
            ) : (
              <>
                <Link href={storeHref(basePath, "/customer/login")} onClick={close} className={linkClass}>
                  {t("common.account.login")}
                </Link>
                <Link href={storeHref(basePath, "/customer/register")} onClick={close} className={linkClass}>
                  {t("common.account.register")}
                </Link>
              </>
            )}
          </div>
        </nav>
        <SheetClose className="absolute end-4 top-4 rounded-xs opacity-70 ring-offset-background transition-opacity outline-none hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 data-[state=open]:bg-accent">
          <XIcon className="size-4" aria-hidden />
          <span className="sr-only">{t("common.mobileNav.close")}</span>
        </SheetClose>
      </SheetContent>
    </Sheet>
  );
}
