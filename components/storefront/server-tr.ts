import { translator, type Namespace } from "@/lib/i18n/catalog";
import type { Tr } from "./tr";

/**
 * The server's Tr (./tr.ts) for a page language: "catalog.card.sale" reads key `card.sale` of namespace `catalog`
 * with next-intl's translator (English where the language lacks it). Server code only: it brings the catalogs.
 */
export function serverTr(lang: string): Tr {
  return (key, values) => {
    const dot = key.indexOf(".");
    const t = translator(lang, key.slice(0, dot) as Namespace) as unknown as (k: string, v?: Record<string, string | number>) => string;
    return t(key.slice(dot + 1), values);
  };
}
