import type { users } from "@/db/schema";
import { displayCurrencySpec, type DisplayCurrency } from "@/lib/money";
import { toPublicTenant, toStoreRow, type PublicTenant, type StoreRow, type TenantRow } from "./schemas";
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
};

export function toStore(ref: TenantRef, row: TenantRow, rootDomain: string): Store {
  return { id: tenantIdOf(row), ref, row: toStoreRow(row), tenant: toPublicTenant(row, rootDomain), basePath: basePathFor(ref) };
}

/** The payments slice's store: the same, with the row's encrypted secrets (lib/tenancy/payment-store.ts loads it). */
export type PaymentStore = Omit<Store, "row"> & { row: TenantRow };

/**
 * What the storefront's price figures take where a currency code goes (record 0159): the store's code, or the page's
 * display currency as formatMoney's spec ("USD:0.0120:0.99"). Only for what shoppers read, never what is charged.
 */
export function priceCurrencyOf(store: Pick<Store, "display" | "tenant">): string {
  return displayCurrencySpec(store.display, store.tenant.currency);
}
