import "server-only";
import { contentLang, getShellTheme } from "@/lib/storefront/data";
import type { Store } from "@/lib/tenancy/store";
import { themeOrDefault } from "./registry";
import { resolveTheme, savedSettingsOf, type ResolvedTheme } from "./service";

/**
 * The store shell's theme, read from the store's cached shell (lib/storefront/data.ts) under the store's
 * tag: select and customize expire that tag, so the next request renders the new look.
 */
export async function getStoreTheme(store: Store): Promise<ResolvedTheme> {
  const t = themeOrDefault(store.tenant.activeTheme);
  const saved = await getShellTheme(store.id, t.id, contentLang(store.language));
  return resolveTheme(t, store.tenant, savedSettingsOf(saved ? { settingsData: { settings: saved.settings } } : null));
}
