import { z } from "zod";
import { fromMinor, parseMinor, toMinor } from "@/lib/money";
import { ORDER_PAYMENT_METHODS } from "@/lib/checkout/payment-methods";
import { giftCardCodesInput } from "@/lib/gift-cards/schemas";
import type { ShippingType } from "@/lib/shipping/calculate";
import type { TaxBreakdownItem } from "@/lib/tax/calculate";
import { MAX_MONEY, quantityField } from "@/lib/validation";
import { discountCodeInput } from "@/lib/discounts/schemas";
import type { OrderDiscountLine } from "@/db/schema";

/**
 * The checkout's quote requests and answers: POST /api/checkout/quote (the whole price, what the page
 * shows) and the two single-figure calls the spec documents (POST /api/calculate-tax,
 * /api/calculate-shipping). Every amount in an answer is a decimal string in the store's currency
 * ("1299.50"), like a product's price; rates are percentages (numbers).
 */

const buyerLocationSchema = z.object({
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, "Country is required"),
  state: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || null),
});

export const taxQuoteSchema = z.object({
  buyerLocation: buyerLocationSchema,
  cartItems: z
    .array(
      z.object({
        productId: z.uuid("Invalid product"),
        variantId: z.uuid("Invalid variant").nullish(),
        quantity: quantityField(),
        // Accepted and ignored: the catalogue's price is used.
        price: z.unknown().optional(),
      }),
    )
    .max(100),
});

export type TaxQuoteInput = z.output<typeof taxQuoteSchema>;

/** One label of a tax breakdown on the wire. */
export type TaxBreakdownDto = { label: string; rate: number; amount: string };

export type TaxQuote = { taxAmount: string; taxBreakdown: TaxBreakdownDto[]; taxInclusive: boolean };

/** lib/tax's breakdown (minor units) as the wire carries it. */
export const toTaxBreakdownDto = (items: TaxBreakdownItem[]): TaxBreakdownDto[] => items.map((b) => ({ label: b.label, rate: b.rate, amount: fromMinor(b.amount) }));

const MAX_MINOR = toMinor(MAX_MONEY);

/**
 * An order value in minor units, from a decimal string ("500.00", what the quote answers carry) or, as
 * the documented client sends it, a JSON number.
 */
const orderValueField = z.union([z.number(), z.string()], "Invalid order value").transform((v, ctx) => {
  const minor = typeof v === "string" ? parseMinor(v.trim()) : Number.isFinite(v) && v >= 0 && v <= MAX_MONEY ? toMinor(v) : null;
  if (minor === null || minor < 0 || minor > MAX_MINOR) {
    ctx.addIssue({ code: "custom", message: "Invalid order value" });
    return z.NEVER;
  }
  return minor;
});

export const shippingQuoteSchema = z.object({
  shippingType: z.enum(["domestic", "international"]).optional(),
  /** Minor units after parsing. */
  orderValue: orderValueField,
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,3}$/, "Invalid country")
    .nullish(),
});

export type ShippingQuoteDto = { shippingCost: string; shippingType: ShippingType; tierName: string | null; deliveryTime: string | null };

export type ShippingQuoteInput = z.output<typeof shippingQuoteSchema>;

/**
 * POST /api/checkout/quote: what POST /api/orders would charge for this cart, address and method, by
 * the same rules and the catalogue's prices. Only ids and quantities are read: prices, totals and the
 * store come from the server.
 */
export const orderQuoteSchema = z.object({
  /** Absent: the store's own country (the cart drawer, before the shopper's address is known). */
  buyerLocation: buyerLocationSchema.optional(),
  items: z
    .array(z.object({ productId: z.uuid("Invalid product"), variantId: z.uuid("Invalid variant").nullish(), quantity: quantityField() }))
    .max(100, "Too many items in one order"),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS, "Choose a payment method").optional(),
  discountCode: discountCodeInput.optional(),
  giftCardCodes: giftCardCodesInput,
});

export type OrderQuoteInput = z.output<typeof orderQuoteSchema>;

/** The answer of POST /api/checkout/quote: the checkout summary shows exactly these figures. */
export type OrderQuote = {
  currency: string;
  /** The basket holds gift-card products (record 0158): the checkout asks for a recipient; no gift card may pay. */
  giftCardProducts?: boolean;
  /** The priced lines (products no longer on sale are left out), in the order given. */
  lines: { productId: string; variantId: string; quantity: number; unitPrice: string; lineTotal: string; discount: string }[];
  subtotal: string;
  /** The code that applies (null: none), the discounts applied, and their total (lines + shipping). */
  discountCode: string | null;
  discounts: OrderDiscountLine[];
  discountTotal: string;
  shippingDiscount: string;
  /**
   * subtotal − the lines' discounts (shipping, tax and COD charges not yet in): the cart drawer's total,
   * shown before the address is known.
   */
  itemsTotal: string;
  /** Why the code sent does not apply ('This code has expired'…), or null. */
  discountError: string | null;
  shipping: string;
  tax: string;
  taxBreakdown: TaxBreakdownDto[];
  /** Prices already contain the tax: it is shown, and not added to the total. */
  taxInclusive: boolean;
  codCharges: string;
  /** subtotal − discountTotal + shipping + tax (exclusive only) + COD charges. */
  total: string;
  /** The gift cards given and what each would pay of the total (a tender, after tax and shipping; record 0155). */
  giftCards: { last4: string; amount: string; balanceAfter: string }[];
  giftCardTotal: string;
  /** total − giftCardTotal: what the chosen method pays ("0.00": send paymentMethod "gift_card"). */
  amountDue: string;
  /** Why the gift cards given cannot pay ('Gift card not found: check the code'…), or null. */
  giftCardError: string | null;
};

/** GET /api/tenants/{slug or id}/payment-methods: the store named by its slug or its id. */
export const storeKeyParams = z.object({ id: z.string().trim().min(1).max(100) });
