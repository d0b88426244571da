import { z } from "zod";
import { discountCodeInput } from "@/lib/discounts/schemas";
import { quantityField } from "@/lib/validation";
import type { CartItem } from "./cart";

/** A stored line: a variant of this store's product and how many (db/schema/carts.ts keeps a list of them). */
export type StoredLine = { productId: string; variantId: string; quantity: number };

/** How many lines a stored cart holds: as many as one order may (POST /api/orders). */
export const MAX_CART_LINES = 100;

const cartLineInput = z.object({
  productId: z.uuid("Invalid product"),
  /** Absent on lines stored before variants: the product's only variant is meant. */
  variantId: z.uuid("Invalid variant").nullish(),
  quantity: quantityField(),
});

/**
 * PUT /api/customers/cart and POST /api/customers/cart/merge: the browser's cart as the server reads it,
 * ids and quantities (names, prices and stock come from the catalogue) and the applied code.
 */
export const cartInputSchema = z.object({
  lines: z.array(cartLineInput, "Lines must be a list").max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines`),
  discountCode: discountCodeInput.optional(),
});
export type CartInput = z.output<typeof cartInputSchema>;

/**
 * A signed-in customer's stored cart as the browser shows it: each line with the catalogue's name, price,
 * image and stock (lines whose product is no longer on sale are left out), the code, and the revision the
 * browser keeps to know whether another device changed the cart since.
 */
export type CustomerCartDto = { items: CartItem[]; discountCode: string | null; revision: number };
