"use client";
import { useT } from "@/components/storefront/island-messages";
import { formatIcu, type IcuValues } from "@/lib/i18n/icu-lite";

/**
 * The words of a component the owner's dashboard shares with the shopper's pages (issue 44): the `account` message
 * in the page's language where the storefront provided it, else the English given here (the dashboard stays English).
 */
export function useSay(): (key: string, english: string, values?: IcuValues) => string {
  const t = useT();
  return (key, english, values) => {
    const full = `account.${key}`;
    const said = t(full, values);
    return said === full ? formatIcu(english, values, "en") : said;
  };
}
