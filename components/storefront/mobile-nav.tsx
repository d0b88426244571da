"use client";
import { ChevronDown, Menu } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import { storeHref } from "./store-link";
import { useCustomer } from "./use-customer";

type Item = { id: string; label: string; linkTarget: string | null; openInNewTab: boolean; children: Omit<Item, "children">[] };
type Menu = { id: string; items: Item[] };

/** Mobile navigation drawer: nested menus expand and collapse; Account section at the bottom. */
export function MobileNav({ basePath, menus, storeName }: { basePath: string; menus: Menu[]; storeName: string }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const { data: customer } = useCustomer();
  const items = menus.flatMap((m) => m.items);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-80 overflow-y-auto">
        <SheetHeader>
          <SheetTitle>{storeName}</SheetTitle>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-4">
          {items.map((item) => (
            <div key={item.id}>
              <div className="flex items-center">
                <Link
                  href={storeHref(basePath, item.linkTarget)}
                  onClick={close}
                  target={item.openInNewTab ? "_blank" : undefined}
                  className="flex-1 rounded-md px-2 py-2 text-sm font-medium hover:bg-accent"
                >
                  {item.label}
                </Link>
                {item.children.length > 0 ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`${expanded[item.id] ? "Collapse" : "Expand"} ${item.label}`}
                    aria-expanded={!!expanded[item.id]}
                    onClick={() => setExpanded((e) => ({ ...e, [item.id]: !e[item.id] }))}
                  >
                    <ChevronDown className={cn("size-4 transition-transform", expanded[item.id] && "rotate-180")} />
                  </Button>
                ) : null}
              </div>
              {item.children.length > 0 && expanded[item.id] ? (
                <div className="ml-4 border-l pl-2">
                  {item.children.map((c) => (
                    <Link
                      key={c.id}
                      href={storeHref(basePath, c.linkTarget)}
                      onClick={close}
                      target={c.openInNewTab ? "_blank" : undefined}
                      className="block rounded-md px-2 py-2 text-sm text-muted-foreground hover:bg-accent hover:text-foreground"
                    >
                      {c.label}
                    </Link>
                  ))}
                </div>
              ) : null}
            </div>
          ))}
          <div className="mt-4 border-t pt-4">
            <p className="px-2 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Account</p>
            {customer ? (
              <>
                <p className="px-2 pb-2 text-sm">Welcome, {customer.firstName}</p>
                <Link href={storeHref(basePath, "/customer/dashboard")} onClick={close} className="block rounded-md px-2 py-2 text-sm hover:bg-accent">
                  My Account
                </Link>
                <Link href={storeHref(basePath, "/customer/orders")} onClick={close} className="block rounded-md px-2 py-2 text-sm hover:bg-accent">
                  My Orders
                </Link>
              </>
            ) : (
              <>
                <Link href={storeHref(basePath, "/customer/login")} onClick={close} className="block rounded-md px-2 py-2 text-sm hover:bg-accent">
                  Login
                </Link>
                <Link href={storeHref(basePath, "/customer/register")} onClick={close} className="block rounded-md px-2 py-2 text-sm hover:bg-accent">
                  Register
                </Link>
              </>
            )}
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
