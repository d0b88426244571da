"use client";
import type { ReactNode } from "react";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import { useT } from "./island-messages";
import { useStoreInfo } from "./store-context";
import { storeHref } from "./store-link";

// Plain links and an inline arrow, not next/link and lucide: the store's 404 (./store-not-found.tsx) draws this, and
// a not-found boundary's client modules load with every page of the store (they put 6 KB on every first load).

/** A centred message with actions inside a store ('Product Not Found', 'Invalid Category Path', …). */
export function StoreMessage({
  title,
  text,
  actions = [],
  icon,
  goBack = true,
}: {
  title: string;
  text: ReactNode;
  actions?: { label: string; href: string }[];
  icon?: ReactNode;
  goBack?: boolean;
}) {
  const store = useStoreInfo();
  const basePath = store?.basePath ?? "";
  const t = useT();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      {icon}
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <div className="mt-2 text-muted-foreground">{text}</div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {goBack ? (
          <button type="button" {...buttonData("outline")} className={buttonClass("outline")} onClick={() => window.history.back()}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 rtl:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"><path d="m12 19-7-7 7-7" /><path d="M19 12H5" /></svg> {t("common.message.goBack")}
          </button>
        ) : null}
        <a {...buttonData(actions.length ? "outline" : "default")} className={buttonClass(actions.length ? "outline" : "default")} href={storeHref(basePath, "/")}>
          {t("common.message.goHome")}
        </a>
        {actions.map((a) => (
          <a key={a.href} {...buttonData()} className={buttonClass()} href={storeHref(basePath, a.href)}>
            {a.label}
          </a>
        ))}
      </div>
    </div>
  );
}
