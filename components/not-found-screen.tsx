"use client";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useStoreInfo } from "@/components/storefront/store-context";
import { storeHref } from "@/components/storefront/store-link";
import { GoBackButton } from "./go-back-button";

/**
 * The 404 screen (spec 1 §2.10). Inside a store (the store tree provides its StoreProvider) it adds the
 * store-aware line and Browse Products. A client component so that no page has to read request headers
 * to render it, which would make every page dynamic.
 */
export function NotFoundScreen() {
  const store = useStoreInfo();
  const home = store ? storeHref(store.basePath, "/") : "/";
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-8xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold">Page Not Found</h1>
      <p className="mt-2 max-w-md text-muted-foreground">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      {store ? <p className="mt-1 max-w-md text-muted-foreground">Please check the URL or browse our {store.name} store.</p> : null}
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

/** Shown when the URL names a store that does not exist. */
export function StoreNotFoundScreen() {
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
