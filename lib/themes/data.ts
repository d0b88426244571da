import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { storeTag } from "@/lib/storefront/cache";
import { STOREFRONT_REVALIDATE } from "@/lib/storefront/data";
import type { Store } from "@/lib/tenancy/store";
import { themeOrDefault } from "./registry";
import { loadSavedSettings, resolveTheme, type ResolvedTheme } from "./service";

/**
 * The store shell's theme, cached per store under the store's tag like the rest of the storefront: select
 * and customize expire that tag, so the next request renders the new look.
 */
const savedSettings = cache((tenantId: Store["id"], themeId: string) =>
  unstable_cache(() => loadSavedSettings({ id: tenantId }, themeId), ["storefront", "theme-settings", tenantId, themeId], {
    tags: [storeTag(tenantId)],
    revalidate: STOREFRONT_REVALIDATE,
  })(),
);

export async function getStoreTheme(store: Store): Promise<ResolvedTheme> {
  const t = themeOrDefault(store.tenant.activeTheme);
  return resolveTheme(t, store.tenant, await savedSettings(store.id, t.id));
}
