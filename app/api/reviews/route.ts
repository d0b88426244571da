// GET /api/reviews — the store's reviews by status and product (permission products).
import { route } from "@/lib/http/route";
import * as reviews from "@/lib/reviews/endpoints";
import { reviewListQuerySchema } from "@/lib/reviews/schemas";
import { listReviews } from "@/lib/reviews/service";

export const GET = route(reviews.list, { query: reviewListQuerySchema }, ({ store, query }) => listReviews(store, query));
