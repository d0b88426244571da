import { ArrowRight, Shapes } from "lucide-react";
import Link from "next/link";
import { Carousel } from "@/components/storefront/catalog/carousel";
import { CategoryTabs } from "@/components/storefront/catalog/category-tabs";
import { ProductCarousel } from "@/components/storefront/catalog/product-carousel";
import { ProductList } from "@/components/storefront/product-card";
import { storeHref } from "@/components/storefront/store-link";
import type { Section } from "@/lib/themes/drafts/schemas";
import { fieldKey, sectionText } from "@/lib/themes/drafts/sections";
import type { SectionData } from "@/lib/themes/drafts/view-types";
import type { StoreCard } from "@/lib/storefront/schemas";
import type { Tr } from "../tr";
import type { Editables } from "./types";
import { UploadedImage } from "@/components/ui/uploaded-image";

type Props = { section: Section; content: Record<string, string>; data: SectionData; currency: string; basePath: string; ed: Editables; t: Tr };

function Heading({ section, content, fallback, href, ed, t }: { section: Section; content: Record<string, string>; fallback: string; href?: string; ed: Editables; t: Tr }) {
  if (!section.content.showTitle) return null;
  const title = sectionText(section, content, "title") || fallback;
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <ed.Text id={fieldKey(section.id, "title")} value={title} as="h2" className="text-2xl font-bold" placeholder="Add a title" />
      {href ? (
        <Link href={href} className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary-text hover:underline" aria-label={t("catalog.home.viewAllLabel", { name: title })}>
          {t("catalog.home.viewAll")} <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      ) : null}
    </div>
  );
}

const Prompt = ({ children }: { children: string }) => <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;

/** One collection's first `itemsToShow` products as a grid. */
export function CollectionSection({ section, content, data, currency, basePath, ed, t }: Props) {
  const col = data.collection;
  if (!col) return ed.editing ? <Prompt>Choose a collection from this section&apos;s menu.</Prompt> : null;
  const cards = data.cards ?? [];
  // An empty collection is not shown to visitors (no 'No Products Yet' box on the home page).
  if (cards.length === 0 && !ed.editing) return null;
  return (
    <section aria-label={col.name}>
      <Heading section={section} content={content} fallback={col.name} href={storeHref(basePath, `/collections/${col.slug}`)} ed={ed} t={t} />
      {cards.length === 0 ? <Prompt>This collection has no products yet: visitors do not see this section until it has some.</Prompt> : <ProductList products={cards} currency={currency} basePath={basePath} t={t} />}
    </section>
  );
}

/** One category's newest `itemsToShow` products as a grid. */
export function CategorySection({ section, content, data, currency, basePath, ed, t }: Props) {
  const cat = data.category;
  if (!cat) return ed.editing ? <Prompt>Choose a category from this section&apos;s menu.</Prompt> : null;
  const cards = data.cards ?? [];
  if (cards.length === 0 && !ed.editing) return null;
  return (
    <section aria-label={cat.name}>
      <Heading section={section} content={content} fallback={cat.name} href={storeHref(basePath, `/category/${cat.path}`)} ed={ed} t={t} />
      {cards.length === 0 ? <Prompt>This category has no products yet: visitors do not see this section until it has some.</Prompt> : <ProductList products={cards} currency={currency} basePath={basePath} t={t} />}
    </section>
  );
}

function ViewAll({ href, name, t }: { href: string; name: string; t: Tr }) {
  return (
    <Link href={href} className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary-text hover:underline" aria-label={t("catalog.home.viewAllLabel", { name })}>
      {t("catalog.home.viewAll")} <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
    </Link>
  );
}

/**
 * The store's collections (the first four that have products), each a carousel: the live home's collection
 * rows. Without any such collection, the newest products ('New Arrivals'); with no products at all, a word
 * that products are on their way. An empty collection is never shown as an empty row.
 */
export function CollectionsSection({ data, currency, basePath, t }: Props) {
  const rows = data.collections ?? [];
  const newest = data.newest ?? [];
  if (rows.length === 0 && newest.length > 0) {
    return (
      <section aria-labelledby="new-arrivals">
        <div className="mb-4 flex items-end justify-between gap-4">
          <h2 id="new-arrivals" className="text-2xl font-bold">
            {t("catalog.home.newArrivals")}
          </h2>
          <ViewAll href={storeHref(basePath, "/products")} name={t("catalog.home.products")} t={t} />
        </div>
        <ProductList products={newest} currency={currency} basePath={basePath} t={t} />
      </section>
    );
  }
  if (rows.length === 0) {
    return (
      <section aria-label={t("catalog.home.products")} className="rounded-xl border border-dashed p-10 text-center">
        <h2 className="text-xl font-semibold">{t("catalog.home.comingTitle")}</h2>
        <p className="mt-2 text-muted-foreground">{t("catalog.home.comingText", { name: data.store?.name ?? t("catalog.home.thisStore") })}</p>
      </section>
    );
  }
  return (
    <div className="space-y-12">
      {rows.map(({ collection, cards }) => (
        <section key={collection.id} aria-labelledby={`col-${collection.id}`}>
          <div className="mb-4 flex items-end justify-between gap-4">
            <div className="min-w-0">
              <h2 id={`col-${collection.id}`} className="text-2xl font-bold">
                {collection.name}
              </h2>
              {collection.description ? <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{collection.description}</p> : null}
            </div>
            <ViewAll href={storeHref(basePath, `/collections/${collection.slug}`)} name={collection.name} t={t} />
          </div>
          <ProductCarousel label={collection.name} products={cards} currency={currency} basePath={basePath} t={t} />
        </section>
      ))}
    </div>
  );
}

/** What a grid card shows, for the tabs drawn in the browser (the list view's short description is not). */
const gridCard = ({ shortDescription: _unused, ...card }: StoreCard) => card;

/** The top categories that have products, each with its newest products and a tab per non-empty subcategory. */
export function CategoryTabsSection({ data, currency, basePath, ed, t }: Props) {
  const tabs = data.tabs ?? [];
  if (tabs.length === 0) return ed.editing ? <Prompt>No category has products yet.</Prompt> : null;
  return (
    <div className="space-y-12">
      {tabs.map(({ category, cards, subs }) => (
        <section key={category.id} aria-labelledby={`cat-${category.id}`}>
          <div className="mb-4 flex items-end justify-between gap-4">
            <h2 id={`cat-${category.id}`} className="text-2xl font-bold">
              {category.name}
            </h2>
            <ViewAll href={storeHref(basePath, `/category/${category.path}`)} name={category.name} t={t} />
          </div>
          <CategoryTabs
            currency={currency}
            basePath={basePath}
            tabs={[
              { value: "all", label: t("catalog.home.all"), content: <ProductList products={cards} currency={currency} basePath={basePath} t={t} /> },
              ...subs.map((sub) => ({ value: sub.id, label: sub.name, products: sub.cards.map(gridCard) })),
            ]}
          />
        </section>
      ))}
    </div>
  );
}

/**
 * 'Shop by Category': every visible category as a tile with its product count. A category without an image
 * gets a drawn placeholder in the picture's place (its name is under it), never a blank tile.
 */
export function CategoriesSection({ section, content, data, basePath, ed, t }: Props) {
  const cats = data.categories ?? [];
  if (cats.length === 0 && !ed.editing) return null;
  return (
    <section aria-label={t("catalog.home.categories")}>
      <Heading section={section} content={content} fallback={t("catalog.home.shopByCategory")} ed={ed} t={t} />
      {cats.length === 0 ? (
        <Prompt>No categories available yet.</Prompt>
      ) : (
        <Carousel label={t("catalog.home.categoryList")}>
          {cats.map((c) => (
            <Link
              key={c.id}
              href={storeHref(basePath, `/category/${c.path}`)}
              className="group flex w-44 shrink-0 snap-start flex-col overflow-hidden rounded-lg border bg-card transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring sm:w-52"
            >
              <div className="aspect-[4/3] overflow-hidden bg-muted">
                {c.image ? (
                  <UploadedImage src={c.image} alt="" shownWidth={208} width={208} height={156} loading="lazy" decoding="async" className="h-full w-full object-cover transition duration-300 group-hover:scale-105" />
                ) : (
                  <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-primary/15 to-primary/5 text-primary" data-placeholder="">
                    <Shapes className="size-10" aria-hidden />
                  </div>
                )}
              </div>
              <div className="p-3">
                <p className="truncate font-medium">{c.name}</p>
                <p className="text-xs text-muted-foreground">{t("catalog.listing.count", { count: c.productCount })}</p>
              </div>
            </Link>
          ))}
        </Carousel>
      )}
    </section>
  );
}
