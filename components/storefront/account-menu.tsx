"use client";
import { ChevronDown, User } from "lucide-react";
import Link from "next/link";
import { useState, type ComponentProps, type ComponentType } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { Customer } from "@/lib/auth/schemas";
import { storeHref } from "./store-link";
import { useCustomer } from "./use-customer";

type DropdownProps = { customer: Customer; basePath: string };
const loadDropdown = () => import("./account-menu-dropdown");

/**
 * Header account area: the customer's first name with My Account / My Orders, or Login and Register. The
 * menu itself (Radix) is fetched as the pointer or focus reaches the button and opens on the first click,
 * so shoppers' pages carry only the button.
 */
export function AccountMenu({ basePath }: { basePath: string }) {
  const { data: customer, isLoading } = useCustomer();
  const [Dropdown, setDropdown] = useState<ComponentType<DropdownProps> | null>(null);

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

  if (Dropdown) return <Dropdown customer={customer} basePath={basePath} />;
  return (
    <AccountButton
      firstName={customer.firstName ?? null}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => void loadDropdown().then((m) => setDropdown(() => m.AccountDropdown))}
    />
  );
}

/** The menu's button until the menu is loaded (the loaded menu draws the same one as its trigger). */
function AccountButton({ firstName, ...props }: { firstName: string | null } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="sm" className="gap-1" data-testid="account-menu" aria-haspopup="menu" aria-expanded={false} {...props}>
      <User className="size-4" aria-hidden />
      <span className="max-w-28 truncate">{firstName ?? "Account"}</span>
      <ChevronDown className="size-3.5 opacity-60" aria-hidden />
    </Button>
  );
}
