import { revalidateTag } from "next/cache";

/**
 * Storefront reads are cached per store under these tags; every owner write that changes what
 * shoppers see calls invalidateStore(tenantId), which expires only that store's entries.
 */
export const storeTag = (tenantId: string) => `store:${tenantId}`;

export function invalidateStore(tenantId: string) {
  try {
    revalidateTag(storeTag(tenantId), { expire: 0 });
  } catch (err) {
    // Outside a Next request (unit/integration tests call handlers directly) there is no cache to expire.
    if (process.env.NODE_ENV !== "test") console.error("[cache] revalidateTag failed", err);
  }
}
