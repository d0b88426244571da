import Link from "next/link";
import { headers } from "next/headers";
import { Button } from "@/components/ui/button";
import { storeHref } from "@/components/storefront/store-link";
import { getStoreByKey } from "@/lib/tenancy/current";
import { TENANT_HEADER } from "@/lib/tenancy/tenant-key";
import { GoBackButton } from "./go-back-button";

/**
 * The 404 screen (spec 1 §2.10). The proxy tells us which store the URL was for: a store that does not
 * exist gets 'Store Not Found'; a known store gets the store-aware text and a Browse Products button.
 */
export async function NotFoundScreen() {
  const key = (await headers()).get(TENANT_HEADER);
  const store = key ? await getStoreByKey(key) : null;

  if (key && !store) {
    return (
      <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
        <p className="text-7xl font-extrabold text-primary">404</p>
        <h1 className="mt-4 text-2xl font-bold">Store Not Found</h1>
        <p className="mt-2 max-w-md text-muted-foreground">We couldn&apos;t find a store at this address. Check the URL and try again.</p>
        <Button asChild className="mt-6">
          <Link href="/">Go to Homepage</Link>
        </Button>
      </div>
    );
  }

  const home = store ? storeHref(store.basePath, "/") : "/";
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-8xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold">Page Not Found</h1>
      <p className="mt-2 max-w-md text-muted-foreground">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      {store ? <p className="mt-1 max-w-md text-muted-foreground">Please check the URL or browse our {store.tenant.name} store.</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <GoBackButton />
        <Button asChild>
          <Link href={home}>Go to Home</Link>
        </Button>
        {store ? (
          <Button asChild variant="secondary">
            <Link href={storeHref(store.basePath, "/products")}>Browse Products</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
