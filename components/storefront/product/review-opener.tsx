"use client";
import { lazy, Suspense, useState } from "react";
import { buttonClass, buttonData } from "@/components/ui/button-classes";
import { useT } from "../island-messages";

// The form (its fields and the API call) is a chunk of its own, fetched on the first click: the product page's
// first-load JS grows by this button only (issue 43: at most 1 KB; record 0157).
const ReviewForm = lazy(() => import("./review-form"));

/** "Write a review"; open from the start on the reviews page the review request mail links to (`?write=1`). */
export function ReviewOpener({ productId, initiallyOpen = false }: { productId: string; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const t = useT();
  return open ? (
    <Suspense fallback={<p className="text-sm text-muted-foreground">{t("catalog.reviews.loading")}</p>}>
      <ReviewForm productId={productId} />
    </Suspense>
  ) : (
    <button type="button" className={buttonClass("outline")} {...buttonData("outline")} onClick={() => setOpen(true)} data-testid="write-review">
      {t("catalog.reviews.write")}
    </button>
  );
}
