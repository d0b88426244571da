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
  const has = {
    hasLogo: facts.logo,
    hasHeaderMenu: facts.header,
    hasFooterMenu: facts.footer,
    hasHeroBanner: heroBanner,
    hasProduct: facts.products,
    hasCategory: facts.categories,
    hasCollection: facts.collections,
  };
  return { isReady: Object.values(has).every(Boolean), ...has };
}
