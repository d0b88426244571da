import "server-only";
import { hasActiveHeroBanner } from "@/lib/hero-banners/service";
import type { Store } from "@/lib/tenancy/store";
import * as repo from "./repository";
import type { StorefrontReadiness } from "./schemas";

/**
 * Whether the store has what a finished storefront shows: a logo, a header and a footer menu, an active
 * hero banner, and at least one active product, category and collection. Ready when every item is.
 */
export async function getStorefrontReadiness(store: Store): Promise<StorefrontReadiness> {
  const [facts, heroBanner] = await Promise.all([repo.readinessFacts(store.id, store.tenant.activeTheme), hasActiveHeroBanner(store.id)]);
  const items = {
    siteLogo: facts.logo,
    menus: facts.header && facts.footer,
    heroBanner,
    products: facts.products,
    categories: facts.categories,
    collections: facts.collections,
  };
  return { ready: Object.values(items).every(Boolean), items };
}
