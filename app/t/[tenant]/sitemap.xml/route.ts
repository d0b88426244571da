// GET /sitemap.xml on a store host (the proxy rewrites it here) — public: the store's home, product list,
// products, categories, collections and published pages at their canonical URLs.
import { getCategoryTree, getCollections, getPageLinks, getProductSlugs, originOf } from "@/lib/storefront/data";
import { languageAlternates } from "@/lib/storefront/metadata";
import { sitemapXml, type SitemapEntry } from "@/lib/storefront/seo";
import { getStoreByKey } from "@/lib/tenancy/current";

export const revalidate = 3600;
export const generateStaticParams = () => [];

export async function GET(_req: Request, { params }: { params: Promise<{ tenant: string }> }) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) return new Response("Store Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const id = store.id;
  const [tree, collections, products, pages] = await Promise.all([getCategoryTree(id), getCollections(id), getProductSlugs(id), getPageLinks(id)]);
  const origin = originOf(store.tenant);
  // One entry per page and language, each listing every language's URL (issue 44: sitemap alternates).
  const at = (path: string, lastModified?: string): SitemapEntry[] => {
    const { canonical, languages } = languageAlternates(store, origin, path);
    if (!languages) return [{ url: canonical, lastModified }];
    return Object.entries(languages)
      .filter(([code]) => code !== "x-default")
      .map(([, url]) => ({ url, lastModified, alternates: languages }));
  };
  const entries: SitemapEntry[] = [
    ...at("/"),
    ...at("/products"),
    ...tree.categories.flatMap((c) => at(`/category/${c.path}`, c.updatedAt)),
    ...collections.flatMap((c) => at(`/collections/${c.slug}`, c.updatedAt)),
    ...products.flatMap((p) => at(`/product/${p.slug}`, p.updatedAt)),
    ...pages.flatMap((p) => at(`/pages/${p.slug}`, p.updatedAt)),
  ];
  return new Response(sitemapXml(entries), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
