"use client";
import { Search } from "lucide-react";
import dynamic from "next/dynamic";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import { useT } from "./island-messages";
import { useLazyDialog } from "./use-lazy-dialog";

const loadDialog = () => import("./header-search-dialog").then((m) => m.HeaderSearchDialog);
const HeaderSearchDialog = dynamic(loadDialog, { ssr: false });

/**
 * The header's search button. Its dialog (Radix) loads when first wanted — fetched as the pointer or focus
 * reaches the button — so pages carry only the button.
 */
export function HeaderSearch({ basePath }: { basePath: string }) {
  const { wanted, buttonProps, dialogProps } = useLazyDialog(loadDialog);
  const t = useT();
  return (
    <>
      <button
        {...buttonData("ghost", "icon")}
        className={buttonClass("ghost", "icon")}
        aria-label={t("common.search.open")}
        {...buttonProps}
      >
        <Search className="size-5" aria-hidden />
      </button>
      {wanted ? <HeaderSearchDialog basePath={basePath} {...dialogProps} /> : null}
    </>
  );
}
