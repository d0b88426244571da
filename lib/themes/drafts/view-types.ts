import type { StoreCard, StoreHero } from "@/lib/storefront/schemas";

/** What a rendered section needs besides its own content (plain JSON: the server renders it, the owner's editor fetches it). */
export type SectionData = {
  hero?: StoreHero | null;
  collection?: { id: string; name: string; slug: string } | null;
  category?: { id: string; name: string; path: string } | null;
  cards?: StoreCard[];
  collections?: { collection: { id: string; name: string; slug: string; description: string | null }; cards: StoreCard[] }[];
  categories?: { id: string; name: string; path: string; image: string | null; productCount: number }[];
};

export type SectionsData = {
  byId: Record<string, SectionData>;
  /** Active collections and visible categories: what a section's menu lets the owner choose. */
  choices: { collections: { id: string; name: string }[]; categories: { id: string; name: string }[] };
};
