import { decodeSegment } from "@/lib/hostile-url";
import { RotateCcw, ShieldCheck, Truck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/storefront/breadcrumb";
import { ProductList } from "@/components/storefront/product-card";
import { ProductBuy } from "@/components/storefront/product/product-buy";
import { ProductGallery } from "@/components/storefront/product/product-gallery";
import { ProductReviews } from "@/components/storefront/product/product-reviews";
import { ShareButton } from "@/components/storefront/product/share-button";
import { WishlistButton } from "@/components/storefront/product/wishlist-button";
import { RichText } from "@/components/storefront/rich-text";
import { Stars } from "@/components/storefront/stars";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import { serverTr } from "@/components/storefront/server-tr";
import { storeHref } from "@/components/storefront/store-link";
import { translator } from "@/lib/i18n/catalog";
import { islandMessages } from "@/lib/i18n/island";
import { Badge } from "@/components/ui/badge";
import { SLUG_PATTERN } from "@/lib/slug";
import { ancestorsOf } from "@/lib/storefront/category-tree";
import { contentLang, getCategoryTree, getProductPage, originOf } from "@/lib/storefront/data";
import { storePageMetadata } from "@/lib/storefront/metadata";
import { canonicalUrl, jsonLdString, productJsonLd } from "@/lib/storefront/seo";
import { swatchColour } from "@/lib/storefront/swatch";
import { initialVariant, type ShopOption, type ShopVariant } from "@/lib/storefront/variant-choice";
import { getStoreByKey } from "@/lib/tenancy/current";
import { priceCurrencyOf } from "@/lib/tenancy/store";

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ tenant: string; slug: string }> };

async function load(params: Props["params"]) {
  const { tenant, slug: raw } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) return null;
  const slug = (decodeSegment(raw) ?? "").toLowerCase();
  const page = SLUG_PATTERN.test(slug) ? await getProductPage(store.id, slug, contentLang(store.language)) : null;
  return { store, product: page?.product ?? null, related: page?.related ?? [] };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  if (!data?.product) return { title: translator(data?.store.language.code ?? "en", "common")("notFound.product.title") };
  const { store, product } = data;
  return storePageMetadata(store, {
    path: `/product/${product.slug}`,
    title: product.name,
    seoTitle: product.seoTitle,
    description: product.seoDescription || product.shortDescription || product.descriptionText,
    image: product.images[0],
  });
}

export default async function ProductPage({ params }: Props) {
  const data = await load(params);
  if (!data?.product) notFound();
  const { store, product, related } = data;
  const { tenant, basePath } = store;
  const tree = await getCategoryTree(store.id, contentLang(store.language));
  const currency = tenant.currency;
  const price = priceCurrencyOf(store); // figures in the display currency (record 0159); JSON-LD keeps the store's
  const byId = new Map(tree.categories.map((c) => [c.id, c]));
  const category = product.categoryId ? byId.get(product.categoryId) : undefined;
  const trail = category ? [...ancestorsOf(category.id, byId).reverse(), category] : [];
  // The island's copy of the variants: only what the buying box shows, embedded once in the cached page.
  const variants: ShopVariant[] = product.variants.map((v) => ({
    id: v.id,
    options: v.options,
    price: v.price,
    compareAtPrice: v.compareAtPrice,
    sku: v.sku,
    stock: v.trackQuantity ? Math.max(0, v.quantity) : null,
    image: v.image,
  }));
  const options: ShopOption[] = product.options.map((o) => ({ name: o.name, values: o.values.map((value) => ({ value, swatch: swatchColour(o.name, value) })) }));
  const first = initialVariant(variants);
  const origin = originOf(tenant);
  const url = canonicalUrl(origin, `/product/${product.slug}`);
  const jsonLd = productJsonLd(product, { url, origin, currency, storeName: tenant.name, categoryName: category?.name });
  const lang = store.language.code;
  const t = serverTr(lang);

  return (
    <IslandMessagesProvider value={islandMessages(lang, { catalog: ["product", "reviews"] })}>
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(jsonLd) }} />
      <Breadcrumb
        basePath={basePath}
        label={t("common.breadcrumb.label")}
        items={[
          { label: t("common.breadcrumb.home"), href: "/" },
          { label: t("common.breadcrumb.products"), href: "/products" },
          ...trail.map((c) => ({ label: c.name, href: `/category/${c.path}` })),
          { label: product.name },
        ]}
      />

      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery images={product.images} name={product.name} productId={product.id} initial={Math.max(0, first.image ? product.images.indexOf(first.image) : 0)} />

        <div className="flex flex-col gap-5">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.name}</h1>
            {product.ratingCount > 0 ? (
              <a href="#reviews" className="mt-1 inline-block" data-testid="product-rating">
                <Stars rating={product.ratingAverage} count={product.ratingCount} t={t} />
              </a>
            ) : null}
            {product.shortDescription ? <p className="mt-2 text-muted-foreground">{product.shortDescription}</p> : null}
          </div>

          <ProductBuy
            product={{ id: product.id, name: product.name, slug: product.slug, image: product.images[0] ?? null }}
            options={options}
            variants={variants}
            currency={price}
          />

          <div className="flex gap-2">
            <WishlistButton productId={product.id} productName={product.name} />
            <ShareButton title={product.name} text={product.shortDescription} />
          </div>

          <ul className="grid gap-3 rounded-lg border bg-muted/30 p-4 text-sm sm:grid-cols-3">
            {product.requiresShipping ? (
              <li className="flex items-center gap-2">
                <Truck className="size-5 text-primary" aria-hidden /> {t("catalog.product.fastShipping")}
              </li>
            ) : null}
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-primary" aria-hidden /> {t("catalog.product.securePayment")}
            </li>
            <li className="flex items-center gap-2">
              <RotateCcw className="size-5 text-primary" aria-hidden /> {t("catalog.product.easyReturns")}
            </li>
          </ul>
        </div>
      </div>

      <div className="mt-12 grid gap-8 lg:grid-cols-3">
        <section className="lg:col-span-2" aria-labelledby="description">
          <h2 id="description" className="mb-4 text-xl font-bold">
            {t("catalog.product.description")}
          </h2>
          {product.description ? <RichText html={product.description} /> : <p className="text-muted-foreground">{t("catalog.product.noDescription")}</p>}
        </section>
        <section aria-labelledby="details">
          <h2 id="details" className="mb-4 text-xl font-bold">
            {t("catalog.product.details")}
          </h2>
          <dl className="divide-y rounded-lg border text-sm">
            {product.weight ? (
              <div className="flex justify-between gap-4 p-3">
                <dt className="text-muted-foreground">{t("catalog.product.weight")}</dt>
                <dd>
                  {product.weight} {product.weightUnit}
                </dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 p-3">
              <dt className="text-muted-foreground">{t("catalog.product.category")}</dt>
              <dd>
                {category ? (
                  <Link href={storeHref(basePath, `/category/${category.path}`)} className="text-primary-text hover:underline">
                    {category.name}
                  </Link>
                ) : (
                  t("catalog.product.uncategorized")
                )}
              </dd>
            </div>
            {product.tags.length > 0 ? (
              <div className="flex justify-between gap-4 p-3">
                <dt className="text-muted-foreground">{t("catalog.product.tags")}</dt>
                <dd className="flex flex-wrap justify-end gap-1">
                  {product.tags.map((t) => (
                    <Badge key={t} variant="secondary">
                      {t}
                    </Badge>
                  ))}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>

      {/* Reviews (issue 43 part 3, record 0157): the first 10 published, in this cached page. */}
      <ProductReviews
        productId={product.id}
        slug={product.slug}
        basePath={basePath}
        storeName={tenant.name}
        average={product.ratingAverage}
        count={product.ratingCount}
        counts={product.ratingCounts}
        reviews={product.reviews}
        t={t}
      />

      {related.length > 0 ? (
        <section className="mt-12" aria-labelledby="related">
          <h2 id="related" className="mb-6 text-xl font-bold">
            {t("catalog.product.related")}
          </h2>
          <ProductList products={related} currency={price} basePath={basePath} t={t} />
        </section>
      ) : null}
    </div>
    </IslandMessagesProvider>
  );
}
