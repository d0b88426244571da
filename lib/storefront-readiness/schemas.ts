/**
 * Whether a store has what its storefront needs to look finished: GET /api/storefront-readiness, the
 * owner's setup checklist on the overview and the storefront's owner overlay all read this shape.
 * Client-safe.
 */

export const READINESS_ITEMS = ["siteLogo", "menus", "heroBanner", "products", "categories", "collections"] as const;
export type ReadinessItem = (typeof READINESS_ITEMS)[number];

export type StorefrontReadiness = { ready: boolean; items: Record<ReadinessItem, boolean> };

/** What the checklist says for each item, and the store path where the owner fixes it. */
export const READINESS_CHECKLIST: Record<ReadinessItem, { label: string; hint: string; href: string }> = {
  siteLogo: { label: "Site Logo", hint: "Add a Site Logo", href: "/store-settings" },
  menus: { label: "Menus", hint: "Add at least one Header and Footer Menu", href: "/tenant-dashboard?tab=menus" },
  heroBanner: { label: "Hero Banner", hint: "Add at least one Hero Banner", href: "/hero-banner" },
  products: { label: "Products", hint: "Add at least one Product", href: "/tenant-dashboard/products/new" },
  categories: { label: "Categories", hint: "Add at least one Category", href: "/tenant-dashboard/categories/new" },
  collections: { label: "Collections", hint: "Add at least one Collection", href: "/tenant-dashboard/collections/new" },
};
