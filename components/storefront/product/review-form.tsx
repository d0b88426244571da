"use client";
import { useId, useState } from "react";
import { buttonClass, buttonData, INPUT_CLASS, LABEL_CLASS } from "@/components/ui/button-classes";
import { callApi } from "@/lib/http/call";
import { errorMessage } from "@/lib/http/client";
import { submit } from "@/lib/reviews/endpoints";
import { useT } from "../island-messages";

/**
 * A shopper's review (POST /api/products/{id}/reviews): stars, title, text and the name to show. Loaded only
 * when "Write a review" is clicked (./review-opener.tsx). The server decides who may review (a buyer, or anyone
 * where the store allows guests) and says why not.
 */
export default function ReviewForm({ productId }: { productId: string }) {
  const id = useId();
  const t = useT();
  const [rating, setRating] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (done) {
    return (
      <p role="status" className="rounded-lg border p-4 text-sm" data-testid="review-done">
        {done}
      </p>
    );
  }
  return (
    <form
      className="space-y-3 rounded-lg border p-4"
      data-testid="review-form"
      onSubmit={(e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        setBusy(true);
        setError(null);
        callApi(submit, { params: { id: productId }, body: { rating, title: String(f.get("title") ?? ""), body: String(f.get("body") ?? ""), name: String(f.get("name") ?? "") } })
          .then(
            (r) => setDone(r.status === "published" ? t("catalog.reviews.published") : t("catalog.reviews.pending")),
            (err: unknown) => setError(errorMessage(err, t("catalog.reviews.error"))),
          )
          .finally(() => setBusy(false));
      }}
    >
      <fieldset>
        <legend className={LABEL_CLASS}>{t("catalog.reviews.yourRating")}</legend>
        <div className="mt-1 flex gap-1 text-2xl">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={`cursor-pointer ${n <= rating ? "text-amber-500" : "text-muted-foreground/40"}`}>
              <input type="radio" name="rating" value={n} className="sr-only" checked={rating === n} onChange={() => setRating(n)} required data-testid={`review-star-${n}`} />
              <span aria-hidden>★</span>
              <span className="sr-only">{t("catalog.reviews.stars", { count: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={`${id}-title`} className={LABEL_CLASS}>
          {t("catalog.reviews.formTitle")}
        </label>
        <input id={`${id}-title`} name="title" required maxLength={150} className={INPUT_CLASS} data-testid="review-title" />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-body`} className={LABEL_CLASS}>
          {t("catalog.reviews.formBody")}
        </label>
        <textarea id={`${id}-body`} name="body" required maxLength={5000} rows={5} className={`${INPUT_CLASS} h-auto py-2`} data-testid="review-body" />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-name`} className={LABEL_CLASS}>
          {t("catalog.reviews.formName")}
        </label>
        <input id={`${id}-name`} name="name" maxLength={80} className={INPUT_CLASS} data-testid="review-name" />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive" data-testid="review-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonClass()} {...buttonData()} disabled={busy || rating === 0} data-testid="review-submit">
        {busy ? t("catalog.reviews.sending") : t("catalog.reviews.submit")}
      </button>
    </form>
  );
}
