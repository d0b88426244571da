import { z } from "zod";
import type { ProductReviewRow, ReviewStatus } from "@/db/schema";

/** Reviews' inputs and answers (issue 43 part 3, record 0157). */

const REVIEW_STATUSES = ["pending", "published", "rejected"] as const satisfies readonly ReviewStatus[];
export const REVIEW_BODY_MAX = 5_000;
const NO_HTML = "Reviews are plain text: no HTML tags";
/** A tag's opening (`<script`, `</b`, `<!--`, `<img`): refused rather than stored escaped, so nothing looks like markup. */
const HTML_TAG = /<\s*[/!?a-z]/i;

const plain = (label: string, max: number, min = 1) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(min, `${label} is required`)
    .max(max, `${label} is at most ${max.toLocaleString("en")} characters`)
    .refine((v) => !HTML_TAG.test(v), NO_HTML);

export const reviewInputSchema = z.object({
  rating: z.coerce.number("Choose a rating from 1 to 5").int("Choose a rating from 1 to 5").min(1, "Choose a rating from 1 to 5").max(5, "Choose a rating from 1 to 5"),
  title: plain("Title", 150),
  body: plain("Review", REVIEW_BODY_MAX),
  /** The name shown; a signed-in customer's own name when absent; a guest must give one. */
  name: z
    .union([plain("Name", 80), z.literal(""), z.null()])
    .optional()
    .transform((v) => v || null),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const reviewModerationSchema = z
  .object({
    status: z.enum(REVIEW_STATUSES, "status is pending, published or rejected").optional(),
    /** The owner's public reply; "" or null removes it. */
    reply: z
      .union([plain("Reply", 2_000), z.literal(""), z.null()])
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
  })
  .refine((v) => v.status !== undefined || v.reply !== undefined, "Nothing to change");
export type ReviewModeration = z.output<typeof reviewModerationSchema>;

export const reviewListQuerySchema = z.object({
  status: z.union([z.enum(REVIEW_STATUSES, "Unknown status"), z.literal("")]).optional(),
  productId: z.union([z.uuid("Invalid product id"), z.literal("")]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

export const reviewSettingsSchema = z.object({
  autoPublish: z.boolean("autoPublish is true or false"),
  allowGuests: z.boolean("allowGuests is true or false"),
  requestEmail: z.object({
    enabled: z.boolean("requestEmail.enabled is true or false"),
    daysAfterDelivery: z.coerce.number("Days after delivery is a number").int("Days after delivery is a whole number").min(1, "At least 1 day").max(90, "At most 90 days"),
  }),
});
export type ReviewSettings = z.output<typeof reviewSettingsSchema>;

export type ReviewDto = {
  id: string;
  productId: string;
  productName: string | null;
  rating: number;
  title: string;
  body: string;
  name: string;
  verified: boolean;
  status: ReviewStatus;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
  updatedAt: string;
};
export type ReviewPage = { items: ReviewDto[]; total: number; page: number; limit: number };

/** A published review as the storefront shows it (no status, no author id). */
export type PublicReview = { id: string; rating: number; title: string; body: string; name: string; verified: boolean; reply: string | null; createdAt: string };

export function toReviewDto(r: ProductReviewRow, productName: string | null = null): ReviewDto {
  return {
    id: r.id,
    productId: r.productId,
    productName,
    rating: r.rating,
    title: r.title,
    body: r.body,
    name: r.name,
    verified: r.verified,
    status: r.status,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
