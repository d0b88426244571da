import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EditableHome } from "@/components/storefront/sections/editable-home";
import { contentLang } from "@/lib/storefront/data";
import { storePageMetadata } from "@/lib/storefront/metadata";
import { getStoreByKey } from "@/lib/tenancy/current";
import { getHasActiveBanner, getPublishedContent } from "@/lib/themes/drafts/data";
import type { EditableContent } from "@/lib/themes/drafts/schemas";
import { defaultSectionContent } from "@/lib/themes/drafts/sections";

// Cached per store like the home page; Publish expires it through the store's tag.
export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  if (!store) return {};
  return storePageMetadata(store, { path: "/sections-demo", title: "Sections", noIndex: true });
}

/**
 * The sections builder's own page: the store's published sections; with none, a hero section when the
 * store has active banners. Its owner edits here exactly as on the home page (same draft).
 */
export default async function SectionsDemoPage({ params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const published = await getPublishedContent(store.id, store.tenant.activeTheme || "sellure", contentLang(store.language));
  let shown: EditableContent = published;
  if (published.sections.length === 0 && (await getHasActiveBanner(store.id, contentLang(store.language)))) {
    shown = { content: {}, sections: [{ id: "s_demo_hero", type: "hero", content: defaultSectionContent("hero") }] };
  }
  return (
    <EditableHome store={store} published={shown} page="sections-demo">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold">Sections</h1>
        <p className="mt-3 text-muted-foreground">This store has not published any sections yet.</p>
      </div>
    </EditableHome>
  );
}
