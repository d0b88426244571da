"use client";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import { useT } from "./island-messages";
import { useStoreInfo } from "./store-context";
import { StoreMessage } from "./store-message";
import { storeHref } from "./store-link";

/**
 * The store's 404 in the page's language (components/not-found-screen.tsx's, with the store's words from the
 * `common` messages the store layout provides): a not-found file has no params to read the language from. It loads
 * with every page of the store (the not-found boundary), so: plain links and an inline arrow, no next/link or lucide.
 */
export function StoreNotFound() {
  const t = useT();
  const store = useStoreInfo();
  const home = store ? storeHref(store.basePath, "/") : "/";
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-8xl font-extrabold text-primary-text">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t("common.notFound.title")}</h1>
      <p className="mt-2 max-w-md text-muted-foreground">{t("common.notFound.text")}</p>
      {store ? <p className="mt-1 max-w-md text-muted-foreground">{t("common.notFound.storeLine", { name: store.name })}</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" {...buttonData("outline")} className={buttonClass("outline")} onClick={() => window.history.back()}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 rtl:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"><path d="m12 19-7-7 7-7" /><path d="M19 12H5" /></svg> {t("common.message.goBack")}
        </button>
        <a {...buttonData()} className={buttonClass()} href={home}>
          {t("common.message.goHome")}
        </a>
        {store ? (
          <a {...buttonData("secondary")} className={buttonClass("secondary")} href={storeHref(store.basePath, "/products")}>
            {t("common.message.browseProducts")}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** 'Product Not Found', 'Category Not Found', 'Collection Not Found', with Browse Products. */
export function ItemNotFound({ kind }: { kind: "product" | "category" | "collection" }) {
  const t = useT();
  return (
    <StoreMessage
      title={t(`common.notFound.${kind}.title`)}
      text={t(`common.notFound.${kind}.text`)}
      actions={[{ label: t("common.message.browseProducts"), href: "/products" }]}
    />
  );
}
