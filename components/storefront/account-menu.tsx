"use client";
import { ChevronDown, User } from "lucide-react";
import Link from "next/link";
import { useState, type ComponentProps, type ComponentType } from "react";
import { SKELETON_CLASS, buttonClass, buttonData } from "@/components/ui/button-classes";
import type { Customer } from "@/lib/auth/schemas";
import { useT } from "./island-messages";
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
  const t = useT();

  if (isLoading) return <div data-slot="skeleton" aria-hidden="true" className={`${SKELETON_CLASS} h-9 w-14 sm:w-24`} />;

  if (!customer) {
    return (
      <div className="hidden items-center gap-2 sm:flex">
        <Link {...buttonData("ghost", "sm")} className={buttonClass("ghost", "sm")} href={storeHref(basePath, "/customer/login")}>
          {t("common.account.login")}
        </Link>
        <Link {...buttonData("default", "sm")} className={buttonClass("default", "sm")} href={storeHref(basePath, "/customer/register")}>
          {t("common.account.register")}
        </Link>
      </div>
    );
  }

  if (Dropdown) return <Dropdown customer={customer} basePath={basePath} />;
  return (
    <AccountButton
      firstName={customer.firstName ?? null}
      fallback={t("common.account.account")}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => void loadDropdown().then((m) => setDropdown(() => m.AccountDropdown))}
    />
  );
}

/** A small ghost button whose gap-1 replaces the small size's gap-1.5 (as Button's class merging did). */
export const ACCOUNT_BUTTON_CLASS = "ui-btn hover:bg-accent hover:text-accent-foreground h-8 rounded-md px-3 has-[>svg]:px-2.5 gap-1";

/**
 * The menu's button until the menu is loaded (the loaded menu draws the same one as its trigger). Below
 * the sm breakpoint the first name is for screen readers only, so the store's name keeps its room in the header.
 */
function AccountButton({ firstName, fallback, ...props }: { firstName: string | null; fallback: string } & ComponentProps<"button">) {
  return (
    <button
      data-slot="button"
      data-variant="ghost"
      data-size="sm"
      className={ACCOUNT_BUTTON_CLASS}
      data-testid="account-menu"
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      <User className="size-4" aria-hidden />
      <span className="sr-only sm:not-sr-only sm:max-w-28 sm:truncate">{firstName ?? fallback}</span>
      <ChevronDown className="size-3.5 opacity-60" aria-hidden />
    </button>
  );
}
