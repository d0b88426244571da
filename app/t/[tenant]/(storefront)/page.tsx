import Link from "next/link";
import { notFound } from "next/navigation";
import { ProductCard } from "@/components/storefront/product-card";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import { listActiveProducts } from "@/lib/catalog/repository";
import { toPublicProduct } from "@/lib/catalog/schemas";
import { findActiveHeroBanner, findThemeSettings } from "@/lib/content/repository";
import { getStoreByKey } from "@/lib/tenancy/current";

/** Store home: the hero from the store's banner / site settings, then the newest products. */
export default async function StoreHomePage({ params }: { params: Promise<{ tenant: string }> }) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const { tenant, basePath } = store;
  const [banner, settings, rows] = await Promise.all([
    findActiveHeroBanner(tenant.id),
    findThemeSettings(tenant.id, tenant.activeTheme),
    listActiveProducts(tenant.id, 8),
  ]);
  const title = banner?.title ?? settings?.bannerText ?? `Welcome to ${tenant.name}`;
  const subtitle = banner?.subtitle ?? settings?.bannerSubtitle ?? tenant.description;
  const buttonLabel = banner?.buttonLabel ?? settings?.bannerButtonLabel ?? "Shop Now";
  const image = banner?.desktopImages[0] ?? settings?.bannerImage ?? null;
  const products = rows.map(toPublicProduct);

  return (
    <>
      <section className="relative overflow-hidden bg-muted">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={image} alt="" className="absolute inset-0 h-full w-full object-cover" />
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-r from-black/60 via-black/30 to-transparent" />
        <div className="relative mx-auto flex min-h-[360px] max-w-7xl flex-col justify-center px-4 py-16 text-white sm:px-6 md:min-h-[440px]">
          <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          {subtitle ? <p className="mt-4 max-w-xl text-lg text-white/90">{subtitle}</p> : null}
          <div className="mt-8">
            <Button asChild size="lg">
              <Link href={storeHref(basePath, banner?.buttonUrl ?? "/products")}>{buttonLabel}</Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="mb-6 flex items-end justify-between">
          <h2 className="text-2xl font-bold">New in store</h2>
          <Link href={storeHref(basePath, "/products")} className="text-sm font-medium text-primary hover:underline">
            View All
          </Link>
        </div>
        {products.length === 0 ? (
          <p className="text-muted-foreground">This store doesn&apos;t have any products yet.</p>
        ) : (
          <div className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
            {products.map((p) => (
              <ProductCard key={p.id} product={p} currency={tenant.currency} basePath={basePath} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
