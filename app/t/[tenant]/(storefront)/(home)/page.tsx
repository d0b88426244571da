import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Carousel } from "@/components/storefront/catalog/carousel";
import { CategoryTabs } from "@/components/storefront/catalog/category-tabs";
import { ProductCarousel } from "@/components/storefront/catalog/product-carousel";
import { HeroBannerDisplay } from "@/components/storefront/hero/hero-banner-display";
import { ProductList } from "@/components/storefront/product-card";
import { EditableHome } from "@/components/storefront/sections/editable-home";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import { getCardsMany, getCategoryTree, getCollections, getHero, getHeroBanners, getListingIds } from "@/lib/storefront/data";
import { listingQuery, productCountLabel } from "@/lib/storefront/filter";
import { storePageMetadata } from "@/lib/storefront/metadata";
import type { ListingQuery, StoreCard, StoreHero } from "@/lib/storefront/schemas";
import type { PublicTenant } from "@/lib/tenancy/schemas";
import { cn } from "@/lib/utils";
import { getStoreByKey } from "@/lib/tenancy/current";
import { getPublishedContent } from "@/lib/themes/drafts/data";

// Cached per store (ISR); owner writes expire it through the store's tag, orders through the tags of the
// products it shows (lib/storefront/cache.ts).
export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ tenant: string }> };

/** Home: at most 4 collections and 3 top-level category sections, each showing a few products. */
const MAX_COLLECTIONS = 4;
const MAX_CATEGORY_SECTIONS = 3;
const COLLECTION_PRODUCTS = 8;
const SECTION_PRODUCTS = 8;
/** Without collections, the home shows this many of the newest products instead. */
const NEWEST_PRODUCTS = 8;
const NO_FILTER = { search: "", min: "", max: "", page: "1" };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  if (!store) return {};
  const hero = await getHero(store.id, store.tenant.activeTheme);
  return storePageMetadata(store.tenant, { path: "/", description: store.tenant.description ?? hero.subtitle, image: hero.image });
}

/**
 * The home page reads only what it shows: the hero banners, the categories, four collections and a few
 * products of each. Shoppers never see empty boxes: a section with nothing in it is left out, and a store
 * without collections shows its newest products instead.
 */
export default async function StoreHomePage({ params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  // Published sections replace the default home below (components/storefront/sections).
  const published = await getPublishedContent(store.id, store.tenant.activeTheme || "sellure");
  if (published.sections.length > 0) return <EditableHome store={store} published={published} />;
  const { tenant, basePath } = store;
  const [tree, allCollections, hero, banners] = await Promise.all([
    getCategoryTree(store.id),
    getCollections(store.id),
    getHero(store.id, tenant.activeTheme),
    getHeroBanners(store.id),
  ]);
  const collections = allCollections.slice(0, MAX_COLLECTIONS);
  const topLevel = tree.categories.filter((c) => !c.parentId).slice(0, MAX_CATEGORY_SECTIONS);
  const currency = tenant.currency;

  // Each tab (a top-level category, then each subcategory) shows its newest products; each collection its
  // first products; a store without collections its newest. All of these listings are read in one statement.
  const tabs = topLevel.flatMap((cat) => [cat, ...tree.categories.filter((c) => c.parentId === cat.id)]);
  const first = (scope: ListingQuery["scope"], sort: Parameters<typeof listingQuery>[2], pageSize: number): ListingQuery => ({
    ...listingQuery(scope, NO_FILTER, sort),
    pageSize,
  });
  const newestSort = { by: "date", order: "desc" } as const;
  const queries = [
    ...tabs.map((c) => first({ kind: "category", categoryId: c.id }, newestSort, SECTION_PRODUCTS)),
    ...collections.map((col) => first({ kind: "collection", collectionId: col.id }, col.type === "manual" ? "manual" : newestSort, COLLECTION_PRODUCTS)),
    ...(collections.length === 0 ? [first({ kind: "all" }, newestSort, NEWEST_PRODUCTS)] : []),
  ];
  const found = await getListingIds(store.id, queries);
  const newest: Record<string, string[]> = Object.fromEntries(tabs.map((c, i) => [c.id, found[i] ?? []]));
  const collectionPages = collections.map((_, i) => ({ ids: found[tabs.length + i] ?? [] }));
  const latest = { ids: collections.length === 0 ? (found[tabs.length] ?? []) : [] };
  const cards = await getCardsMany(store.id, [...Object.values(newest).flat(), ...latest.ids, ...collectionPages.flatMap((p) => p.ids)]);
  const cardsOf = (ids: string[] = []) => ids.map((id) => cards.get(id)).filter((c): c is StoreCard => !!c);
  // What a grid card shows, for the tabs drawn in the browser (the list view's short description is not).
  const gridCard = ({ shortDescription: _unused, ...card }: StoreCard) => card;
  const tabContent = (ids: string[] | undefined) => <ProductList products={cardsOf(ids)} currency={currency} basePath={basePath} />;
  const collectionSections = collections.map((col, i) => ({ col, items: cardsOf(collectionPages[i]?.ids) })).filter((c) => c.items.length > 0);
  const latestCards = cardsOf(latest.ids);
  // A category section shows only when its ALL tab has products; empty subcategory tabs are left out.
  const categorySections = topLevel
    .filter((cat) => cardsOf(newest[cat.id]).length > 0)
    .map((cat) => ({ cat, subs: tree.categories.filter((c) => c.parentId === cat.id && cardsOf(newest[c.id]).length > 0) }));
  const nothingYet = collectionSections.length === 0 && latestCards.length === 0 && categorySections.length === 0;

  const [firstBanner, ...moreBanners] = banners;
  return (
    <EditableHome store={store}>
      {firstBanner ? (
        <>
          {firstBanner.title ? null : <h1 className="sr-only">{tenant.name}</h1>}
          {[firstBanner, ...moreBanners].map((b, i) => (
            <HeroBannerDisplay
              key={b.id}
              banner={b}
              title={b.title}
              subtitle={b.subtitle}
              buttonText={b.buttonLabel}
              buttonUrl={b.buttonUrl}
              basePath={basePath}
              priority={i === 0}
              headingLevel={i === 0 ? "h1" : "h2"}
              label={tenant.name}
            />
          ))}
        </>
      ) : (
        <ThemeHero hero={hero} tenant={tenant} basePath={basePath} />
      )}

      {tree.categories.length > 0 ? (
        <section className="mx-auto max-w-7xl px-4 pt-12 sm:px-6" aria-labelledby="shop-by-category">
          <h2 id="shop-by-category" className="mb-6 text-2xl font-bold">
            Shop by Category
          </h2>
          <Carousel label="Categories">
            {tree.categories.map((c) => (
              <Link
                key={c.id}
                href={storeHref(basePath, `/category/${c.path}`)}
                className="group flex w-44 shrink-0 snap-start flex-col overflow-hidden rounded-lg border bg-card transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring sm:w-52"
              >
                <div className="aspect-[4/3] overflow-hidden bg-muted">
                  {c.image ? (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={c.image} alt="" width={208} height={156} sizes="208px" loading="lazy" decoding="async" className="h-full w-full object-cover transition duration-300 group-hover:scale-105" />
                  ) : null}
                </div>
                <div className="p-3">
                  <p className="truncate font-medium">{c.name}</p>
                  <p className="text-xs text-muted-foreground">{productCountLabel(c.productCount)}</p>
                </div>
              </Link>
            ))}
          </Carousel>
        </section>
      ) : null}

      <div className="mx-auto max-w-7xl space-y-12 px-4 pt-12 sm:px-6">
        {latestCards.length > 0 ? (
          <section aria-labelledby="new-arrivals">
            <div className="mb-4 flex items-end justify-between gap-4">
              <h2 id="new-arrivals" className="text-2xl font-bold">
                New Arrivals
              </h2>
              <Link
                href={storeHref(basePath, "/products")}
                className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary-text hover:underline"
                aria-label="View All Products"
              >
                View All <ArrowRight className="size-4" aria-hidden />
              </Link>
            </div>
            <ProductList products={latestCards} currency={currency} basePath={basePath} />
          </section>
        ) : null}

        {nothingYet ? (
          <section aria-label="Products" className="rounded-xl border border-dashed p-10 text-center">
            <h2 className="text-xl font-semibold">New products are on their way</h2>
            <p className="mt-2 text-muted-foreground">{tenant.name} is getting ready. Please check back soon.</p>
          </section>
        ) : null}

        {collectionSections.map(({ col, items }) => (
          <section key={col.id} aria-labelledby={`col-${col.id}`}>
            <div className="mb-4 flex items-end justify-between gap-4">
              <div className="min-w-0">
                <h2 id={`col-${col.id}`} className="text-2xl font-bold">
                  {col.name}
                </h2>
                {col.description ? <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{col.description}</p> : null}
              </div>
              <Link
                href={storeHref(basePath, `/collections/${col.slug}`)}
                className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary-text hover:underline"
                aria-label={`View All ${col.name}`}
              >
                View All <ArrowRight className="size-4" aria-hidden />
              </Link>
            </div>
            <ProductCarousel label={col.name} products={items} currency={currency} basePath={basePath} />
          </section>
        ))}

        {categorySections.map(({ cat, subs }) => (
          <section key={cat.id} aria-labelledby={`cat-${cat.id}`}>
            <div className="mb-4 flex items-end justify-between gap-4">
              <h2 id={`cat-${cat.id}`} className="text-2xl font-bold">
                {cat.name}
              </h2>
              <Link
                href={storeHref(basePath, `/category/${cat.path}`)}
                className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary-text hover:underline"
                aria-label={`View All ${cat.name}`}
              >
                View All <ArrowRight className="size-4" aria-hidden />
              </Link>
            </div>
            <CategoryTabs
              currency={currency}
              basePath={basePath}
              tabs={[
                { value: "all", label: "ALL", content: tabContent(newest[cat.id]) },
                ...subs.map((sub) => ({ value: sub.id, label: sub.name, products: cardsOf(newest[sub.id]).map(gridCard) })),
              ]}
            />
          </section>
        ))}
      </div>
    </EditableHome>
  );
}

/**
 * The hero from the theme's banner settings, shown while the store has no active hero banner. Without an image
 * it is drawn in the store's own colour (not a grey box), so a new store greets shoppers properly.
 */
function ThemeHero({ hero, tenant, basePath }: { hero: StoreHero; tenant: PublicTenant; basePath: string }) {
  const subtitle = hero.subtitle || tenant.description;
  return (
    <section className={cn("relative overflow-hidden", hero.image ? "bg-muted text-white" : "bg-primary text-primary-foreground")} aria-label="Welcome">
      {hero.image ? (
        <>
          <picture>
            {hero.mobileImage ? <source media="(max-width: 640px)" srcSet={hero.mobileImage} /> : null}
            <img src={hero.image} alt="" width={1600} height={600} sizes="100vw" className="absolute inset-0 h-full w-full object-cover" fetchPriority="high" />
          </picture>
          <div className="absolute inset-0 bg-gradient-to-r from-black/65 via-black/35 to-transparent" />
        </>
      ) : (
        <div aria-hidden className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(255_255_255/0.22),transparent_45%),radial-gradient(circle_at_10%_110%,rgb(0_0_0/0.18),transparent_50%)]" />
      )}
      <div className={cn("relative mx-auto flex max-w-7xl flex-col justify-center px-4 py-14 sm:px-6", hero.image ? "min-h-[340px] md:min-h-[440px]" : "min-h-[260px] md:min-h-[340px]")}>
        <h1 className="max-w-2xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{hero.title || `Welcome to ${tenant.name}`}</h1>
        {subtitle ? <p className="mt-4 max-w-xl text-base opacity-90 sm:text-lg">{subtitle}</p> : null}
        <div className="mt-8">
          <Button asChild size="lg" variant={hero.image ? "default" : "outline"} className={hero.image ? undefined : "border-transparent text-foreground"}>
            <Link href={storeHref(basePath, hero.buttonUrl || "/products")}>{hero.buttonLabel || "Shop Now"}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
