import type { Section } from "@/lib/themes/drafts/schemas";
import { fieldKey, sectionText } from "@/lib/themes/drafts/sections";
import type { SectionData } from "@/lib/themes/drafts/view-types";
import { cn } from "@/lib/utils";
import { BannersSection } from "./banners-section";
import { HeroSection } from "./hero-section";
import { CategoriesSection, CategorySection, CategoryTabsSection, CollectionSection, CollectionsSection } from "./product-sections";
import type { Tr } from "../tr";
import type { Editables } from "./types";

export type SectionViewProps = {
  section: Section;
  content: Record<string, string>;
  data: SectionData;
  currency: string;
  basePath: string;
  ed: Editables;
  /** The page's main hero: its title is the page's h1 and its image loads first. */
  first: boolean;
  /** The shopper's words in the page's language (../tr.ts): `serverTr(lang)` on the server, `useT()` in the editor. */
  t: Tr;
};

/** Full-width sections (a hero) span the page; the rest sit in the page's column. */
export const isFullWidth = (s: Section) => s.type === "hero" || s.type === "banners";

/** The section whose title is the page's h1: the first hero (or hero banners). */
export const mainHeroOf = (sections: Section[]) => sections.find(isFullWidth)?.id;

function ImageSection({ section, content, ed, t }: SectionViewProps) {
  const src = sectionText(section, content, "imageSrc");
  const alt = sectionText(section, content, "imageAlt");
  const title = section.content.showTitle ? sectionText(section, content, "title") : "";
  if (!src && !ed.editing) return null;
  return (
    <section aria-label={title || alt || t("catalog.home.image")} className="space-y-4">
      {section.content.showTitle ? <ed.Text id={fieldKey(section.id, "title")} value={title} as="h2" className="text-2xl font-bold" placeholder="Add a title (optional)" /> : null}
      <ed.Image
        id={fieldKey(section.id, "imageSrc")}
        src={src}
        alt={alt}
        width={1600}
        height={900}
        className={cn("overflow-hidden rounded-xl bg-muted", !src && "flex aspect-[16/6] items-center justify-center")}
        imgClassName="h-auto w-full object-cover"
      />
    </section>
  );
}

function TextSection({ section, content, ed, t }: SectionViewProps) {
  const title = sectionText(section, content, "title");
  return (
    <section aria-label={title || t("catalog.home.text")} className="mx-auto max-w-3xl text-center">
      {section.content.showTitle ? <ed.Text id={fieldKey(section.id, "title")} value={title} as="h2" className="mb-4 text-2xl font-bold sm:text-3xl" placeholder="Add a title" /> : null}
      <ed.Rich id={fieldKey(section.id, "text")} html={sectionText(section, content, "text")} className="text-muted-foreground" />
    </section>
  );
}

function ColumnsSection({ section, content, ed, t }: SectionViewProps) {
  const title = sectionText(section, content, "title");
  const cols = [1, 2, 3] as const;
  return (
    <section aria-label={title || t("catalog.home.columns")}>
      {section.content.showTitle ? <ed.Text id={fieldKey(section.id, "title")} value={title} as="h2" className="mb-6 text-center text-2xl font-bold" placeholder="Add a title" /> : null}
      <div className="grid gap-6 md:grid-cols-3">
        {cols.map((n) => (
          <div key={n} className="rounded-lg border bg-card p-5">
            <ed.Text id={fieldKey(section.id, `column${n}Title`)} value={sectionText(section, content, `column${n}Title`)} as="h3" className="mb-2 text-lg font-semibold" placeholder="Column title" />
            <ed.Rich id={fieldKey(section.id, `column${n}Text`)} html={sectionText(section, content, `column${n}Text`)} className="text-sm text-muted-foreground" />
          </div>
        ))}
      </div>
    </section>
  );
}

/** One section, by its type. */
export function SectionView(props: SectionViewProps) {
  switch (props.section.type) {
    case "hero":
      return <HeroSection {...props} />;
    case "collection":
      return <CollectionSection {...props} />;
    case "category":
      return <CategorySection {...props} />;
    case "collections":
      return <CollectionsSection {...props} />;
    case "categories":
      return <CategoriesSection {...props} />;
    case "image":
      return <ImageSection {...props} />;
    case "text":
      return <TextSection {...props} />;
    case "columns":
      return <ColumnsSection {...props} />;
    case "banners":
      return <BannersSection {...props} />;
    case "category-tabs":
      return <CategoryTabsSection {...props} />;
  }
}
