import Link from "next/link";
import { Stars } from "@/components/storefront/stars";
import { storeHref } from "@/components/storefront/store-link";
import type { PublicReview } from "@/lib/reviews/schemas";
import type { Tr } from "../tr";
import { ReviewOpener } from "./review-opener";

/**
 * The product page's reviews (issue 43 part 3, record 0157): the average, the count and the per-star bars, the
 * published reviews given (the first 10 on the cached product page; later pages on /product/{slug}/reviews), each
 * with the owner's reply, and "Write a review" (its form loads on click). Server-rendered: no client code but the
 * button.
 */
export function ProductReviews({
  productId,
  slug,
  basePath,
  storeName,
  average,
  count,
  counts,
  reviews,
  page = 1,
  pageSize = 10,
  writing = false,
  t,
}: {
  /** The words in the page's language (../tr.ts). */
  t: Tr;
  productId: string;
  slug: string;
  basePath: string;
  storeName: string;
  average: string | null;
  count: number;
  counts: number[];
  reviews: PublicReview[];
  page?: number;
  pageSize?: number;
  /** The form open from the start (the review request mail's link). */
  writing?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const pageHref = (n: number) => storeHref(basePath, n === 1 ? `/product/${slug}#reviews` : `/product/${slug}/reviews?reviewsPage=${n}`);
  return (
    <section className="mt-12" aria-labelledby="reviews" id="reviews" data-testid="product-reviews">
      <h2 id="reviews" className="mb-4 text-xl font-bold">
        {t("catalog.reviews.title")}
      </h2>
      <div className="grid gap-8 md:grid-cols-3">
        <div className="space-y-3">
          {count > 0 ? (
            <>
              <p className="flex items-center gap-2">
                <span className="text-3xl font-semibold" data-testid="rating-average">
                  {Number(average).toFixed(1)}
                </span>
                <Stars rating={average} t={t} />
              </p>
              <p className="text-sm text-muted-foreground" data-testid="rating-count">
                {t("catalog.reviews.count", { count })}
              </p>
              <ul className="space-y-1 text-sm" aria-label={t("catalog.reviews.byStars")}>
                {[5, 4, 3, 2, 1].map((n) => {
                  const k = counts[n - 1] ?? 0;
                  return (
                    <li key={n} className="flex items-center gap-2">
                      <span className="w-8 shrink-0">{n}★</span>
                      <span className="h-2 flex-1 overflow-hidden rounded bg-muted" aria-hidden>
                        <span className="block h-full bg-amber-500" style={{ width: `${count ? (k / count) * 100 : 0}%` }} />
                      </span>
                      <span className="w-10 shrink-0 text-end text-muted-foreground">{k}</span>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t("catalog.reviews.none")}</p>
          )}
          <div id="write-review">
            <ReviewOpener productId={productId} initiallyOpen={writing} />
          </div>
        </div>
        <div className="md:col-span-2">
          <ol className="divide-y">
            {reviews.map((r) => (
              <li key={r.id} className="py-4 first:pt-0" data-testid="review">
                <div className="flex flex-wrap items-center gap-2">
                  <Stars rating={r.rating} t={t} />
                  <p className="font-medium">{r.title}</p>
                </div>
                <p className="mt-1 text-xs text-muted-foreground">
                  {r.name}
                  {r.verified ? <span className="ms-2 font-medium text-success">{t("catalog.reviews.verified")}</span> : null}
                  <span className="ms-2">{r.createdAt.slice(0, 10)}</span>
                </p>
                <p className="mt-2 whitespace-pre-line text-sm">{r.body}</p>
                {r.reply ? (
                  <div className="mt-3 rounded-md border-s-4 bg-muted/40 p-3 text-sm" data-testid="review-reply">
                    <p className="text-xs font-medium text-muted-foreground">{t("catalog.reviews.replyFrom", { name: storeName })}</p>
                    <p className="mt-1 whitespace-pre-line">{r.reply}</p>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav className="mt-4 flex gap-3 text-sm" aria-label={t("catalog.reviews.pages")}>
              {page > 1 ? (
                <Link href={pageHref(page - 1)} className="text-primary-text hover:underline" rel="prev">
                  {t("catalog.reviews.newer")}
                </Link>
              ) : null}
              {page < pages ? (
                <Link href={pageHref(page + 1)} className="text-primary-text hover:underline" rel="next" data-testid="more-reviews">
                  {t("catalog.reviews.more")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      </div>
    </section>
  );
}
