import "server-only";
import { cache } from "react";
import { getEnv } from "@/lib/env";
import { findTenantByRef } from "./repository";
import { toPublicTenant, type PublicTenant, type TenantRow } from "./schemas";
import { basePathFor, decodeTenantKey, type TenantRef } from "./tenant-key";

export type ResolvedStore = { ref: TenantRef; row: TenantRow; tenant: PublicTenant; basePath: string };

/** The store named by a `[tenant]` route segment (set by the proxy), or null when there is none. */
export const getStoreByKey = cache(async (key: string): Promise<ResolvedStore | null> => {
  const ref = decodeTenantKey(key);
  if (!ref) return null;
  const row = await findTenantByRef(ref);
  if (!row) return null;
  return { ref, row, tenant: toPublicTenant(row, getEnv().ROOT_DOMAIN), basePath: basePathFor(ref) };
});
