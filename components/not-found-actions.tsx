"use client";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useStoreInfo } from "@/components/storefront/store-context";
import { storeHref } from "@/components/storefront/store-link";

export function StoreNotFoundLine() {
  const store = useStoreInfo();
  if (!store) return null;
  return <p className="mt-1 max-w-md text-muted-foreground">Please check the URL or browse our {store.name} store.</p>;
}

/** Go Back, Go to Home and (in a store) Browse Products. */
export function NotFoundActions() {
  const store = useStoreInfo();
  const home = store ? storeHref(store.basePath, "/") : "/";
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Button variant="outline" onClick={() => window.history.back()}>
        <ArrowLeft className="size-4" aria-hidden /> Go Back
      </Button>
      <Button asChild>
        <Link href={home}>Go to Home</Link>
      </Button>
      {store ? (
        <Button asChild variant="secondary">
          <Link href={storeHref(store.basePath, "/products")}>Browse Products</Link>
        </Button>
      ) : null}
    </div>
  );
}

export function StoreNotFoundActions() {
  return (
    <Button asChild className="mt-6">
      <Link href="/">Go to Homepage</Link>
    </Button>
  );
}
