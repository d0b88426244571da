"use client";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import { useStoreInfo } from "@/components/storefront/store-context";
import { storeHref } from "@/components/storefront/store-link";

export function StoreNotFoundLine() {
  const store = useStoreInfo();
  if (!store) return null;
  return <p className="mt-1 max-w-md text-muted-foreground">Please check the URL or browse our {store.name} store.</p>;
}

// Buttons drawn from components/ui/button-classes: these load with every page (the not-found boundary), and
// Button's class merging would bring tailwind-merge with them.

/** Go Back, Go to Home and (in a store) Browse Products. */
export function NotFoundActions() {
  const store = useStoreInfo();
  const home = store ? storeHref(store.basePath, "/") : "/";
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <button type="button" {...buttonData("outline")} className={buttonClass("outline")} onClick={() => window.history.back()}>
        <ArrowLeft className="size-4" aria-hidden /> Go Back
      </button>
      <Link {...buttonData()} className={buttonClass()} href={home}>
        Go to Home
      </Link>
      {store ? (
        <Link {...buttonData("secondary")} className={buttonClass("secondary")} href={storeHref(store.basePath, "/products")}>
          Browse Products
        </Link>
      ) : null}
    </div>
  );
}

export function StoreNotFoundActions() {
  return (
    <Link {...buttonData()} className={buttonClass("default", "default", "mt-6")} href="/">
      Go to Homepage
    </Link>
  );
}
