import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { ProductCarousel } from "@/components/storefront/catalog/product-carousel";
import { ProductList } from "@/components/storefront/product-card";
import { storeHref } from "@/components/storefront/store-link";
import { productCountLabel } from "@/lib/storefront/filter";
import type { Section } from "@/lib/themes/drafts/schemas";
import { fieldKey, sectionText } from "@/lib/themes/drafts/sections";
import type { SectionData } from "@/lib/themes/drafts/view-types";
import type { Editables } from "./types";

type Props = { section: Section; content: Record<string, string>; data: SectionData; currency: string; basePath: string; ed: Editables };

function Heading({ section, content, fallback, href, ed }: { section: Section; content: Record<string, string>; fallback: string; href?: string; ed: Editables }) {
  if (!section.content.showTitle) return null;
  const title = sectionText(section, content, "title") || fallback;
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <ed.Text id={fieldKey(section.id, "title")} value={title} as="h2" className="text-2xl font-bold" placeholder="Add a title" />
      {href ? (
        <Link href={href} className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary-text hover:underline" aria-label={`View All ${title}`}>
          View All <ArrowRight className="size-4" aria-hidden />
        </Link>
      ) : null}
    </div>
  );
}

const Prompt = ({ children }: { children: string }) => <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;

/** One collection's first `itemsToShow` products as a grid. */
export function CollectionSection({ section, content, data, currency, basePath, ed }: Props) {
  const col = data.collection;
  if (!col) return ed.editing ? <Prompt>Choose a collection from this section&apos;s menu.</Prompt> : null;
  const cards = data.cards ?? [];
  return (
    <section aria-label={col.name}>
      <Heading section={section} content={content} fallback={col.name} href={storeHref(basePath, `/collections/${col.slug}`)} ed={ed} />
      {cards.length === 0 ? <p className="text-muted-foreground">No Products Yet</p> : <ProductList products={cards} currency={currency} basePath={basePath} />}
    </section>
  );
}

/** One category's newest `itemsToShow` products as a grid. */
export function CategorySection({ section, content, data, currency, basePath, ed }: Props) {
  const cat = data.category;
  if (!cat) return ed.editing ? <Prompt>Choose a category from this section&apos;s menu.</Prompt> : null;
  const cards = data.cards ?? [];
  return (
    <section aria-label={cat.name}>
      <Heading section={section} content={content} fallback={cat.name} href={storeHref(basePath, `/category/${cat.path}`)} ed={ed} />
      {cards.length === 0 ? <p className="text-muted-foreground">No products in this category</p> : <ProductList products={cards} currency={currency} basePath={basePath} />}
    </section>
  );
}

/** The store's collections (up to four), each a carousel: the default home's collection rows. */
export function CollectionsSection({ data, currency, basePath, ed }: Props) {
  const rows = data.collections ?? [];
  if (rows.length === 0) return ed.editing ? <Prompt>No collections available yet.</Prompt> : null;
  return (
    <div className="space-y-12">
      {rows.map(({ collection, cards }) => (
        <section key={collection.id} aria-label={collection.name}>
          <div className="mb-4 flex items-end justify-between gap-4">
            <div className="min-w-0">
              <h2 className="text-2xl font-bold">{collection.name}</h2>
              {collection.description ? <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{collection.description}</p> : null}
            </div>
            <Link
              href={storeHref(basePath, `/collections/${collection.slug}`)}
              className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary-text hover:underline"
              aria-label={`View All ${collection.name}`}
            >
              View All <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
          {cards.length === 0 ? <p className="text-muted-foreground">No Products Yet</p> : <ProductCarousel label={collection.name} products={cards} currency={currency} basePath={basePath} />}
        </section>
      ))}
    </div>
  );
}

/** 'Shop by Category': every visible category as a card with its product count. */
export function CategoriesSection({ section, content, data, basePath, ed }: Props) {
  const cats = data.categories ?? [];
  if (cats.length === 0 && !ed.editing) return null;
  return (
    <section aria-label="Categories">
      <Heading section={section} content={content} fallback="Shop by Category" ed={ed} />
      {cats.length === 0 ? (
        <p className="text-muted-foreground">No categories available yet.</p>
      ) : (
        <div className="flex snap-x gap-4 overflow-x-auto pb-2">
          {cats.map((c) => (
            <Link
              key={c.id}
              href={storeHref(basePath, `/category/${c.path}`)}
              className="group flex w-44 shrink-0 snap-start flex-col overflow-hidden rounded-lg border bg-card transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring sm:w-52"
            >
              <div className="aspect-[4/3] overflow-hidden bg-muted">
                {c.image ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={c.image} alt="" width={208} height={156} loading="lazy" decoding="async" className="h-full w-full object-cover transition duration-300 group-hover:scale-105" />
                ) : null}
              </div>
              <div className="p-3">
                <p className="truncate font-medium">{c.name}</p>
                <p className="text-xs text-muted-foreground">{productCountLabel(c.productCount)}</p>
              </div>
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
