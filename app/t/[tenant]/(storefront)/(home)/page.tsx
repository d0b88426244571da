import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EditableHome } from "@/components/storefront/sections/editable-home";
import { contentLang, getHero } from "@/lib/storefront/data";
import { storePageMetadata } from "@/lib/storefront/metadata";
import { getStoreByKey } from "@/lib/tenancy/current";
import { getPublishedContent } from "@/lib/themes/drafts/data";
import { homeComposition } from "@/lib/themes/drafts/home";

// Cached per store (ISR); owner writes expire it through the store's tag, orders through the tags of the
// products it shows (lib/storefront/cache.ts).
export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  if (!store) return {};
  const hero = await getHero(store.id, store.tenant.activeTheme, contentLang(store.language));
  return storePageMetadata(store, { path: "/", description: store.tenant.description ?? hero.subtitle, image: hero.image });
}

/**
 * The home page is one composition of sections: the published one, or, when the owner has published none,
 * the default composition (hero banners or the theme's hero, categories, the first four collections that
 * have products, the top categories with tabs: lib/themes/drafts/home.ts). The owner's editor renders the
 * same composition with the same components, so what it opens on is what visitors see. Each section reads
 * only what it shows, and a section with nothing in it is left out.
 */
export default async function StoreHomePage({ params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const published = await getPublishedContent(store.id, store.tenant.activeTheme || "sellure", contentLang(store.language));
  return <EditableHome store={store} published={homeComposition(published)} />;
}
