import { describe, expect, it } from "vitest";
import { checkTier, normalizeCountries, tierFieldsSchema } from "./schemas";

const parse = (v: unknown) => tierFieldsSchema.parse(v);

describe("checkTier", () => {
  it("fixed tiers need a fixed price; ranges are dropped", () => {
    expect(checkTier(parse({ name: "A", shippingType: "domestic", pricingType: "fixed" }))).toEqual({ ok: false, errors: { fixedPrice: "Fixed price is required" } });
    const r = checkTier(parse({ name: "A", shippingType: "domestic", pricingType: "fixed", fixedPrice: 49, priceRanges: [{ from: 0, to: 1, price: 1 }], countries: ["US"] }));
    expect(r).toEqual({
      ok: true,
      value: { name: "A", shippingType: "domestic", pricingType: "fixed", fixedPrice: "49.00", freeAbove: null, priceRanges: [], countries: [], deliveryTime: null, isActive: true },
    });
  });

  it("variable tiers need a range with from and price; to above from", () => {
    expect(checkTier(parse({ name: "A", shippingType: "domestic", pricingType: "variable" })).ok).toBe(false);
    const bad = checkTier(parse({ name: "A", shippingType: "domestic", pricingType: "variable", priceRanges: [{ from: 10, to: 5, price: 1 }] }));
    expect(bad).toEqual({ ok: false, errors: { "priceRanges.0.to": "To must be more than From" } });
    const ok = checkTier(parse({ name: "A", shippingType: "domestic", pricingType: "variable", fixedPrice: 3, priceRanges: [{ from: "0", to: "", price: "9.5" }] }));
    expect(ok.ok && ok.value).toMatchObject({ fixedPrice: null, priceRanges: [{ from: "0.00", to: null, price: "9.50" }] });
  });

  it("requires a name and a type", () => {
    expect(checkTier(parse({ pricingType: "fixed", fixedPrice: 1 }))).toEqual({
      ok: false,
      errors: { name: "Name is required", shippingType: "Shipping type must be domestic or international" },
    });
  });

  it("rejects negative or 3-decimal money and unknown countries", () => {
    expect(tierFieldsSchema.safeParse({ fixedPrice: "-1" }).success).toBe(false);
    expect(tierFieldsSchema.safeParse({ freeAbove: "1.005" }).success).toBe(false);
    expect(tierFieldsSchema.safeParse({ countries: ["ZZ"] }).success).toBe(false);
  });
});

describe("normalizeCountries", () => {
  it("[] or a list with ALL means all; others keep the offered order", () => {
    expect(normalizeCountries([])).toEqual(["ALL"]);
    expect(normalizeCountries(null)).toEqual(["ALL"]);
    expect(normalizeCountries(["US", "ALL"])).toEqual(["ALL"]);
    expect(normalizeCountries(["in", "US", "US"])).toEqual(["US", "IN"]);
  });
});
