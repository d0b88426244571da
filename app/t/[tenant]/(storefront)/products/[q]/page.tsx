import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductsBrowser } from "@/components/storefront/catalog/products-browser";
import { Pagination } from "@/components/storefront/catalog/pagination";
import { ProductList } from "@/components/storefront/product-card";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import { serverTr } from "@/components/storefront/server-tr";
import { storeHref } from "@/components/storefront/store-link";
import { translator } from "@/lib/i18n/catalog";
import { islandMessages } from "@/lib/i18n/island";
import { contentLang, getCategoryTree, getListingWithCards } from "@/lib/storefront/data";
import { DEFAULT_PRODUCTS_QUERY, listingQuery, pageCount, parseProductsQuery, sortOf, toQueryString } from "@/lib/storefront/filter";
import { tokenParams } from "@/lib/storefront/listing-url";
import { storePageMetadata } from "@/lib/storefront/metadata";
import { getStoreByKey } from "@/lib/tenancy/current";
import { priceCurrencyOf } from "@/lib/tenancy/store";

// One cached page (ISR) per store and canonical query: the proxy turns the URL's query into the `q`
// segment (lib/storefront/listing-url.ts). Owner writes expire it through the store's tag.
export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ tenant: string; q: string }> };

const pageSuffix = (page: string) => (page === "1" ? "" : `?page=${page}`);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, q } = await params;
  const store = await getStoreByKey(tenant);
  const sp = tokenParams(q);
  if (!store || !sp) return {};
  const query = parseProductsQuery(sp);
  const t = translator(store.language.code, "catalog");
  // One canonical page per page number: filters and sorts are views of it.
  return storePageMetadata(store, {
    path: `/products${pageSuffix(query.page)}`,
    title: query.page === "1" ? t("listing.allProducts") : t("listing.allProductsPage", { page: query.page }),
    description: t("listing.shopAll", { name: store.tenant.name }),
  });
}

/**
 * All Products: search, category and price filters, sort and pages, read from the URL query and
 * run by the database; the HTML carries one page of cards, the same for every visitor.
 */
export default async function ProductsPage({ params }: Props) {
  const { tenant, q } = await params;
  const store = await getStoreByKey(tenant);
  const sp = tokenParams(q);
  if (!store || !sp) notFound();
  const query = parseProductsQuery(sp);
  const href = (qs: string) => storeHref(store.basePath, `/products${qs}`);

  const tree = await getCategoryTree(store.id, contentLang(store.language));
  const category = query.category ? tree.categories.find((c) => c.slug === query.category) : undefined;
  const scope = query.category ? ({ kind: "category", categoryId: category?.id ?? "" } as const) : ({ kind: "all" } as const);
  const listing = listingQuery(scope, query, sp.get("sort") ? sortOf(query.sort) : "relevance");
  const { total, cards } = await getListingWithCards(store.id, listing, contentLang(store.language));
  const pages = pageCount(total);
  const pageHref = (n: number) => href(toQueryString({ ...query, page: String(n) }, DEFAULT_PRODUCTS_QUERY));
  const page = listing.page;
  const lang = store.language.code;
  const t = serverTr(lang);

  return (
    <IslandMessagesProvider value={islandMessages(lang, { catalog: ["listing"] })}>
      {page > 1 && page <= pages ? <link rel="prev" href={pageHref(page - 1)} /> : null}
      {page < pages ? <link rel="next" href={pageHref(page + 1)} /> : null}
      <ProductsBrowser
        query={query}
        categories={tree.categories.map(({ id, name, slug, parentId }) => ({ id, name, slug, parentId }))}
        total={total}
        storeEmpty={tree.activeProducts === 0}
      >
        {cards.length > 0 ? (
          <ProductList products={cards} currency={priceCurrencyOf(store)} basePath={store.basePath} view={query.view} eager t={t} />
        ) : (
          <p className="rounded-lg border border-dashed px-6 py-10 text-center text-muted-foreground">
            {t("catalog.listing.noPage", { page: String(page) })}{" "}
            <a className="font-medium text-primary-text underline" href={pageHref(1)}>
              {t("catalog.listing.goToFirst")}
            </a>
          </p>
        )}
        <Pagination page={page} count={pages} href={pageHref} t={t} />
      </ProductsBrowser>
    </IslandMessagesProvider>
  );
}
