"use client";
import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import { useT } from "./island-messages";
import { useLazyDialog } from "./use-lazy-dialog";
import type { StoreMenu } from "@/lib/storefront/schemas";

const loadSheet = () => import("./mobile-nav-sheet").then((m) => m.MobileNavSheet);
const MobileNavSheet = dynamic(loadSheet, { ssr: false });

/**
 * The menu button of small screens. The drawer (Radix dialog, menus, account) loads when first wanted —
 * fetched as the pointer or focus reaches the button — so it costs nothing on pages nobody opens it on.
 */
export function MobileNav(props: { basePath: string; menus: StoreMenu[]; storeName: string }) {
  const { wanted, buttonProps, dialogProps } = useLazyDialog(loadSheet);
  const t = useT();
  return (
    <>
      <button
        {...buttonData("ghost", "icon")}
        className={buttonClass("ghost", "icon", "md:hidden")}
        aria-label={t("common.mobileNav.open")}
        {...buttonProps}
      >
        <Menu className="size-5" />
      </button>
      {wanted ? <MobileNavSheet {...props} {...dialogProps} /> : null}
    </>
  );
}
