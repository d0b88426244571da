import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromMinor, toMinor } from "@/lib/money";
import type { TierInput } from "@/lib/shipping/calculate";
import type { TaxRuleInput } from "@/lib/tax/calculate";
import { priceOrder, type StoreTerms } from "./pricing";

const GST: TaxRuleInput = {
  isActive: true,
  levels: [
    { level: 1, labelName: "CGST", taxRate: "9.000", country: "IN", applyToAllCountries: false, state: null, applyToAllStates: true },
    { level: 2, labelName: "SGST", taxRate: "9.000", country: "IN", applyToAllCountries: false, state: null, applyToAllStates: true },
  ],
};
const standard: TierInput = {
  id: "s",
  name: "Standard",
  shippingType: "domestic",
  pricingType: "fixed",
  fixedPrice: 4900,
  freeAbove: 99900,
  priceRanges: [],
  countries: [],
  isActive: true,
};
const demo: StoreTerms = { country: "IN", currency: "INR", taxEnabled: true, taxationType: "exclusive", codCharges: "49.00" };

describe("priceOrder", () => {
  it("adds subtotal, shipping, exclusive tax and COD charges", () => {
    const p = priceOrder({
      store: demo,
      lines: [
        { unitPrice: "599.00", quantity: 1, taxable: true, rule: GST },
        { unitPrice: "349.00", quantity: 1, taxable: true, rule: null },
      ],
      buyer: { country: "IN", state: "Karnataka" },
      tiers: [standard],
      paymentMethod: "cod",
    });
    expect(p).toMatchObject({ subtotal: 94800, tax: 10782, shipping: 4900, codCharges: 4900 });
    expect(p.total).toBe(94800 + 10782 + 4900 + 4900);
  });

  it("charges no COD fee for online payment and free shipping above the threshold", () => {
    const p = priceOrder({
      store: demo,
      lines: [{ unitPrice: "1000.00", quantity: 1, taxable: true, rule: GST }],
      buyer: { country: "IN" },
      tiers: [standard],
      paymentMethod: "razorpay",
    });
    expect(p).toMatchObject({ subtotal: 100000, tax: 18000, shipping: 0, codCharges: 0, total: 118000 });
  });

  it("inclusive tax is reported but does not grow the total", () => {
    const p = priceOrder({
      store: { ...demo, taxationType: "inclusive" },
      lines: [{ unitPrice: "1180.00", quantity: 1, taxable: true, rule: GST }],
      buyer: { country: "IN" },
      tiers: [],
      paymentMethod: "stripe",
    });
    expect(p).toMatchObject({ subtotal: 118000, tax: 18000, taxInclusive: true, shipping: 0, total: 118000 });
  });
});

describe("priceOrder, properties", () => {
  const amount = fc.integer({ min: 0, max: 9_999_999 }).map(fromMinor);
  const rate = fc.constantFrom("0", "0.250", "3.125", "5", "9", "12.5", "18", "28");
  const level = (lvl: 1 | 2) =>
    fc.record({
      level: fc.constant(lvl),
      labelName: fc.constantFrom("CGST", "SGST", "VAT", "Cess"),
      taxRate: rate,
      country: fc.constantFrom(null, "IN", "US"),
      applyToAllCountries: fc.boolean(),
      state: fc.constantFrom(null, "Karnataka", "Georgia"),
      applyToAllStates: fc.boolean(),
    });
  const rule = fc.option(fc.record({ isActive: fc.boolean(), levels: fc.array(fc.oneof(level(1), level(2)), { maxLength: 4 }) }), { nil: null });
  const line = fc.record({ unitPrice: amount, quantity: fc.integer({ min: 1, max: 50 }), taxable: fc.boolean(), rule });
  const tier = fc.record({
    id: fc.uuid(),
    name: fc.constant("Tier"),
    shippingType: fc.constantFrom("domestic" as const, "international" as const),
    pricingType: fc.constantFrom("fixed" as const, "variable" as const),
    fixedPrice: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
    freeAbove: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
    priceRanges: fc.array(fc.record({ from: fc.nat({ max: 5000 }), to: fc.option(fc.nat({ max: 50_000 }), { nil: null }), price: fc.nat({ max: 500 }) }), { maxLength: 3 }),
    countries: fc.constantFrom<string[]>([], ["ALL"], ["US"], ["IN", "GB"]).map((c) => [...c]),
    isActive: fc.boolean(),
  });
  const input = fc.record({
    store: fc.record({
      country: fc.constantFrom("IN", "US"),
      currency: fc.constantFrom("INR", "USD", "JPY"),
      taxEnabled: fc.boolean(),
      taxationType: fc.constantFrom("exclusive" as const, "inclusive" as const),
      codCharges: amount,
    }),
    lines: fc.array(line, { maxLength: 8 }),
    buyer: fc.record({ country: fc.constantFrom("IN", "US", "GB"), state: fc.constantFrom(null, "Karnataka", "Georgia") }),
    tiers: fc.array(tier, { maxLength: 4 }),
    paymentMethod: fc.constantFrom("cod" as const, "razorpay" as const, "stripe" as const, "paypal" as const, null),
  });

  it("total = subtotal + shipping + tax (exclusive only) + COD charges, all in whole minor units and never negative", () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        for (const v of [p.subtotal, p.shipping, p.tax, p.codCharges, p.total]) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(p.total).toBe(p.subtotal + p.shipping + (p.taxInclusive ? 0 : p.tax) + p.codCharges);
        expect(p.taxInclusive).toBe(i.store.taxationType === "inclusive");
      }),
    );
  });

  it("the subtotal is the sum of unit price × quantity; the breakdown's labels add up to the tax", () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        expect(p.subtotal).toBe(i.lines.reduce((n, l) => n + toMinor(l.unitPrice) * l.quantity, 0));
        expect(p.taxBreakdown.reduce((n, b) => n + b.amount, 0)).toBe(p.tax);
        for (const b of p.taxBreakdown) expect(b.amount).toBeGreaterThanOrEqual(0);
        // JPY is charged in whole yen: every tax label is a multiple of 100 of our minor units.
        if (i.store.currency === "JPY") for (const b of p.taxBreakdown) expect(b.amount % 100).toBe(0);
      }),
    );
  });

  it("COD charges only for cash on delivery; no tax when the store has tax off; inclusive tax never exceeds the subtotal", () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        expect(p.codCharges).toBe(i.paymentMethod === "cod" ? toMinor(i.store.codCharges) : 0);
        if (!i.store.taxEnabled) expect(p.tax).toBe(0);
        if (p.taxInclusive) expect(p.tax).toBeLessThanOrEqual(p.subtotal);
      }),
    );
  });
});
