/**
 * Whether a store has what its storefront needs to look finished: GET /api/storefront-readiness, the
 * owner's setup checklist on the overview and the storefront's owner overlay all read this shape.
 * Client-safe.
 */

export const READINESS_ITEMS = ["siteLogo", "menus", "heroBanner", "products", "categories", "collections"] as const;
export type ReadinessItem = (typeof READINESS_ITEMS)[number];

/**
 * The documented answer: `isReady`, and one `has…` per fact (header and footer menus apart). The checklists
 * group them into six rows (`readinessItemDone`: the Menus row needs both menus).
 */
export type StorefrontReadiness = {
  isReady: boolean;
  hasLogo: boolean;
  hasHeaderMenu: boolean;
  hasFooterMenu: boolean;
  hasHeroBanner: boolean;
  hasProduct: boolean;
  hasCategory: boolean;
  hasCollection: boolean;
};

/** Whether a checklist row is done, from the documented fields. */
export function readinessItemDone(r: StorefrontReadiness, item: ReadinessItem): boolean {
  switch (item) {
    case "siteLogo":
      return r.hasLogo;
    case "menus":
      return r.hasHeaderMenu && r.hasFooterMenu;
    case "heroBanner":
      return r.hasHeroBanner;
    case "products":
      return r.hasProduct;
    case "categories":
      return r.hasCategory;
    case "collections":
      return r.hasCollection;
  }
}

/** What the checklist says for each item, and the store path where the owner fixes it. */
export const READINESS_CHECKLIST: Record<ReadinessItem, { label: string; hint: string; href: string }> = {
  siteLogo: { label: "Site Logo", hint: "Add a Site Logo", href: "/store-settings" },
  menus: { label: "Menus", hint: "Add at least one Header and Footer Menu", href: "/tenant-dashboard/menus" },
  heroBanner: { label: "Hero Banner", hint: "Add at least one Hero Banner", href: "/hero-banner" },
  products: { label: "Products", hint: "Add at least one Product", href: "/tenant-dashboard/products/new" },
  categories: { label: "Categories", hint: "Add at least one Category", href: "/tenant-dashboard/categories/new" },
  collections: { label: "Collections", hint: "Add at least one Collection", href: "/tenant-dashboard/collections/new" },
};
