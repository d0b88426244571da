"use client";

import Link from "next/link";
import { useState } from "react";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { LANDING_NAV } from "./nav-links";

/** The header's links on small screens, in a drawer that closes when a link is followed. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-72">
        <SheetHeader>
          <SheetTitle>StoreBuilder</SheetTitle>
          <SheetDescription>Launch your online store in minutes.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-4">
          {LANDING_NAV.map((item) => (
            <a
              key={item.href}
              href={item.href}
              onClick={close}
              className="rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-accent"
            >
              {item.label}
            </a>
          ))}
        </nav>
        <div className="mt-2 flex flex-col gap-2 px-4">
          <Button asChild variant="outline" onClick={close}>
            <Link href="/login">Login</Link>
          </Button>
          <Button asChild onClick={close}>
            <Link href="/register-tenant">Start Free Trial</Link>
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
