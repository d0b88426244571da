import { parseMinor } from "@/lib/money";
import type { ShippingTierDto } from "@/lib/shipping/schemas";

/**
 * The shipping tier form's rules, kept pure so they are unit-tested:
 * the default first range is 0 to 50 at price 0; a new range starts at the previous range's upper bound;
 * at least one range remains; "All Countries" clears the others and unticking the last country
 * returns the list to "All".
 */

export type RangeDraft = { from: string; to: string; price: string };

export type TierDraft = {
  name: string;
  pricingType: "fixed" | "variable";
  fixedPrice: string;
  freeAbove: string;
  priceRanges: RangeDraft[];
  countries: string[];
  deliveryTime: string;
  isActive: boolean;
};

export const DEFAULT_RANGE: RangeDraft = { from: "0", to: "50", price: "0" };

export function emptyDraft(): TierDraft {
  return { name: "", pricingType: "fixed", fixedPrice: "", freeAbove: "", priceRanges: [{ ...DEFAULT_RANGE }], countries: ["ALL"], deliveryTime: "", isActive: true };
}

const str = (n: number | string | null | undefined) => (n === null || n === undefined ? "" : String(n));

export function draftFromTier(t: ShippingTierDto): TierDraft {
  return {
    name: t.name,
    pricingType: t.pricingType,
    fixedPrice: str(t.fixedPrice),
    freeAbove: str(t.freeAbove),
    priceRanges: t.priceRanges.length > 0 ? t.priceRanges.map((r) => ({ from: str(r.from), to: str(r.to), price: str(r.price) })) : [{ ...DEFAULT_RANGE }],
    countries: t.countries.length > 0 ? [...t.countries] : ["ALL"],
    deliveryTime: t.deliveryTime ?? "",
    isActive: t.isActive,
  };
}

export function addRange(ranges: RangeDraft[]): RangeDraft[] {
  const last = ranges[ranges.length - 1];
  return [...ranges, { from: last ? last.to : "0", to: "", price: "" }];
}

export function removeRange(ranges: RangeDraft[], index: number): RangeDraft[] {
  if (ranges.length <= 1) return ranges;
  return ranges.filter((_, i) => i !== index);
}

export function toggleCountry(list: string[], code: string, checked: boolean): string[] {
  if (code === "ALL") return ["ALL"];
  if (checked) return [...list.filter((c) => c !== "ALL" && c !== code), code];
  const rest = list.filter((c) => c !== code && c !== "ALL");
  return rest.length === 0 ? ["ALL"] : rest;
}

/** An amount as the server takes it (lib/money's parse): digits, at most two decimals, not negative. */
const isMoney = (s: string) => (parseMinor(s.trim()) ?? -1) >= 0;

/** The form's own checks before sending (the server checks again). Keys match the server's field names. */
export function validateDraft(d: TierDraft): Record<string, string> {
  const e: Record<string, string> = {};
  if (!d.name.trim()) e.name = "Name is required";
  if (d.pricingType === "fixed") {
    if (!d.fixedPrice.trim()) e.fixedPrice = "Fixed price is required";
    else if (!isMoney(d.fixedPrice)) e.fixedPrice = "Enter an amount like 49 or 49.99";
  } else {
    if (d.priceRanges.length === 0) e.priceRanges = "Add at least one price range";
    d.priceRanges.forEach((r, i) => {
      if (!r.from.trim()) e[`priceRanges.${i}.from`] = "From is required";
      else if (!isMoney(r.from)) e[`priceRanges.${i}.from`] = "Enter an amount";
      if (!r.price.trim()) e[`priceRanges.${i}.price`] = "Price is required";
      else if (!isMoney(r.price)) e[`priceRanges.${i}.price`] = "Enter an amount";
      if (r.to.trim() && !isMoney(r.to)) e[`priceRanges.${i}.to`] = "Enter an amount";
      else if (r.to.trim() && isMoney(r.from) && parseMinor(r.to.trim())! <= parseMinor(r.from.trim())!) e[`priceRanges.${i}.to`] = "To must be more than From";
    });
  }
  if (d.freeAbove.trim() && !isMoney(d.freeAbove)) e.freeAbove = "Enter an amount like 999 or 999.50";
  return e;
}

/** The request body; the countries list is sent only for international tiers. */
export function toPayload(d: TierDraft, shippingType: "domestic" | "international") {
  return {
    name: d.name.trim(),
    shippingType,
    pricingType: d.pricingType,
    fixedPrice: d.pricingType === "fixed" ? d.fixedPrice.trim() : null,
    freeAbove: d.freeAbove.trim() || null,
    priceRanges:
      d.pricingType === "variable" ? d.priceRanges.map((r) => ({ from: r.from.trim(), to: r.to.trim() || null, price: r.price.trim() })) : [],
    ...(shippingType === "international" ? { countries: d.countries } : {}),
    deliveryTime: d.deliveryTime.trim() || null,
    isActive: d.isActive,
  };
}
