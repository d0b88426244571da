import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/storefront/breadcrumb";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import { ProductReviews } from "@/components/storefront/product/product-reviews";
import { serverTr } from "@/components/storefront/server-tr";
import { islandMessages } from "@/lib/i18n/island";
import { decodeSegment } from "@/lib/hostile-url";
import { publishedReviews } from "@/lib/reviews/service";
import { SLUG_PATTERN } from "@/lib/slug";
import { contentLang, getProductPage } from "@/lib/storefront/data";
import { paramsOf } from "@/lib/storefront/filter";
import { getStoreByKey } from "@/lib/tenancy/current";

/**
 * A product's published reviews after the first 10 (`?reviewsPage=2`, issue 43 part 3, record 0157): the product
 * page itself stays one cached page; these pages read one page of reviews each (the product's figures come from
 * its cached entry). Not indexed: the product page carries the reviews' structured data.
 */
type Props = { params: Promise<{ tenant: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { robots: { index: false } };

const MAX_REVIEW_PAGE = 1000;

export default async function ProductReviewsPage({ params, searchParams }: Props) {
  const { tenant, slug: raw } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) notFound();
  const slug = (decodeSegment(raw) ?? "").toLowerCase();
  const data = SLUG_PATTERN.test(slug) ? await getProductPage(store.id, slug, contentLang(store.language)) : null;
  if (!data) notFound();
  const { product } = data;
  const sp = paramsOf(await searchParams);
  const asked = sp.get("reviewsPage") ?? "1";
  const page = /^\d{1,4}$/.test(asked) ? Math.min(Math.max(Number(asked), 1), MAX_REVIEW_PAGE) : 1;
  const reviews = page === 1 ? product.reviews : await publishedReviews(store.id, product.id, page);
  const lang = store.language.code;
  const t = serverTr(lang);
  return (
    <IslandMessagesProvider value={islandMessages(lang, { catalog: ["reviews"] })}>
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumb
        basePath={store.basePath}
        label={t("common.breadcrumb.label")}
        items={[
          { label: t("common.breadcrumb.home"), href: "/" },
          { label: product.name, href: `/product/${product.slug}` },
          { label: t("common.breadcrumb.reviews") },
        ]}
      />
      <h1 className="mt-6 text-2xl font-bold tracking-tight">{t("catalog.reviews.titleOf", { name: product.name })}</h1>
      <ProductReviews
        productId={product.id}
        slug={product.slug}
        basePath={store.basePath}
        storeName={store.tenant.name}
        average={product.ratingAverage}
        count={product.ratingCount}
        counts={product.ratingCounts}
        reviews={reviews}
        page={page}
        writing={sp.get("write") === "1"}
        t={t}
      />
    </div>
    </IslandMessagesProvider>
  );
}
