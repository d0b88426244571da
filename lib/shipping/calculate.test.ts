import { describe, expect, it } from "vitest";
import { calculateShipping, shippingTypeFor, tierPrice, type TierInput } from "./calculate";

const tier = (p: Partial<TierInput>): TierInput => ({
  id: p.name ?? "t",
  name: "t",
  shippingType: "domestic",
  pricingType: "fixed",
  fixedPrice: null,
  freeAbove: null,
  priceRanges: [],
  countries: [],
  isActive: true,
  ...p,
});

// The demo store's tiers.
const standard = tier({ name: "Standard Delivery", fixedPrice: 4900, freeAbove: 99900 });
const express = tier({
  name: "Express",
  pricingType: "variable",
  priceRanges: [
    { from: 0, to: 50000, price: 9900 },
    { from: 50000, to: null, price: 14900 },
  ],
});
const intl = tier({ name: "International Standard", shippingType: "international", fixedPrice: 149900 });
const demo = [standard, express, intl];

describe("shipping type", () => {
  it("is domestic for the store's own country, else international", () => {
    expect(shippingTypeFor("IN", "IN")).toBe("domestic");
    expect(shippingTypeFor("IN", "in")).toBe("domestic");
    expect(shippingTypeFor("IN", "US")).toBe("international");
  });
});

describe("tier prices", () => {
  it("fixed gives fixedPrice", () => expect(tierPrice(standard, 50000)).toBe(4900));
  it("freeAbove is inclusive", () => {
    expect(tierPrice(standard, 99899)).toBe(4900);
    expect(tierPrice(standard, 99900)).toBe(0);
  });
  it("variable: from <= value < to, open-ended last range", () => {
    expect(tierPrice(express, 0)).toBe(9900);
    expect(tierPrice(express, 49999)).toBe(9900);
    expect(tierPrice(express, 50000)).toBe(14900);
    expect(tierPrice(express, 10_000_000)).toBe(14900);
  });
  it("variable with no matching range does not apply", () => {
    const t = tier({ pricingType: "variable", priceRanges: [{ from: 10000, to: 20000, price: 500 }] });
    expect(tierPrice(t, 5000)).toBeNull();
    expect(tierPrice(t, 20000)).toBeNull();
    expect(tierPrice(t, 10000)).toBe(500);
  });
  it("variable honours freeAbove too", () => {
    const t = tier({ pricingType: "variable", priceRanges: [{ from: 0, to: null, price: 1000 }], freeAbove: 5000 });
    expect(tierPrice(t, 4999)).toBe(1000);
    expect(tierPrice(t, 5000)).toBe(0);
  });
  it("a fixed tier without a price does not apply", () => expect(tierPrice(tier({}), 100)).toBeNull());
});

describe("calculateShipping", () => {
  it("takes the cheapest applicable domestic tier", () => {
    expect(calculateShipping({ storeCountry: "IN", buyerCountry: "IN", orderValue: 40000, tiers: demo })).toMatchObject({
      shippingCost: 4900,
      tierName: "Standard Delivery",
    });
    expect(calculateShipping({ storeCountry: "IN", buyerCountry: "IN", orderValue: 120000, tiers: demo }).shippingCost).toBe(0);
  });

  it("international buyers get international tiers only", () => {
    expect(calculateShipping({ storeCountry: "IN", buyerCountry: "US", orderValue: 120000, tiers: demo })).toMatchObject({
      shippingCost: 149900,
      tierName: "International Standard",
    });
  });

  it("international tiers with a countries list serve those countries (or ALL)", () => {
    const us = tier({ name: "US", shippingType: "international", fixedPrice: 1000, countries: ["US", "CA"] });
    const all = tier({ name: "ALL", shippingType: "international", fixedPrice: 3000, countries: ["ALL"] });
    expect(calculateShipping({ storeCountry: "IN", buyerCountry: "CA", orderValue: 1, tiers: [us, all] }).tierName).toBe("US");
    expect(calculateShipping({ storeCountry: "IN", buyerCountry: "GB", orderValue: 1, tiers: [us, all] }).tierName).toBe("ALL");
    expect(calculateShipping({ storeCountry: "IN", buyerCountry: "GB", orderValue: 1, tiers: [us] })).toEqual({
      shippingCost: 0,
      tierId: null,
      tierName: null,
      deliveryTime: null,
    });
  });

  it("inactive tiers are ignored; no tier means 0", () => {
    expect(calculateShipping({ storeCountry: "IN", buyerCountry: "IN", orderValue: 100, tiers: [{ ...standard, isActive: false }] }).shippingCost).toBe(0);
    expect(calculateShipping({ storeCountry: "IN", buyerCountry: "IN", orderValue: 100, tiers: [] }).shippingCost).toBe(0);
  });

  it("an explicit shipping type wins over the countries", () => {
    expect(calculateShipping({ storeCountry: "IN", buyerCountry: null, orderValue: 100, tiers: demo, shippingType: "international" }).shippingCost).toBe(149900);
  });
});
