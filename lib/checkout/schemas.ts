import { z } from "zod";
import { quantityField } from "@/lib/validation";
import type { ShippingType } from "@/lib/shipping/calculate";

/** The checkout's estimate requests (POST /api/calculate-tax, /api/calculate-shipping) and answers. */

export const taxQuoteSchema = z.object({
  buyerLocation: z.object({
    country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, "Country is required"),
    state: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || null),
  }),
  cartItems: z
    .array(
      z.object({
        productId: z.uuid("Invalid product"),
        quantity: quantityField(),
        // Accepted and ignored: the catalogue's price is used.
        price: z.unknown().optional(),
      }),
    )
    .max(100),
});

export type TaxQuote = { taxAmount: number; taxBreakdown: { label: string; rate: number; amount: number }[]; taxInclusive: boolean };

export type TaxQuoteInput = z.output<typeof taxQuoteSchema>;

export const shippingQuoteSchema = z.object({
  shippingType: z.enum(["domestic", "international"]).optional(),
  orderValue: z.coerce.number().min(0).max(99_999_999),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,3}$/, "Invalid country")
    .nullish(),
});

export type ShippingQuoteDto = { shippingCost: number; shippingType: ShippingType; tierName: string | null; deliveryTime: string | null };

export type ShippingQuoteInput = z.output<typeof shippingQuoteSchema>;
