"use client";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import { useT } from "./island-messages";
import { useStoreInfo } from "./store-context";
import { storeHref } from "./store-link";

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
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden /> {t("common.message.goBack")}
          </button>
        ) : null}
        <Link {...buttonData(actions.length ? "outline" : "default")} className={buttonClass(actions.length ? "outline" : "default")} href={storeHref(basePath, "/")}>
          {t("common.message.goHome")}
        </Link>
        {actions.map((a) => (
          <Link key={a.href} {...buttonData()} className={buttonClass()} href={storeHref(basePath, a.href)}>
            {a.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
