import { revalidateTag } from "next/cache";

/**
 * Tags of the storefront's cache entries (lib/storefront/data.ts). They sit on the ground floor because every
 * slice that writes what a storefront shows (catalog, content, tenancy, orders) expires them. Every entry carries the store's tag, so
 * an owner's edit (invalidateStore) expires only that store. Stock moves with every order, so what shows
 * stock carries narrower tags too, and an order expires only those:
 *   store:{id}                      every entry of the store
 *   store:{id}:product:{productId}  what shows that product's stock (its page, card batches holding it)
 *   store:{id}:stock                everything that shows stock (for restocks whose products we do not hold)
 *   store:{id}:stock-rules          smart-collection listings whose rules read the stock level
 * Listing entries (which ids, in which order, how many) do not change with stock, so orders leave them be.
 */
export const storeTag = (tenantId: string) => `store:${tenantId}`;
export const productTag = (tenantId: string, productId: string) => `store:${tenantId}:product:${productId}`;
export const stockTag = (tenantId: string) => `store:${tenantId}:stock`;
export const stockRulesTag = (tenantId: string) => `store:${tenantId}:stock-rules`;

function expire(tags: string[]) {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch (err) {
    // Outside a Next request (unit/integration tests call handlers directly) there is no cache to expire.
    if (process.env.NODE_ENV !== "test") console.error("[cache] revalidateTag failed", err);
  }
}

/** An owner's write: everything of this store. */
export function invalidateStore(tenantId: string) {
  expire([storeTag(tenantId)]);
}

/** Stock of these products changed (an order took it): their pages and the cards showing them. */
export function invalidateProducts(tenantId: string, productIds: Iterable<string>) {
  expire([...new Set(productIds)].map((id) => productTag(tenantId, id)).concat(stockRulesTag(tenantId)));
}

/** Stock changed for products not at hand (a failed or cancelled payment gave an order's stock back). */
export function invalidateStock(tenantId: string) {
  expire([stockTag(tenantId), stockRulesTag(tenantId)]);
}
