"use client";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import { useStoreInfo } from "@/components/storefront/store-context";
import { storeHref } from "@/components/storefront/store-link";

export function StoreNotFoundLine() {
  const store = useStoreInfo();
  if (!store) return null;
  return <p className="mt-1 max-w-md text-muted-foreground">Please check the URL or browse our {store.name} store.</p>;
}

// Buttons drawn from components/ui/button-classes: these load with every page (the not-found boundary), and
// Button's class merging would bring tailwind-merge with them. Plain links and an inline arrow for the same reason:
// with next/link and lucide here, the bundler gave this boundary its own copy of both (6 KB on every first load).

/** Go Back, Go to Home and (in a store) Browse Products. */
export function NotFoundActions() {
  const store = useStoreInfo();
  const home = store ? storeHref(store.basePath, "/") : "/";
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <button type="button" {...buttonData("outline")} className={buttonClass("outline")} onClick={() => window.history.back()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 rtl:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"><path d="m12 19-7-7 7-7" /><path d="M19 12H5" /></svg> Go Back
      </button>
      <a {...buttonData()} className={buttonClass()} href={home}>
        Go to Home
      </a>
      {store ? (
        <a {...buttonData("secondary")} className={buttonClass("secondary")} href={storeHref(store.basePath, "/products")}>
          Browse Products
        </a>
      ) : null}
    </div>
  );
}

export function StoreNotFoundActions() {
  return (
    // A full load to the platform's home: this boundary loads with every page, and next/link would come with it.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a {...buttonData()} className={buttonClass("default", "default", "mt-6")} href="/">
      Go to Homepage
    </a>
  );
}
