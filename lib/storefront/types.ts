/**
 * What the storefront pages read (plain JSON, so it can live in the per-store data cache).
 * Built from rows by lib/storefront/service.ts; never carries cost prices, drafts or other stores' data.
 */

/** A product as lists show it (cards, carousels, filters). */
export type StoreProduct = {
  id: string;
  name: string;
  slug: string;
  price: string;
  compareAtPrice: string | null;
  image: string | null;
  shortDescription: string | null;
  quantity: number;
  trackQuantity: boolean;
  categoryId: string | null;
  status: string;
  /** ISO date. */
  createdAt: string;
  /** Lower-cased name, short description and description text: what the search box matches. */
  searchText: string;
};

/** The product page's product. */
export type StoreProductDetail = Omit<StoreProduct, "searchText" | "image"> & {
  images: string[];
  /** Sanitised HTML. */
  description: string;
  descriptionText: string;
  sku: string | null;
  weight: string | null;
  weightUnit: string;
  tags: string[];
  requiresShipping: boolean;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string;
};

export type StoreCategory = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  parentId: string | null;
  sortOrder: number;
  /** The URL path under /category: the chain of slugs from the top ("apparel/t-shirts"). */
  path: string;
  /** Active products in this category and its subcategories. */
  productCount: number;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string;
};

export type StoreCollection = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  type: "manual" | "smart";
  image: string | null;
  sortOrder: number;
  /** Active products in display order (manual: the owner's order; smart: newest first). */
  productIds: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string;
};

/** Everything the list pages need, one cache entry per store. */
export type StoreCatalog = {
  products: StoreProduct[];
  /** Active categories, parents before children, each level by sortOrder. */
  categories: StoreCategory[];
  /** Active collections by sortOrder. */
  collections: StoreCollection[];
};

export type StoreMenuLink = { id: string; label: string; href: string | null; openInNewTab: boolean };
export type StoreMenuItem = StoreMenuLink & { children: StoreMenuLink[] };
export type StoreMenu = { id: string; name: string; items: StoreMenuItem[] };

export type StoreMenus = { header: StoreMenu[]; footer: StoreMenu[] };

export type StoreHero = {
  title: string | null;
  subtitle: string | null;
  buttonLabel: string | null;
  buttonUrl: string | null;
  image: string | null;
  mobileImage: string | null;
};

export type StorePage = {
  id: string;
  title: string;
  slug: string;
  /** Sanitised HTML. */
  content: string;
  metaDescription: string | null;
  updatedAt: string;
};

export type StorePageLink = { slug: string; title: string; updatedAt: string };
