"use client";
import { useQueryClient } from "@tanstack/react-query";
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
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/http/client";
import { storeHref } from "./store-link";
import { useCustomer } from "./use-customer";
import { hardNavigate } from "@/lib/http/navigate";

/** Header account area: the customer's first name with My Account / My Orders, or Login and Register. */
export function AccountMenu({ basePath }: { basePath: string }) {
  const { data: customer, isLoading } = useCustomer();
  const qc = useQueryClient();

  if (isLoading) return <Skeleton className="h-9 w-24" />;

  if (!customer) {
    return (
      <div className="hidden items-center gap-2 sm:flex">
        <Button asChild variant="ghost" size="sm">
          <Link href={storeHref(basePath, "/customer/login")}>Login</Link>
        </Button>
        <Button asChild size="sm">
          <Link href={storeHref(basePath, "/customer/register")}>Register</Link>
        </Button>
      </div>
    );
  }

  async function logout() {
    try {
      await apiRequest("POST", "/api/customers/logout");
    } finally {
      qc.clear();
      toast({ title: "Logged out" });
      hardNavigate(storeHref(basePath, "/"));
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-1" data-testid="account-menu">
          <User className="size-4" aria-hidden />
          <span className="max-w-28 truncate">{customer.firstName ?? "Account"}</span>
          <ChevronDown className="size-3.5 opacity-60" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="truncate">{customer.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={storeHref(basePath, "/customer/dashboard")}>
            <User className="size-4" aria-hidden /> My Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={storeHref(basePath, "/customer/orders")}>
            <Package className="size-4" aria-hidden /> My Orders
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logout}>
          <LogOut className="size-4" aria-hidden /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
