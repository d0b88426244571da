import type { idParams } from "@/lib/validation";
import { endpoint } from "@/lib/endpoint";
import type { ReviewDto, reviewInputSchema, reviewListQuerySchema, reviewModerationSchema, ReviewPage, ReviewSettings, reviewSettingsSchema } from "./schemas";

/** Product reviews' /api calls (issue 43 part 3, record 0157): a shopper's review, the owner's moderation and settings. */
const all = ["/api/reviews"];

/** A buyer's (or, where the store allows it, a guest's) review; a second one by the same customer edits the first. */
export const submit = endpoint<{ params: typeof idParams; body: typeof reviewInputSchema; response: ReviewDto }>()({
  method: "POST",
  path: "/api/products/{id}/reviews",
  auth: "public",
  tenant: "required",
  summary: "Review a product: a signed-in buyer (verified), or a guest where the store allows it; throttled",
});
export const list = endpoint<{ query: typeof reviewListQuerySchema; response: ReviewPage }>()({
  method: "GET",
  path: "/api/reviews",
  auth: "owner",
  permission: "products",
  summary: "The store's reviews, 25 a page, by status and product",
});
export const moderate = endpoint<{ params: typeof idParams; body: typeof reviewModerationSchema; response: ReviewDto }>()({
  method: "PATCH",
  path: "/api/reviews/{id}",
  auth: "owner",
  permission: "products",
  invalidates: all,
  summary: "Publish, reject or hold a review; the owner's public reply",
});
export const settings = endpoint<{ response: ReviewSettings }>()({
  method: "GET",
  path: "/api/settings/reviews",
  auth: "owner",
  permission: "products",
  summary: "Whether reviews publish at once, guests may review, and the review request mail",
});
export const saveSettings = endpoint<{ body: typeof reviewSettingsSchema; response: ReviewSettings }>()({
  method: "PUT",
  path: "/api/settings/reviews",
  auth: "owner",
  permission: "settings",
  invalidates: ["/api/settings/reviews"],
});
