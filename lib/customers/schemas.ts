import { z } from "zod";
import type { addresses } from "@/db/schema";
import { cityField, firstNameField, lastNameField, nullableText, offeredCountryField } from "@/lib/validation";
import { postalCodeRequired, statesOf } from "@/lib/regions";

/** One schema per form, shared by the dialog/checkout (react-hook-form) and the API, so both say the same. */

const addressFields = {
  firstName: firstNameField,
  lastName: lastNameField,
  address1: z.string().trim().min(1, "Address is required").max(200),
  address2: nullableText(200),
  city: cityField,
  state: nullableText(100),
  // Required, with the message in the words of the country's label (checkAddress): 'PIN code is required' in India.
  zipCode: z.string().trim().max(20, "At most 20 characters"),
  country: offeredCountryField,
  phone: nullableText(30),
  type: z.enum(["shipping", "billing"]).default("shipping"),
  isDefault: z.boolean().default(false),
};

/**
 * The postal code is required, in the words of the label the form shows for the country (postalCodeLabel);
 * the state is required, and must be one of the list, where the country has a list (tax rules match on it).
 */
function checkAddress(v: { country: string; state: string | null; zipCode: string }, ctx: z.RefinementCtx) {
  if (!v.zipCode) ctx.addIssue({ code: "custom", path: ["zipCode"], message: postalCodeRequired(v.country) });
  const list = statesOf(v.country);
  if (!list) return;
  if (!v.state) ctx.addIssue({ code: "custom", path: ["state"], message: "State/Province is required" });
  else if (!list.some((s) => s.toLowerCase() === v.state!.toLowerCase()))
    ctx.addIssue({ code: "custom", path: ["state"], message: "Please select a state from the list" });
}

/** Canonical spelling of a listed state ("karnataka" -> "Karnataka"). */
function canonicalState<T extends { country: string; state: string | null }>(v: T): T {
  const list = statesOf(v.country);
  if (!list || !v.state) return v;
  return { ...v, state: list.find((s) => s.toLowerCase() === v.state!.toLowerCase()) ?? v.state };
}

export const addressSchema = z.object(addressFields).superRefine(checkAddress).transform(canonicalState);
export type AddressInput = z.input<typeof addressSchema>;
export type AddressValues = z.output<typeof addressSchema>;

/** PUT /api/customers/addresses/{id} with only `isDefault: true` ("Make Default"). */
export const makeDefaultSchema = z.object({ isDefault: z.literal(true) }).strict();

export type AddressRow = typeof addresses.$inferSelect;

export type AddressDto = {
  id: string;
  type: "shipping" | "billing";
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  zipCode: string;
  country: string;
  phone: string | null;
  isDefault: boolean;
};

export function toAddressDto(a: AddressRow): AddressDto {
  return {
    id: a.id,
    type: a.type,
    firstName: a.firstName,
    lastName: a.lastName,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    country: a.country,
    phone: a.phone,
    isDefault: a.isDefault,
  };
}

// ---- profile and password: names are editable, the email is the login and stays

export const profileSchema = z
  .object({
    firstName: addressFields.firstName,
    lastName: addressFields.lastName,
  })
  .strict();
export type ProfileInput = z.output<typeof profileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(200),
  newPassword: z.string().min(1, "Password is required").min(6, "Password must be at least 6 characters").max(200),
});

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm your password") })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

// ---- wishlist

export const wishlistAddSchema = z.object({ productId: z.uuid("Invalid product") });
/** DELETE /api/customers/wishlist/{productId}. */
export const wishlistParams = z.object({ productId: z.uuid("Invalid product") });

export type WishlistItemDto = {
  id: string;
  productId: string;
  product: {
    id: string;
    name: string;
    slug: string;
    price: string;
    compareAtPrice: string | null;
    images: string[];
    quantity: number;
    trackQuantity: boolean;
    /** Sold in sizes, colours…: the shopper chooses on the product page (the wishlist links there). */
    hasOptions: boolean;
  };
};

/**
 * PUT /api/customers/addresses/{id}: any object; the service reads `{ isDefault: true }` alone as "make it the
 * default", anything else as the whole address, checked by addressSchema.
 */
export const addressPatchSchema = z.record(z.string(), z.unknown());

/** GET /api/customers/me?optional=1: a visitor gets 200 and null instead of 401. */
export const meQuerySchema = z.object({ optional: z.enum(["1", "true"]).optional() });
