import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { rowId, storeFk, storeKeys, tenantId, timestamps } from "./_shared";
import { products } from "./catalog";
import { tenants, users } from "./platform";

/**
 * Product reviews (issue 43 part 3, record 0157): a shopper's rating (1–5), title and plain-text body of a product.
 * pending → published | rejected (the owner's moderation, or published at once when the store says so). One per
 * customer and product (a second post edits it). `verified`: the author had a paid (or delivered) order of it.
 * The product's rating figures (average, count, per-star counts) are kept on its row from the published ones, in
 * the same transaction as every change of a review's status (lib/reviews/repository.ts refreshRating).
 */
export const REVIEW_STATUSES = ["pending", "published", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const productReviews = pgTable(
  "product_reviews",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    productId: uuid("product_id").notNull(),
    /** The customer who wrote it; null for a guest's review (only when the store allows guests). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The paid order that made the author a verified buyer (no foreign key: the review outlives the order row). */
    orderId: uuid("order_id"),
    verified: boolean("verified").notNull().default(false),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The name shown under the review. */
    name: text("name").notNull(),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    /** The owner's public reply, shown under the review. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("product_reviews", t),
    storeFk("product_reviews_product_fk", { tenantId: t.tenantId, column: t.productId }, { tenantId: products.tenantId, id: products.id }, "cascade"),
    uniqueIndex("product_reviews_tenant_product_user_uq").on(t.tenantId, t.productId, t.userId).where(sql`${t.userId} is not null`),
    // The product page's published reviews, newest first; the owner's queue by status.
    index("product_reviews_tenant_product_status_idx").on(t.tenantId, t.productId, t.status, t.createdAt),
    index("product_reviews_tenant_status_created_idx").on(t.tenantId, t.status, t.createdAt),
    check("product_reviews_rating_ck", sql`${t.rating} between 1 and 5`),
  ],
);

export type ProductReviewRow = typeof productReviews.$inferSelect;
