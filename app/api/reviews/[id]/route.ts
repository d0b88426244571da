// PATCH /api/reviews/{id} — publish, reject or hold a review, and the owner's public reply (permission products).
import { route } from "@/lib/http/route";
import * as reviews from "@/lib/reviews/endpoints";
import { reviewModerationSchema } from "@/lib/reviews/schemas";
import { moderateReview } from "@/lib/reviews/service";
import { idParams } from "@/lib/validation";

export const PATCH = route(reviews.moderate, { params: idParams, body: reviewModerationSchema }, ({ store, params, body }) => moderateReview(store, params.id, body));
