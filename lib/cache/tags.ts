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

type IncrementalCacheLike = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> };

function expire(tags: string[]) {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch (err) {
    // Outside a request (a job of the worker: an import, the abandoned-order sweep) revalidateTag has no
    // request to attach the tags to. The server's cache (Next's IncrementalCache, which calls our cache
    // handler, lib/cache/cache-handler.mjs) is on globalThis once the server has answered a request: expire
    // the tags there directly. Unit and integration tests call handlers without a server: nothing to expire.
    const cache = (globalThis as { __incrementalCache?: IncrementalCacheLike }).__incrementalCache;
    if (cache) {
      cache.revalidateTag(tags, { expire: 0 }).catch((e: unknown) => console.error("[cache] expiring tags failed", e));
      return;
    }
    if (process.env.NODE_ENV !== "test") console.error("[cache] revalidateTag failed", err);
  }
}

/**
 * A page render that started before a write and finishes after its expiry stores what it read before the write,
 * and that entry then stands until the next write (seen: the dashboard's prefetch of the home page in flight while
 * the owner switched theme; the storefront kept the old theme). So an owner's write expires the store's entries
 * twice: now, and once more after a render has had time to finish.
 */
const SECOND_EXPIRY_MS = 5_000;

function expireAgainLater(tags: string[]) {
  const timer = setTimeout(() => {
    const cache = (globalThis as { __incrementalCache?: IncrementalCacheLike }).__incrementalCache;
    cache?.revalidateTag(tags, { expire: 0 }).catch((e: unknown) => console.error("[cache] expiring tags again failed", e));
  }, SECOND_EXPIRY_MS);
  timer.unref?.();
}

/** An owner's write: everything of this store (now, and again once renders in flight have finished). */
export function invalidateStore(tenantId: string) {
  expire([storeTag(tenantId)]);
  expireAgainLater([storeTag(tenantId)]);
}

/** Stock of these products changed (an order took it): their pages and the cards showing them. */
export function invalidateProducts(tenantId: string, productIds: Iterable<string>) {
  expire([...new Set(productIds)].map((id) => productTag(tenantId, id)).concat(stockRulesTag(tenantId)));
}

/**
 * Storefront pages show a tracked product's stock (the quantity stepper's maximum, in stock or not) only up to
 * this many: one order line takes at most 1,000 (lib/orders). Above it an order changes nothing a cached page
 * shows, so a sale of a well-stocked product expires none of its pages (under load every order used to expire
 * the product's page, and each page view after it rendered it again). Checkout checks the real stock.
 */
export const SHOWN_STOCK_CAP = 1000;
export const shownStock = (quantity: number) => Math.min(quantity, SHOWN_STOCK_CAP);

/**
 * An order took stock: expire the pages of products whose shown stock changed (tracked, now below the cap).
 * Smart-collection listings whose rules read the stock level may compare it with any number: always expired.
 */
export function invalidateTakenStock(tenantId: string, taken: Iterable<{ id: string; trackQuantity: boolean; quantity: number }>) {
  const changed = [...taken].filter((p) => p.trackQuantity && p.quantity < SHOWN_STOCK_CAP).map((p) => p.id);
  expire([...new Set(changed)].map((id) => productTag(tenantId, id)).concat(stockRulesTag(tenantId)));
}

/** Stock changed for products not at hand (a failed or cancelled payment gave an order's stock back). */
export function invalidateStock(tenantId: string) {
  expire([stockTag(tenantId), stockRulesTag(tenantId)]);
}
