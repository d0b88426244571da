import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { ProductsBrowser, ProductsBrowserFromUrl } from "@/components/storefront/catalog/products-browser";
import { DEFAULT_PRODUCTS_QUERY } from "@/lib/storefront/filter";
import { getCatalog } from "@/lib/storefront/data";
import { storePageMetadata } from "@/lib/storefront/metadata";
import { getStoreByKey } from "@/lib/tenancy/current";

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  if (!store) return {};
  return storePageMetadata(store.tenant, { path: "/products", title: "All Products", description: `Shop all products at ${store.tenant.name}.` });
}

/**
 * All Products (spec 1 §2.6). The HTML lists every active product (the same for every visitor, cached);
 * the filters and sort of the URL query apply in the browser.
 */
export default async function ProductsPage({ params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const { products, categories } = await getCatalog(store.tenant.id);
  const props = {
    products,
    categories: categories.map(({ id, name, slug, parentId }) => ({ id, name, slug, parentId })),
    currency: store.tenant.currency,
    basePath: store.basePath,
  };
  return (
    <Suspense fallback={<ProductsBrowser {...props} query={DEFAULT_PRODUCTS_QUERY} />}>
      <ProductsBrowserFromUrl {...props} />
    </Suspense>
  );
}
