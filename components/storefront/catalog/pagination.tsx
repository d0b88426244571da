import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/utils";
import type { Tr } from "../tr";

/** The page numbers shown around the current one: first, last, and two either side, with gaps. */
export function pageWindow(current: number, count: number): (number | "gap")[] {
  const pages = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

/**
 * Plain links between the pages of a listing (they work without JavaScript and crawlers follow them);
 * `href(n)` keeps the rest of the query. Nothing when everything fits on one page.
 */
export function Pagination({ page, count, href, t }: { page: number; count: number; href: (page: number) => string; t: Tr }) {
  if (count <= 1) return null;
  const item = "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-2.5 text-sm sm:px-3";
  // Small screens keep one line: the neighbours two away show from sm up.
  const far = (p: number) => Math.abs(p - page) === 2 && p !== 1 && p !== count;
  return (
    <nav aria-label={t("catalog.listing.pagination.label")} className="mt-8 flex flex-wrap items-center justify-center gap-1.5 sm:gap-2" data-testid="pagination">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={cn(item, "hover:bg-muted")}>
          <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden /> <span className="sr-only sm:not-sr-only">{t("catalog.listing.pagination.previous")}</span>
        </Link>
      ) : null}
      {pageWindow(page, count).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} className="px-1 text-muted-foreground" aria-hidden>
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page" className={cn(item, "border-primary bg-primary font-semibold text-primary-foreground")}>
            <span className="sr-only">{t("catalog.listing.pagination.page")} </span>
            {p}
          </span>
        ) : (
          <Link key={p} href={href(p)} className={cn(item, "hover:bg-muted", far(p) && "hidden sm:inline-flex")} aria-label={t("catalog.listing.pagination.pageN", { page: String(p) })}>
            {p}
          </Link>
        ),
      )}
      {page < count ? (
        <Link href={href(page + 1)} rel="next" className={cn(item, "hover:bg-muted")}>
          <span className="sr-only sm:not-sr-only">{t("catalog.listing.pagination.next")}</span> <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}
