// POST /api/products/{id}/reviews — a buyer's review (a guest's where the store allows it); a second post edits it.
import { json, route } from "@/lib/http/route";
import * as reviews from "@/lib/reviews/endpoints";
import { reviewInputSchema } from "@/lib/reviews/schemas";
import { submitReview } from "@/lib/reviews/service";
import { idParams } from "@/lib/validation";

export const POST = route(reviews.submit, { params: idParams, body: reviewInputSchema }, async ({ req, store, customer, params, body }) => {
  const { review, created } = await submitReview(store, req, customer, params.id, body);
  return json(review, created ? 201 : 200);
});
