import { z } from "zod";
import type { PriceRange } from "@/db/schema";
import { toMinor } from "@/lib/money";
import { moneyField } from "@/lib/validation";

/**
 * The owner's shipping tiers. Money arrives as numbers or decimal strings and is kept, stored and answered
 * as "12.50", price ranges too ({from, to|null, price}); the calculator gets them in minor units.
 */

export const SHIPPING_COUNTRIES = ["ALL", "US", "CA", "GB", "AU", "IN", "DE", "FR", "JP", "CN"] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

export const SHIPPING_COUNTRY_NAMES: Record<ShippingCountry, string> = {
  ALL: "All Countries",
  US: "United States",
  CA: "Canada",
  GB: "United Kingdom",
  AU: "Australia",
  IN: "India",
  DE: "Germany",
  FR: "France",
  JP: "Japan",
  CN: "China",
};

const rangeSchema = z.object({
  from: moneyField({ label: "From" }),
  to: moneyField({ label: "To" }),
  price: moneyField({ label: "Price" }),
});

/** Every field optional: POST checks the whole tier with checkTier, PATCH merges onto the stored tier first. */
export const tierFieldsSchema = z.object({
  name: z
    .string("Name is required")
    .trim()
    .min(1, "Name is required")
    .max(120, "Name must be at most 120 characters")
    .optional(),
  shippingType: z.enum(["domestic", "international"], "Shipping type must be domestic or international").optional(),
  pricingType: z.enum(["fixed", "variable"], "Pricing type must be fixed or variable").optional(),
  fixedPrice: moneyField({ label: "Fixed price" }),
  freeAbove: moneyField({ label: "Free above" }),
  priceRanges: z.array(rangeSchema, "Price ranges must be a list").max(50, "At most 50 price ranges").optional(),
  countries: z
    .array(z.string().trim().toUpperCase().pipe(z.enum(SHIPPING_COUNTRIES, "Unknown country")), "Countries must be a list")
    .max(SHIPPING_COUNTRIES.length * 2)
    .nullish(),
  deliveryTime: z
    .string()
    .trim()
    .max(100, "Delivery time must be at most 100 characters")
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  isActive: z.boolean("isActive must be true or false").optional(),
});

export type TierFields = z.output<typeof tierFieldsSchema>;

/** A tier ready to store. */
export type TierValues = {
  name: string;
  shippingType: "domestic" | "international";
  pricingType: "fixed" | "variable";
  fixedPrice: string | null;
  freeAbove: string | null;
  priceRanges: PriceRange[];
  countries: string[];
  deliveryTime: string | null;
  isActive: boolean;
};

/** International countries: [] or a list holding ALL means every country (kept as ["ALL"]). */
export function normalizeCountries(list: readonly string[] | null | undefined): string[] {
  const codes = [...new Set((list ?? []).map((c) => c.toUpperCase()))];
  if (codes.length === 0 || codes.includes("ALL")) return ["ALL"];
  return SHIPPING_COUNTRIES.filter((c) => codes.includes(c));
}

/**
 * The whole-tier rules: name required; fixed needs fixedPrice; variable needs at least one
 * range, each with from and price, and a `to` (when set) above its `from`. Returns the tier to store, or
 * the per-field messages.
 */
export function checkTier(t: TierFields): { ok: true; value: TierValues } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!t.name) errors.name = "Name is required";
  if (!t.shippingType) errors.shippingType = "Shipping type must be domestic or international";
  const pricingType = t.pricingType ?? "fixed";
  const ranges: TierValues["priceRanges"] = [];
  if (pricingType === "fixed") {
    if (t.fixedPrice === null || t.fixedPrice === undefined) errors.fixedPrice = "Fixed price is required";
  } else {
    const list = t.priceRanges ?? [];
    if (list.length === 0) errors.priceRanges = "Add at least one price range";
    list.forEach((r, i) => {
      if (r.from === null || r.from === undefined) errors[`priceRanges.${i}.from`] = "From is required";
      if (r.price === null || r.price === undefined) errors[`priceRanges.${i}.price`] = "Price is required";
      if (r.from != null && r.to != null && toMinor(r.to) <= toMinor(r.from)) errors[`priceRanges.${i}.to`] = "To must be more than From";
      if (r.from != null && r.price != null) ranges.push({ from: r.from, to: r.to ?? null, price: r.price });
    });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const shippingType = t.shippingType!;
  return {
    ok: true,
    value: {
      name: t.name!,
      shippingType,
      pricingType,
      fixedPrice: pricingType === "fixed" ? t.fixedPrice! : null,
      freeAbove: t.freeAbove ?? null,
      priceRanges: pricingType === "variable" ? ranges : [],
      countries: shippingType === "international" ? normalizeCountries(t.countries) : [],
      deliveryTime: t.deliveryTime ?? null,
      isActive: t.isActive ?? true,
    },
  };
}

export const tierListQuerySchema = z.object({
  shippingType: z.enum(["domestic", "international"], "shippingType must be domestic or international").optional(),
});

export type ShippingTierDto = TierValues & { id: string; createdAt: string };
