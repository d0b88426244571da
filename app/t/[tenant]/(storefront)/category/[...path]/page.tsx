import { FolderX } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { Breadcrumb } from "@/components/storefront/breadcrumb";
import { CategoryBrowser, CategoryBrowserFromUrl } from "@/components/storefront/catalog/category-browser";
import { StoreMessage } from "@/components/storefront/store-message";
import { storeHref } from "@/components/storefront/store-link";
import { Badge } from "@/components/ui/badge";
import { resolveCategoryPath } from "@/lib/storefront/category-tree";
import { getCatalog } from "@/lib/storefront/data";
import { DEFAULT_CATEGORY_QUERY, productCountLabel, productsInCategory } from "@/lib/storefront/filter";
import { storePageMetadata } from "@/lib/storefront/metadata";
import { getStoreByKey } from "@/lib/tenancy/current";

export const revalidate = 60;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ tenant: string; path: string[] }> };

const MAX_DEPTH = 10;

async function load(params: Props["params"]) {
  const { tenant, path } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) return null;
  const catalog = await getCatalog(store.tenant.id);
  const segments = path.slice(0, MAX_DEPTH + 1).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  const result = path.length > MAX_DEPTH ? ({ status: "not-found" } as const) : resolveCategoryPath(catalog.categories, segments);
  return { store, catalog, result };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  if (!data || data.result.status === "not-found") return { title: "Category Not Found" };
  const { store, result } = data;
  const c = result.category;
  if (result.status === "invalid") {
    return { ...storePageMetadata(store.tenant, { path: `/category/${c.path}`, title: "Invalid Category Path", noIndex: true }) };
  }
  return storePageMetadata(store.tenant, {
    path: `/category/${c.path}`,
    title: c.name,
    seoTitle: c.seoTitle,
    description: c.seoDescription || c.description,
    image: c.image,
  });
}

/** A category at its nested path /category/{slug}/{childSlug}… (spec 1 §2.9). */
export default async function CategoryPage({ params }: Props) {
  const data = await load(params);
  if (!data || data.result.status === "not-found") notFound();
  const { store, catalog, result } = data;
  const { basePath } = store;

  if (result.status === "invalid") {
    return (
      <StoreMessage
        icon={<FolderX className="mb-4 size-12 text-muted-foreground/60" aria-hidden />}
        title="Invalid Category Path"
        text={
          <>
            This address doesn&apos;t match the category hierarchy.{" "}
            <Link href={storeHref(basePath, `/category/${result.category.path}`)} className="font-medium text-primary underline">
              Go to {result.category.name}
            </Link>
          </>
        }
        actions={[{ label: "Browse Products", href: "/products" }]}
      />
    );
  }

  const { category, trail } = result;
  const products = productsInCategory(catalog.products, catalog.categories, category.id);
  const children = catalog.categories.filter((c) => c.parentId === category.id);
  const props = { products, currency: store.tenant.currency, basePath };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumb
        basePath={basePath}
        items={[
          { label: "Home", href: "/" },
          ...trail.map((c) => ({ label: c.name, href: `/category/${c.path}` })),
          { label: category.name },
        ]}
      />
      <header className="mt-6 overflow-hidden rounded-xl border bg-muted/40 md:flex">
        {category.image ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={category.image} alt="" className="h-44 w-full object-cover md:h-auto md:w-72" />
        ) : null}
        <div className="flex flex-col justify-center gap-3 p-6">
          <h1 className="text-3xl font-bold tracking-tight">{category.name}</h1>
          {category.description ? <p className="max-w-2xl text-muted-foreground">{category.description}</p> : null}
          <Badge variant="secondary" className="w-fit" data-testid="category-count">
            {productCountLabel(products.length)}
          </Badge>
          {children.length > 0 ? (
            <nav aria-label="Subcategories" className="flex flex-wrap gap-2">
              {children.map((c) => (
                <Link
                  key={c.id}
                  href={storeHref(basePath, `/category/${c.path}`)}
                  className="rounded-full border bg-background px-3 py-1 text-sm hover:border-primary hover:text-primary"
                >
                  {c.name}
                </Link>
              ))}
            </nav>
          ) : null}
        </div>
      </header>
      <div className="mt-8">
        <Suspense fallback={<CategoryBrowser {...props} query={DEFAULT_CATEGORY_QUERY} />}>
          <CategoryBrowserFromUrl {...props} />
        </Suspense>
      </div>
    </div>
  );
}
