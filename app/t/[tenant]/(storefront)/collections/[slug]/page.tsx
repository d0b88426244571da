import { PackageOpen } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/storefront/breadcrumb";
import { ProductList } from "@/components/storefront/product-card";
import { Badge } from "@/components/ui/badge";
import { SLUG_PATTERN } from "@/lib/slug";
import { getCatalog } from "@/lib/storefront/data";
import { productCountLabel } from "@/lib/storefront/filter";
import { storePageMetadata } from "@/lib/storefront/metadata";
import type { StoreProduct } from "@/lib/storefront/types";
import { getStoreByKey } from "@/lib/tenancy/current";

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ tenant: string; slug: string }> };

async function load(params: Props["params"]) {
  const { tenant, slug: raw } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) return null;
  const slug = decodeURIComponent(raw).toLowerCase();
  if (!SLUG_PATTERN.test(slug)) return { store, collection: null, catalog: null };
  const catalog = await getCatalog(store.tenant.id);
  return { store, catalog, collection: catalog.collections.find((c) => c.slug === slug) ?? null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  if (!data?.collection) return { title: "Collection Not Found" };
  const { store, collection } = data;
  return storePageMetadata(store.tenant, {
    path: `/collections/${collection.slug}`,
    title: collection.name,
    seoTitle: collection.seoTitle,
    description: collection.seoDescription || collection.description,
    image: collection.image,
  });
}

/** A collection (spec 1 §2.8): badge by type, name, description, product count, products. */
export default async function CollectionPage({ params }: Props) {
  const data = await load(params);
  if (!data?.collection || !data.catalog) notFound();
  const { store, collection, catalog } = data;
  const byId = new Map(catalog.products.map((p) => [p.id, p]));
  const products = collection.productIds.map((id) => byId.get(id)).filter((p): p is StoreProduct => !!p);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumb basePath={store.basePath} items={[{ label: "Home", href: "/" }, { label: "Collections" }, { label: collection.name }]} />
      <header className="mt-6 overflow-hidden rounded-xl border bg-muted/40 md:flex">
        {collection.image ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={collection.image} alt="" className="h-48 w-full object-cover md:h-auto md:w-80" />
        ) : null}
        <div className="flex flex-col justify-center gap-3 p-6">
          <Badge variant={collection.type === "manual" ? "secondary" : "default"} className="w-fit">
            {collection.type === "manual" ? "Curated Collection" : "Dynamic Collection"}
          </Badge>
          <h1 className="text-3xl font-bold tracking-tight">{collection.name}</h1>
          {collection.description ? <p className="max-w-2xl text-muted-foreground">{collection.description}</p> : null}
          <p className="text-sm font-medium" data-testid="collection-count">
            {productCountLabel(products.length)}
          </p>
        </div>
      </header>
      <div className="mt-8">
        {products.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-16 text-center">
            <PackageOpen className="size-12 text-muted-foreground/60" aria-hidden />
            <h2 className="mt-4 text-lg font-semibold">No Products Yet</h2>
            <p className="mt-1 text-sm text-muted-foreground">This collection doesn&apos;t have any products yet. Check back soon.</p>
          </div>
        ) : (
          <ProductList products={products} currency={store.tenant.currency} basePath={store.basePath} />
        )}
      </div>
    </div>
  );
}
