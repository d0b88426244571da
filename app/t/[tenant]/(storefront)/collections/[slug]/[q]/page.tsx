import { decodeSegment } from "@/lib/hostile-url";
import { PackageOpen } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/storefront/breadcrumb";
import { Pagination } from "@/components/storefront/catalog/pagination";
import { LcpImage } from "@/components/storefront/lcp-image";
import { ProductList } from "@/components/storefront/product-card";
import { serverTr } from "@/components/storefront/server-tr";
import { storeHref } from "@/components/storefront/store-link";
import { translator } from "@/lib/i18n/catalog";
import { Badge } from "@/components/ui/badge";
import { SLUG_PATTERN } from "@/lib/slug";
import { contentLang, getCollections, getListingWithCards } from "@/lib/storefront/data";
import { DEFAULT_CATEGORY_QUERY, listingQuery, pageCount, parseCategoryQuery, toQueryString } from "@/lib/storefront/filter";
import { tokenParams } from "@/lib/storefront/listing-url";
import { storePageMetadata } from "@/lib/storefront/metadata";
import { getStoreByKey } from "@/lib/tenancy/current";
import { priceCurrencyOf } from "@/lib/tenancy/store";

// One cached page (ISR) per store, collection and canonical query: the proxy turns the URL's query into
// the `q` segment (lib/storefront/listing-url.ts). Owner writes expire it through the store's tag.
export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ tenant: string; slug: string; q: string }> };

async function load(params: Props["params"]) {
  const { tenant, slug: raw, q } = await params;
  const store = await getStoreByKey(tenant);
  const sp = tokenParams(q);
  if (!store || !sp) return null;
  const slug = (decodeSegment(raw) ?? "").toLowerCase();
  if (!SLUG_PATTERN.test(slug)) return { store, sp, collection: null };
  const collections = await getCollections(store.id, contentLang(store.language));
  return { store, sp, collection: collections.find((c) => c.slug === slug) ?? null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  if (!data?.collection) return { title: translator(data?.store.language.code ?? "en", "common")("notFound.collection.title") };
  const { store, collection } = data;
  const { page } = parseCategoryQuery(data.sp);
  return storePageMetadata(store, {
    path: `/collections/${collection.slug}${page === "1" ? "" : `?page=${page}`}`,
    title: page === "1" ? collection.name : translator(store.language.code, "catalog")("listing.namedPage", { name: collection.name, page }),
    seoTitle: collection.seoTitle,
    description: collection.seoDescription || collection.description,
    image: collection.image,
  });
}

/**
 * A collection: badge by type, name, description, product count and its products a page at a time, in
 * the owner's order (manual) or newest first (smart). The category page's query parameters (search,
 * min, max, sortBy, order) also apply when a link carries them.
 */
export default async function CollectionPage({ params }: Props) {
  const data = await load(params);
  if (!data?.collection) notFound();
  const { store, collection, sp } = data;
  const query = parseCategoryQuery(sp);
  const sorted = sp.get("sortBy") || sp.get("order");
  const listing = listingQuery(
    { kind: "collection", collectionId: collection.id },
    query,
    sorted ? { by: query.sortBy, order: query.order } : query.search ? "relevance" : collection.type === "manual" ? "manual" : { by: "date", order: "desc" },
  );
  const { total, cards } = await getListingWithCards(store.id, listing, contentLang(store.language));
  const pages = pageCount(total);
  const page = listing.page;
  const t = serverTr(store.language.code);
  const pageHref = (n: number) => storeHref(store.basePath, `/collections/${collection.slug}${toQueryString({ ...query, page: String(n) }, DEFAULT_CATEGORY_QUERY)}`);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      {page > 1 && page <= pages ? <link rel="prev" href={pageHref(page - 1)} /> : null}
      {page < pages ? <link rel="next" href={pageHref(page + 1)} /> : null}
      <Breadcrumb
        basePath={store.basePath}
        label={t("common.breadcrumb.label")}
        items={[{ label: t("common.breadcrumb.home"), href: "/" }, { label: t("common.breadcrumb.collections") }, { label: collection.name }]}
      />
      <header className="mt-6 overflow-hidden rounded-xl border bg-muted/40 md:flex">
        {/* The banner is the page's largest image when there is one; else the first product card is (LcpImage). */}
        {collection.image ? (
          <LcpImage src={collection.image} alt="" shownWidth={768} width={320} height={192} sizes="(min-width: 768px) 320px, 100vw" className="h-48 w-full object-cover md:h-auto md:w-80" />
        ) : null}
        <div className="flex flex-col justify-center gap-3 p-6">
          <Badge variant={collection.type === "manual" ? "secondary" : "default"} className="w-fit">
            {collection.type === "manual" ? t("catalog.collection.curated") : t("catalog.collection.dynamic")}
          </Badge>
          <h1 className="text-3xl font-bold tracking-tight">{collection.name}</h1>
          {collection.description ? <p className="max-w-2xl text-muted-foreground">{collection.description}</p> : null}
          <p className="text-sm font-medium" data-testid="collection-count">
            {t("catalog.listing.count", { count: total })}
          </p>
        </div>
      </header>
      <div className="mt-8">
        {total === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-16 text-center">
            <PackageOpen className="size-12 text-muted-foreground/60" aria-hidden />
            <h2 className="mt-4 text-lg font-semibold">{t("catalog.collection.noProducts")}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("catalog.collection.noProductsText")}</p>
          </div>
        ) : (
          <>
            <ProductList products={cards} currency={priceCurrencyOf(store)} basePath={store.basePath} view={query.view} eager={!collection.image} t={t} />
            <Pagination page={page} count={pages} href={pageHref} t={t} />
          </>
        )}
      </div>
    </div>
  );
}
