import type { StoreCard, StoreHero } from "@/lib/storefront/schemas";

/** A hero banner as the "banners" section draws it (the active banners with an image, in display order). */
export type SectionBanner = {
  id: string;
  layout: string;
  desktopImages: string[];
  mobileImages: string[];
  title: string | null;
  subtitle: string | null;
  buttonLabel: string | null;
  buttonUrl: string | null;
};

/** One top category of a "category-tabs" section: its newest products (the ALL tab) and each non-empty subcategory's. */
export type SectionCategoryTabs = {
  category: { id: string; name: string; path: string };
  cards: StoreCard[];
  subs: { id: string; name: string; cards: StoreCard[] }[];
};

/** What a rendered section needs besides its own content (plain JSON: the server renders it, the owner's editor fetches it). */
export type SectionData = {
  hero?: StoreHero | null;
  collection?: { id: string; name: string; slug: string } | null;
  category?: { id: string; name: string; path: string } | null;
  cards?: StoreCard[];
  collections?: { collection: { id: string; name: string; slug: string; description: string | null }; cards: StoreCard[] }[];
  /** "collections" with no collection that has products: the store's newest products instead. */
  newest?: StoreCard[];
  categories?: { id: string; name: string; path: string; image: string | null; productCount: number }[];
  banners?: SectionBanner[];
  tabs?: SectionCategoryTabs[];
  /** The store's name and description: the theme hero's fallbacks. */
  store?: { name: string; description: string | null };
};

export type SectionsData = {
  byId: Record<string, SectionData>;
  /** Active collections and visible categories: what a section's menu lets the owner choose. */
  choices: { collections: { id: string; name: string }[]; categories: { id: string; name: string }[] };
};
