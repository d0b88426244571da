// GET /robots.txt on a store host (the proxy rewrites it here) — public: crawl rules and the sitemap.
import { originOf } from "@/lib/storefront/data";
import { robotsTxt } from "@/lib/storefront/seo";
import { getStoreByKey } from "@/lib/tenancy/current";

export const revalidate = 3600;
export const generateStaticParams = () => [];

export async function GET(_req: Request, { params }: { params: Promise<{ tenant: string }> }) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) return new Response("Store Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(robotsTxt(originOf(store.tenant)), {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
