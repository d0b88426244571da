import { describe, expect, it } from "vitest";
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
