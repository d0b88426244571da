import type { CategoryNode } from "@/lib/catalog/smart";
import type { CollectionCriteria } from "@/db/schema";
import type { HeroBanner } from "@/lib/hero-banners/schemas";
import type { PublicReview } from "@/lib/reviews/schemas";

/**
 * What the storefront pages read (plain JSON, so it can live in the per-store data cache).
 * Built from rows by lib/storefront/service.ts; never carries cost prices, drafts or other stores' data.
 */

/** A product as lists show it (cards, carousels, rows): no description, cost or draft data. */
export type StoreCard = {
  id: string;
  name: string;
  slug: string;
  /** The lowest variant price ("From" when it differs from priceMax). */
  price: string;
  /** The highest variant price; null on rows written before variants. */
  priceMax: string | null;
  compareAtPrice: string | null;
  image: string | null;
  shortDescription: string | null;
  quantity: number;
  trackQuantity: boolean;
  /** Reviews (record 0157): the published reviews' average ("4.50") and count; null and 0 when none. */
  ratingAverage: string | null;
  ratingCount: number;
};

/** A product's option as the product page shows it: its values in order. */
export type StoreOption = { name: string; values: string[] };

/**
 * A variant as the product page sells it (no cost price). A product without options has one, whose
 * `options` is empty. Price, compare-at, SKU, stock and image are the variant's own.
 */
export type StoreVariant = {
  id: string;
  title: string;
  /** Values in the product's option order. */
  options: string[];
  price: string;
  compareAtPrice: string | null;
  sku: string | null;
  trackQuantity: boolean;
  quantity: number;
  /** One of the product's images, or null for the product's first. */
  image: string | null;
};

/** The product page's product. */
export type StoreProductDetail = Omit<StoreCard, "image"> & {
  options: StoreOption[];
  /** In the owner's order (position); at least one. */
  variants: StoreVariant[];
  categoryId: string | null;
  status: string;
  /** ISO date. */
  createdAt: string;
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
  /** Published reviews per star [1★…5★] (their average and count are the card's) and the first page of them. */
  ratingCounts: number[];
  reviews: PublicReview[];
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
  /** Smart collections' rules (run as SQL by lib/catalog/smart-sql.ts); null for manual ones. */
  criteria: CollectionCriteria | null;
  image: string | null;
  sortOrder: number;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string;
};

/** The store's categories, one cache entry per store. */
export type StoreCategoryTree = {
  /** Active categories, parents before children, each level by sortOrder. */
  categories: StoreCategory[];
  /** Every category (active or not), for smart-collection rules that name a category. */
  nodes: CategoryNode[];
  /** Active products of the store, in any category or none. */
  activeProducts: number;
};

/** Listing sorts: the spec's six, plus search relevance and a manual collection's own order. */
export type ListingSort = "name-asc" | "name-desc" | "price-asc" | "price-desc" | "newest" | "oldest" | "rating" | "relevance" | "manual";

/** What a listing page shows, normalised (it is the cache key). Prices are decimal strings or "". */
export type ListingQuery = {
  scope: { kind: "all" } | { kind: "category"; categoryId: string } | { kind: "collection"; collectionId: string };
  search: string;
  min: string;
  max: string;
  sort: ListingSort;
  /** 1-based. */
  page: number;
  pageSize: number;
};

/** One page of a listing: the products' ids in order, and how many match in all. */
export type ListingPage = { ids: string[]; total: number };

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

/** A theme's saved row as the shell reads it: settings, the legacy banner fields, the published content (raw). */
export type StoreShellTheme = {
  themeId: string;
  settings: unknown;
  editableContent: unknown;
  bannerText: string | null;
  bannerSubtitle: string | null;
  bannerButtonLabel: string | null;
  bannerImage: string | null;
};

/**
 * The small, owner-edited rows every storefront page reads (one statement, one cache entry per store):
 * menus, categories with counts, collections, the active hero banners in display order (with or without
 * images) and each saved theme's row.
 */
export type StoreShell = {
  menus: StoreMenus;
  tree: StoreCategoryTree;
  collections: StoreCollection[];
  banners: HeroBanner[];
  themes: StoreShellTheme[];
};

/** The product page's data: the product and its related products' cards (in order). */
export type StoreProductPage = { product: StoreProductDetail; related: StoreCard[] };
