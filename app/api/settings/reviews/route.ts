// GET/PUT /api/settings/reviews — publish at once or after approval, guests, the review request mail (record 0157).
import { route } from "@/lib/http/route";
import * as reviews from "@/lib/reviews/endpoints";
import { reviewSettingsSchema } from "@/lib/reviews/schemas";
import { reviewSettingsOf, saveReviewSettings } from "@/lib/reviews/service";

export const GET = route(reviews.settings, ({ store }) => reviewSettingsOf(store));

export const PUT = route(reviews.saveSettings, { body: reviewSettingsSchema }, ({ store, body }) => saveReviewSettings(store, body));
