"use client";
import { ChevronDown, LogOut, Package, User } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/use-toast";
import type { Customer } from "@/lib/auth/schemas";
import { hardNavigate } from "@/lib/http/navigate";
import { useT } from "./island-messages";
import { storeHref } from "./store-link";
import * as auth from "@/lib/auth/endpoints";
import { callApi } from "@/lib/http/call";

/** The signed-in customer's menu (Radix): a separate chunk, loaded when the customer reaches for it. */
export function AccountDropdown({ customer, basePath }: { customer: Customer; basePath: string }) {
  const t = useT();
  async function logout() {
    try {
      await callApi(auth.customerLogout);
    } finally {
      toast({ title: t("common.account.loggedOut") });
      // A full load: every island of the page forgets the customer.
      hardNavigate(storeHref(basePath, "/"));
    }
  }

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-1" data-testid="account-menu">
          <User className="size-4" aria-hidden />
          <span className="sr-only sm:not-sr-only sm:max-w-28 sm:truncate">{customer.firstName ?? t("common.account.account")}</span>
          <ChevronDown className="size-3.5 opacity-60" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="truncate">{customer.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={storeHref(basePath, "/customer/dashboard")}>
            <User className="size-4" aria-hidden /> {t("common.account.myAccount")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={storeHref(basePath, "/customer/orders")}>
            <Package className="size-4" aria-hidden /> {t("common.account.myOrders")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logout}>
          <LogOut className="size-4" aria-hidden /> {t("common.account.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
