import "server-only";
import { diffChanges } from "@/lib/activity/diff";
import { inTransaction, recordActivity, storeChange } from "@/lib/activity/record";
import type { UserRow } from "@/lib/auth/schemas";
import { throttleShopperWrite } from "@/lib/auth/service";
import { invalidateStore } from "@/lib/cache/tags";
import { badRequest, conflict, forbidden, notFound, uniqueViolation } from "@/lib/errors";
import { saveStoreColumns } from "@/lib/tenancy/service";
import type { Store, TenantId } from "@/lib/tenancy/store";
import * as repo from "./repository";
import { toReviewDto, type PublicReview, type ReviewDto, type ReviewInput, type ReviewListQuery, type ReviewModeration, type ReviewPage, type ReviewSettings } from "./schemas";

/**
 * Product reviews (issue 43 part 3, record 0157). A signed-in customer with a paid (or delivered) order of the
 * product reviews it as a verified buyer; anyone else only where the store allows guests (else 403). One review
 * per customer and product: posting again edits it (pending again when the store approves reviews first). The
 * owner publishes, rejects and replies; every change of what is published refreshes the product's figures in the
 * same transaction and expires the store's cached pages after the commit.
 */

type Caller = { headers: { get(name: string): string | null } };

const NO_PURCHASE = "Only customers who bought this product can review it";
const SIGN_IN = "Sign in with the account you ordered with to review this product";

export function reviewSettingsOf(store: Store): ReviewSettings {
  const r = store.row;
  return {
    autoPublish: r.reviewsAutoPublish,
    allowGuests: r.reviewsAllowGuests,
    requestEmail: { enabled: r.reviewRequestEnabled, daysAfterDelivery: r.reviewRequestDays },
  };
}

export async function saveReviewSettings(store: Store, input: ReviewSettings): Promise<ReviewSettings> {
  const row = await saveStoreColumns(
    store,
    {
      reviewsAutoPublish: input.autoPublish,
      reviewsAllowGuests: input.allowGuests,
      reviewRequestEnabled: input.requestEmail.enabled,
      reviewRequestDays: input.requestEmail.daysAfterDelivery,
    },
    storeChange("settings.reviews.updated", "changed the review settings"),
  );
  return reviewSettingsOf({ ...store, row });
}

const displayName = (customer: UserRow) => [customer.firstName, customer.lastName?.slice(0, 1) ? `${customer.lastName.slice(0, 1)}.` : null].filter(Boolean).join(" ") || "Customer";

/** POST /api/products/{id}/reviews. */
export async function submitReview(store: Store, req: Caller, customer: UserRow | null, productId: string, input: ReviewInput): Promise<{ review: ReviewDto; created: boolean }> {
  const product = await repo.findActiveProduct(store.id, productId);
  if (!product) throw notFound("Product not found");
  const orderId = customer ? await repo.findPurchase(store.id, customer.id, productId) : null;
  if (!orderId && !store.row.reviewsAllowGuests) throw forbidden(customer ? NO_PURCHASE : SIGN_IN);
  if (!customer && !input.name) throw badRequest("Enter the name to show with your review", { name: "Enter the name to show with your review" });
  await throttleShopperWrite(req, store.id, "review");
  const status = store.row.reviewsAutoPublish ? "published" : "pending";
  const now = new Date();
  const values = {
    rating: input.rating,
    title: input.title,
    body: input.body,
    name: input.name ?? (customer ? displayName(customer) : "Guest"),
    verified: !!orderId,
    orderId,
    status,
    publishedAt: status === "published" ? now : null,
  } as const;
  let created = false;
  let wasPublished = false;
  let row;
  try {
    row = await inTransaction(async (tx) => {
      const before = customer ? await repo.lockOwnReview(tx, store.id, productId, customer.id) : null;
      wasPublished = before?.status === "published";
      const r = before
        ? await repo.updateReview(tx, store.id, before.id, values, now)
        : await repo.insertReview(tx, store.id, { ...values, productId, userId: customer?.id ?? null });
      created = !before;
      if (wasPublished || r.status === "published") await repo.refreshRating(tx, store.id, productId);
      await recordActivity(tx, store.id, {
        action: created ? "review.created" : "review.updated",
        resourceType: "review",
        resourceId: r.id,
        summary: `${created ? "reviewed" : "edited the review of"} "${product.name}" (${r.rating}★)${r.status === "pending" ? ", awaiting approval" : ""}`,
        changes: before ? diffChanges(before, r, ["rating", "title", "body", "name", "status"]) : undefined,
      });
      return r;
    });
  } catch (err) {
    // Two first posts at once by the same customer: the second finds the first's row next time.
    if (uniqueViolation(err) === "product_reviews_tenant_product_user_uq") throw conflict("Your review is already being saved: try again");
    throw err;
  }
  if (wasPublished || row.status === "published") invalidateStore(store.id);
  return { review: toReviewDto(row, product.name), created };
}

export async function listReviews(store: Store, q: ReviewListQuery): Promise<ReviewPage> {
  const { rows, total } = await repo.listReviews(store.id, { status: q.status, productId: q.productId || undefined, page: q.page });
  return { items: rows.map((r) => toReviewDto(r.review, r.productName)), total, page: q.page, limit: repo.PAGE_SIZE };
}

/** PATCH /api/reviews/{id}: publish, reject or hold; the public reply. */
export async function moderateReview(store: Store, id: string, input: ReviewModeration): Promise<ReviewDto> {
  const now = new Date();
  let touchesPage = false;
  const row = await inTransaction(async (tx) => {
    const before = await repo.lockReview(tx, store.id, id);
    if (!before) return null;
    const values: Parameters<typeof repo.updateReview>[3] = {};
    if (input.status !== undefined && input.status !== before.status) {
      values.status = input.status;
      if (input.status === "published") values.publishedAt = now;
    }
    if (input.reply !== undefined && input.reply !== before.reply) {
      values.reply = input.reply;
      values.repliedAt = input.reply ? now : null;
    }
    if (Object.keys(values).length === 0) return before;
    const after = await repo.updateReview(tx, store.id, id, values, now);
    const publishedChanged = (before.status === "published") !== (after.status === "published");
    if (publishedChanged) await repo.refreshRating(tx, store.id, after.productId);
    touchesPage = publishedChanged || (after.status === "published" && values.reply !== undefined);
    const verb = values.status === "published" ? "published" : values.status === "rejected" ? "rejected" : values.status ? "held" : "replied to";
    await recordActivity(tx, store.id, {
      action: values.status ? `review.${values.status}` : "review.replied",
      resourceType: "review",
      resourceId: id,
      summary: `${verb} the review "${after.title.slice(0, 60)}" by ${after.name}`,
      changes: diffChanges(before, after, ["status", "reply"]),
    });
    return after;
  });
  if (!row) throw notFound("Review not found");
  if (touchesPage) invalidateStore(store.id);
  return toReviewDto(row, await repo.productNameOf(store.id, row.productId));
}

const toPublicReview = (r: { id: string; rating: number; title: string; body: string; name: string; verified: boolean; reply: string | null; createdAt: Date | string }): PublicReview => ({
  id: r.id,
  rating: r.rating,
  title: r.title,
  body: r.body,
  name: r.name,
  verified: r.verified,
  reply: r.reply,
  createdAt: typeof r.createdAt === "string" ? r.createdAt : r.createdAt.toISOString(),
});

/** The order's products still on sale, once each (the review request mail's lines). */
export async function reviewableProducts(store: Store, productIds: string[]) {
  return repo.productsByIds(store.id, [...new Set(productIds)]);
}

/** Orders of stores asking for reviews, delivered N days ago (the hourly sweep, lib/jobs/review-requests.ts). */
export function ordersDueReviewRequest(now: Date) {
  return repo.ordersDueReviewRequest(now, 1000);
}

/** A later page of a product's published reviews (the storefront's ?reviewsPage=). */
export async function publishedReviews(tenantId: TenantId, productId: string, page: number): Promise<PublicReview[]> {
  return (await repo.listPublished(tenantId, productId, page)).map(toPublicReview);
}
