import { FolderX } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/storefront/breadcrumb";
import { CategoryBrowser } from "@/components/storefront/catalog/category-browser";
import { Pagination } from "@/components/storefront/catalog/pagination";
import { LcpImage } from "@/components/storefront/lcp-image";
import { ProductList } from "@/components/storefront/product-card";
import { StoreMessage } from "@/components/storefront/store-message";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import { serverTr } from "@/components/storefront/server-tr";
import { storeHref } from "@/components/storefront/store-link";
import { translator } from "@/lib/i18n/catalog";
import { islandMessages } from "@/lib/i18n/island";
import { Badge } from "@/components/ui/badge";
import { resolveCategoryPath } from "@/lib/storefront/category-tree";
import { contentLang, getCategoryTree, getListingWithCards } from "@/lib/storefront/data";
import { DEFAULT_CATEGORY_QUERY, listingQuery, pageCount, parseCategoryQuery, toQueryString } from "@/lib/storefront/filter";
import { tokenParams } from "@/lib/storefront/listing-url";
import { storePageMetadata } from "@/lib/storefront/metadata";
import { getStoreByKey } from "@/lib/tenancy/current";
import { priceCurrencyOf } from "@/lib/tenancy/store";

// One cached page (ISR) per store, category and canonical query: the proxy turns the URL's query into
// the `q` segment (lib/storefront/listing-url.ts). Owner writes expire it through the store's tag.
export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ tenant: string; q: string; path: string[] }> };

const MAX_DEPTH = 10;

async function load(params: Props["params"]) {
  const { tenant, q, path } = await params;
  const store = await getStoreByKey(tenant);
  const sp = tokenParams(q);
  if (!store || !sp) return null;
  const tree = await getCategoryTree(store.id, contentLang(store.language));
  const segments = path.slice(0, MAX_DEPTH + 1).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  const result = path.length > MAX_DEPTH ? ({ status: "not-found" } as const) : resolveCategoryPath(tree.categories, segments);
  return { store, tree, result, sp };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  if (!data || data.result.status === "not-found") return { title: translator(data?.store.language.code ?? "en", "common")("notFound.category.title") };
  const { store, result } = data;
  const c = result.category;
  const t = translator(store.language.code, "catalog");
  if (result.status === "invalid") {
    return { ...storePageMetadata(store, { path: `/category/${c.path}`, title: t("category.invalidTitle"), noIndex: true }) };
  }
  const { page } = parseCategoryQuery(data.sp);
  // One canonical page per page number: filters and sorts are views of it.
  return storePageMetadata(store, {
    path: `/category/${c.path}${page === "1" ? "" : `?page=${page}`}`,
    title: page === "1" ? c.name : t("listing.namedPage", { name: c.name, page }),
    seoTitle: c.seoTitle,
    description: c.seoDescription || c.description,
    image: c.image,
  });
}

/**
 * A category at its nested path /category/{slug}/{childSlug}…, with its subcategories' products; search,
 * price, sort and pages come from the URL query and run in the database.
 */
export default async function CategoryPage({ params }: Props) {
  const data = await load(params);
  if (!data || data.result.status === "not-found") notFound();
  const { store, tree, result, sp } = data;
  const { basePath } = store;
  const lang = store.language.code;
  const t = serverTr(lang);

  if (result.status === "invalid") {
    return (
      <StoreMessage
        icon={<FolderX className="mb-4 size-12 text-muted-foreground/60" aria-hidden />}
        title={t("catalog.category.invalidTitle")}
        text={
          <>
            {t("catalog.category.invalidText")}{" "}
            <Link href={storeHref(basePath, `/category/${result.category.path}`)} className="font-medium text-primary-text underline">
              {t("catalog.category.goTo", { name: result.category.name })}
            </Link>
          </>
        }
        actions={[{ label: t("common.message.browseProducts"), href: "/products" }]}
      />
    );
  }

  const { category, trail } = result;
  const children = tree.categories.filter((c) => c.parentId === category.id);
  const query = parseCategoryQuery(sp);
  const href = (qs: string) => storeHref(basePath, `/category/${category.path}${qs}`);
  const listing = listingQuery(
    { kind: "category", categoryId: category.id },
    query,
    sp.get("sortBy") || sp.get("order") ? { by: query.sortBy, order: query.order } : "relevance",
  );
  const { total, cards } = await getListingWithCards(store.id, listing, contentLang(store.language));
  const pages = pageCount(total);
  const pageHref = (n: number) => href(toQueryString({ ...query, page: String(n) }, DEFAULT_CATEGORY_QUERY));
  const page = listing.page;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      {page > 1 && page <= pages ? <link rel="prev" href={pageHref(page - 1)} /> : null}
      {page < pages ? <link rel="next" href={pageHref(page + 1)} /> : null}
      <Breadcrumb
        basePath={basePath}
        label={t("common.breadcrumb.label")}
        items={[
          { label: t("common.breadcrumb.home"), href: "/" },
          ...trail.map((c) => ({ label: c.name, href: `/category/${c.path}` })),
          { label: category.name },
        ]}
      />
      <header className="mt-6 overflow-hidden rounded-xl border bg-muted/40 md:flex">
        {/* The banner is the page's largest image when there is one; else the first product card is (LcpImage). */}
        {category.image ? (
          <LcpImage src={category.image} alt="" shownWidth={768} width={288} height={176} sizes="(min-width: 768px) 288px, 100vw" className="h-44 w-full object-cover md:h-auto md:w-72" />
        ) : null}
        <div className="flex flex-col justify-center gap-3 p-6">
          <h1 className="text-3xl font-bold tracking-tight">{category.name}</h1>
          {category.description ? <p className="max-w-2xl text-muted-foreground">{category.description}</p> : null}
          <Badge variant="secondary" className="w-fit" data-testid="category-count">
            {t("catalog.listing.count", { count: category.productCount })}
          </Badge>
          {children.length > 0 ? (
            <nav aria-label={t("catalog.category.subcategories")} className="flex flex-wrap gap-2">
              {children.map((c) => (
                <Link
                  key={c.id}
                  href={storeHref(basePath, `/category/${c.path}`)}
                  className="rounded-full border bg-background px-3 py-1 text-sm hover:border-primary hover:text-primary-text"
                >
                  {c.name}
                </Link>
              ))}
            </nav>
          ) : null}
        </div>
      </header>
      <div className="mt-8">
        <IslandMessagesProvider value={islandMessages(lang, { catalog: ["listing", "category"] })}>
          <CategoryBrowser query={query} total={total}>
            {cards.length > 0 ? <ProductList products={cards} currency={priceCurrencyOf(store)} basePath={basePath} view={query.view} eager={!category.image} t={t} /> : null}
            <Pagination page={page} count={pages} href={pageHref} t={t} />
          </CategoryBrowser>
        </IslandMessagesProvider>
      </div>
    </div>
  );
}
