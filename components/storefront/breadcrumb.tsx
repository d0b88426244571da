import { ChevronRight } from "lucide-react";
import Link from "next/link";
import { storeHref } from "./store-link";

export type Crumb = { label: string; href?: string };

/** Breadcrumb trail; the last item is the current page. `label` names the trail in the page's language. */
export function Breadcrumb({ basePath, items, label = "Breadcrumb" }: { basePath: string; items: Crumb[]; label?: string }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${c.label}-${i}`} className="flex min-w-0 items-center gap-1">
              {c.href && !last ? (
                <Link href={storeHref(basePath, c.href)} className="truncate hover:text-foreground hover:underline">
                  {c.label}
                </Link>
              ) : (
                <span className={last ? "truncate font-medium text-foreground" : "truncate"} aria-current={last ? "page" : undefined}>
                  {c.label}
                </span>
              )}
              {last ? null : <ChevronRight className="size-3.5 shrink-0 rtl:rotate-180" aria-hidden />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
