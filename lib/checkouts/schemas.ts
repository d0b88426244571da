import { z } from "zod";
import type { CheckoutRecoveryAudience, checkoutRecoverySettings, checkouts } from "@/db/schema";
import { discountCodeInput } from "@/lib/discounts/schemas";
import { emailField, quantityField } from "@/lib/validation";

/** Abandoned-checkout recovery's inputs and answers (issue 43 part 1, record 0156). Amounts are decimal strings. */

export type CheckoutRow = typeof checkouts.$inferSelect;
export type RecoverySettingsRow = typeof checkoutRecoverySettings.$inferSelect;

/** A checkout's token: 43 characters of base64url (32 random bytes). */
export const TOKEN_FORMAT = /^[A-Za-z0-9_-]{32,64}$/;

const lineSchema = z.object({
  productId: z.uuid("Invalid product"),
  variantId: z.uuid("Invalid variant").nullish().transform((v) => v ?? null),
  quantity: quantityField(),
});

const itemsField = z.array(lineSchema, "items is a list of lines").min(1, "The cart is empty").max(100, "At most 100 lines");

/** POST /api/checkouts: the shopper's e-mail and cart, once the e-mail is given at checkout. */
export const checkoutInputSchema = z.object({
  email: emailField("Enter a valid e-mail address").pipe(z.string().max(254, "Enter a valid e-mail address")),
  items: itemsField,
  discountCode: discountCodeInput.optional(),
  acceptsMarketing: z.boolean("acceptsMarketing is true or false").optional().default(false),
});
export type CheckoutInput = z.output<typeof checkoutInputSchema>;

/** PATCH /api/checkouts/{token}: what changed since (any of the fields). */
export const checkoutUpdateSchema = z
  .object({
    email: checkoutInputSchema.shape.email.optional(),
    items: itemsField.optional(),
    discountCode: discountCodeInput.optional(),
    acceptsMarketing: z.boolean("acceptsMarketing is true or false").optional(),
  })
  .refine((v) => v.email !== undefined || v.items !== undefined || v.discountCode !== undefined || v.acceptsMarketing !== undefined, "Nothing to change");
export type CheckoutUpdate = z.output<typeof checkoutUpdateSchema>;

export const tokenParams = z.object({ token: z.string().regex(TOKEN_FORMAT, "Checkout not found") });

export const CHECKOUT_STATUSES = ["open", "abandoned", "recovered"] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const abandonedListQuerySchema = z.object({
  /** Words of the e-mail address. */
  search: z.string().trim().max(100).optional().default(""),
  status: z.union([z.enum(CHECKOUT_STATUSES, "Unknown status"), z.literal("")]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export type AbandonedListQuery = z.output<typeof abandonedListQuerySchema>;

export const recoverySettingsSchema = z.object({
  enabled: z.boolean("enabled is true or false"),
  delayMinutes: z.number("Enter a number of minutes").int("Enter a whole number of minutes").min(0, "At least 0 minutes").max(10080, "At most 10080 minutes (7 days)"),
  audience: z.enum(["subscribed", "everyone"] as const satisfies readonly CheckoutRecoveryAudience[], "Audience is subscribed or everyone"),
});
export type RecoverySettings = z.output<typeof recoverySettingsSchema>;

export type CreatedCheckoutDto = { id: string; token: string };

export type AbandonedCheckoutDto = {
  id: string;
  email: string;
  total: string;
  /** Units in the cart. */
  itemsCount: number;
  status: CheckoutStatus;
  createdAt: string;
  recoveryEmailSentAt: string | null;
  recoveredOrderId: string | null;
};
export type AbandonedCheckoutPage = { items: AbandonedCheckoutDto[]; total: number; page: number; limit: number };

/** A line of a recovered cart, as the storefront's cart keeps it (lib/cart/cart.ts's CartItem). */
export type RecoveredLine = {
  id: string;
  productId: string;
  variantId: string;
  variantTitle: string | null;
  name: string;
  slug: string;
  price: string;
  image: string | null;
  quantity: number;
  maxQuantity: number | null;
};
/** What /checkout/recover/{token} puts back: the lines still for sale, the code, and a note per line dropped. */
export type RecoveredCart = { token: string; items: RecoveredLine[]; code: string | null; notes: string[] };

/**
 * Where a checkout stands: recovered once an order completed it after its recovery mail; otherwise open until the
 * delay has passed since the shopper's last change, abandoned after.
 */
export function statusOf(c: Pick<CheckoutRow, "completedAt" | "recoveryEmailSentAt" | "activeAt">, delayMinutes: number, now: Date): CheckoutStatus {
  if (c.completedAt) return "recovered";
  return c.activeAt.getTime() + delayMinutes * 60_000 <= now.getTime() ? "abandoned" : "open";
}

export function toAbandonedDto(c: CheckoutRow, delayMinutes: number, now: Date): AbandonedCheckoutDto {
  return {
    id: c.id,
    email: c.email,
    total: c.total,
    itemsCount: c.itemsCount,
    status: statusOf(c, delayMinutes, now),
    createdAt: c.createdAt.toISOString(),
    recoveryEmailSentAt: c.recoveryEmailSentAt?.toISOString() ?? null,
    recoveredOrderId: c.completedAt ? c.orderId : null,
  };
}
