import type { users } from "@/db/schema";
import { displayCurrencySpec, type DisplayCurrency } from "@/lib/money";
import { toPublicTenant, toStoreRow, type PublicTenant, type StoreRow, type TenantRow } from "./schemas";
import { languageOf } from "@/lib/languages";
import { basePathFor, type TenantRef } from "./tenant-key";

/** A staff account as this floor sees it: the users table's row (auth, a floor up, names it UserRow). */
export type StaffRow = typeof users.$inferSelect;

/**
 * A store's id as the tenancy module hands it out. Repositories of tenant-scoped tables take this type,
 * not `string`, so an id read from a URL, a form or a JSON body cannot reach a tenant's WHERE clause
 * by accident: the only ways to get one are the request's resolved store (`store.id`) and a row of the
 * `tenants` table itself (`tenantIdOf`).
 */
export type TenantId = string & { readonly __brand: "TenantId" };

/** The id of a store row that was read from the database (registration, admin, webhooks). */
export function tenantIdOf(row: Pick<TenantRow, "id">): TenantId {
  return row.id as TenantId;
}

/**
 * The store a request or a page is for: how it was addressed, its row without the payment secrets
 * (StoreRow), its public DTO and its id. Pages and components show `tenant`; services read `row`.
 */
export type Store = {
  id: TenantId;
  ref: TenantRef;
  row: StoreRow;
  tenant: PublicTenant;
  /** `/store/{slug}` in path mode, empty on a subdomain or custom domain; links stay in the visitor's mode. */
  basePath: string;
  /** The display currency the page shows prices in (record 0159); absent: the store's own currency. */
  display?: DisplayCurrency;
  /**
   * The page's (or API call's) language (issue 44, record 0162): `code` is the store's default unless the URL had a
   * language prefix (`prefix`). `basePath` then ends with `/{prefix}`, so every link stays in the language;
   * `storeBasePath` is the store's own prefix (switcher, hreflang, cookies). `enabled` is false for a prefix the
   * store has not enabled (its pages are 404) or that names the default language (redirected to no prefix).
   */
  language: StoreLanguage;
  storeBasePath: string;
};

export type StoreLanguage = { code: string; dir: "ltr" | "rtl"; prefix: string | null; enabled: boolean; isDefault: boolean };

export function toStore(ref: TenantRef, row: TenantRow, rootDomain: string, prefix: string | null = null): Store {
  const base = basePathFor(ref);
  const language = storeLanguage(row, prefix);
  return {
    id: tenantIdOf(row),
    ref,
    row: toStoreRow(row),
    tenant: toPublicTenant(row, rootDomain),
    basePath: language.prefix ? `${base}/${language.prefix}` : base,
    storeBasePath: base,
    language,
  };
}

function storeLanguage(row: Pick<TenantRow, "defaultLanguage" | "languages">, prefix: string | null): StoreLanguage {
  const fallback = row.defaultLanguage || "en";
  if (!prefix) return { code: fallback, dir: directionOf(fallback), prefix: null, enabled: true, isDefault: true };
  const enabled = prefix !== fallback && (row.languages ?? []).includes(prefix);
  return { code: prefix, dir: directionOf(prefix), prefix, enabled, isDefault: false };
}

function directionOf(code: string): "ltr" | "rtl" {
  return languageOf(code)?.dir ?? "ltr";
}

/** The payments slice's store: the same, with the row's encrypted secrets (lib/tenancy/payment-store.ts loads it). */
export type PaymentStore = Omit<Store, "row"> & { row: TenantRow };

/**
 * What the storefront's price figures take where a currency code goes (record 0159): the store's code, or the page's
 * display currency as formatMoney's spec ("USD:0.0120:0.99"). Only for what shoppers read, never what is charged.
 */
export function priceCurrencyOf(store: Pick<Store, "display" | "tenant"> & { language?: Pick<StoreLanguage, "code"> }): string {
  const spec = displayCurrencySpec(store.display, store.tenant.currency);
  // Not in English: formatted for the page's language (lib/money splitLocale, record 0162).
  const lang = store.language?.code;
  return lang && lang !== "en" ? `${spec}@${lang}` : spec;
}
