import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceOrder } from "@/lib/checkout/pricing";
import { allocate, BETTER_DISCOUNT, chooseDiscounts, whyNot, type DiscountLine, type DiscountRule } from "./apply";

const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  id: "d1",
  code: "SAVE10",
  title: null,
  type: "percentage",
  value: "10.00",
  appliesTo: { productIds: [], collectionIds: [], categoryIds: [] },
  minSubtotal: null,
  minQuantity: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  timesUsed: 0,
  oncePerCustomer: false,
  firstOrderOnly: false,
  customerSegmentIds: [],
  automatic: false,
  combinesWithCode: false,
  isActive: true,
  ...over,
});
const line = (productId: string, amount: number, quantity = 1, extra: Partial<DiscountLine> = {}): DiscountLine => ({ productId, categoryId: null, collectionIds: [], amount, quantity, ...extra });
const now = new Date("2026-11-25T12:00:00Z");
const noShipping = () => 0;

describe("allocate", () => {
  it("shares in proportion, the remainder on the last line", () => {
    expect(allocate(100, [100, 100, 100])).toEqual([33, 33, 34]);
    expect(allocate(1000, [1000])).toEqual([1000]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });

  it("property: the shares add up to the discount exactly and no line goes below zero", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 400_000_000 }), (amounts, total) => {
        const shares = allocate(total, amounts);
        const sum = amounts.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(total, sum));
        shares.forEach((s, i) => {
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(amounts[i]);
          expect(Number.isInteger(s)).toBe(true);
        });
      }),
      { numRuns: 500 },
    );
  });
});

describe("whyNot", () => {
  const lines = [line("p1", 40000, 2)];
  it("gives the shopper's reason", () => {
    expect(whyNot(rule({ endsAt: new Date("2026-01-01") }), lines, now, null, "INR")).toBe("This code has expired");
    expect(whyNot(rule({ startsAt: new Date("2027-01-01") }), lines, now, null, "INR")).toBe("This code is not active yet");
    expect(whyNot(rule({ usageLimit: 3, timesUsed: 3 }), lines, now, null, "INR")).toBe("This code has been used up");
    expect(whyNot(rule({ minSubtotal: "500.00" }), lines, now, null, "INR")).toBe("Spend ₹500.00 or more to use this code");
    expect(whyNot(rule({ minQuantity: 3 }), lines, now, null, "INR")).toBe("Add 3 or more items to use this code");
    expect(whyNot(rule({ appliesTo: { productIds: ["p9"], collectionIds: [], categoryIds: [] } }), lines, now, null, "INR")).toBe("This code does not apply to the items in your cart");
    expect(whyNot(rule({ oncePerCustomer: true }), lines, now, { usedDiscountIds: new Set(["d1"]), hasOrdered: true }, "INR")).toBe("You have already used this code");
    expect(whyNot(rule({ firstOrderOnly: true }), lines, now, { usedDiscountIds: new Set(), hasOrdered: true }, "INR")).toBe("This code is for a first order only");
    expect(whyNot(rule({ isActive: false }), lines, now, null, "INR")).toBe("This code is not valid");
    expect(whyNot(rule({ minSubtotal: "400.00", minQuantity: 2 }), lines, now, null, "INR")).toBeNull();
  });
});

describe("chooseDiscounts", () => {
  it("targets products, categories and collections, and only their lines get a share", () => {
    const lines = [line("p1", 10000), line("p2", 30000, 1, { categoryId: "c1" }), line("p3", 20000, 1, { collectionIds: ["k1"] })];
    const r = chooseDiscounts({ code: rule({ appliesTo: { productIds: [], collectionIds: ["k1"], categoryIds: ["c1"] } }), automatic: [], lines, now, customer: null, currency: "INR", shippingFor: noShipping });
    expect(r.lineDiscounts).toEqual([0, 3000, 2000]);
    expect(r.total).toBe(5000);
  });

  it("a fixed amount is capped at what it targets; free shipping takes the shipping", () => {
    const lines = [line("p1", 3000)];
    expect(chooseDiscounts({ code: rule({ type: "fixed", value: "50.00" }), automatic: [], lines, now, customer: null, currency: "INR", shippingFor: noShipping }).lineDiscounts).toEqual([3000]);
    const free = chooseDiscounts({ code: rule({ type: "free_shipping", value: "0" }), automatic: [], lines, now, customer: null, currency: "INR", shippingFor: () => 4900 });
    expect(free).toMatchObject({ shippingDiscount: 4900, total: 4900, lineDiscounts: [0] });
  });

  it("the better of a code and an automatic discount applies unless the automatic one combines", () => {
    const lines = [line("p1", 100000)];
    const auto = rule({ id: "a1", code: null, automatic: true, title: "Sale", value: "20.00" });
    const beaten = chooseDiscounts({ code: rule(), automatic: [auto], lines, now, customer: null, currency: "INR", shippingFor: noShipping });
    expect(beaten).toMatchObject({ total: 20000, codeError: BETTER_DISCOUNT });
    const wins = chooseDiscounts({ code: rule({ value: "30.00" }), automatic: [auto], lines, now, customer: null, currency: "INR", shippingFor: noShipping });
    expect(wins).toMatchObject({ total: 30000, codeError: null });
    const both = chooseDiscounts({ code: rule(), automatic: [{ ...auto, combinesWithCode: true }], lines, now, customer: null, currency: "INR", shippingFor: noShipping });
    // 20 % first, then 10 % of what is left: 20000 + 8000.
    expect(both).toMatchObject({ total: 28000, codeError: null });
    expect(both.applied.map((a) => a.id)).toEqual(["a1", "d1"]);
  });
});

describe("priceOrder with discounts", () => {
  const store = { country: "IN", currency: "INR", taxEnabled: true, taxationType: "exclusive" as const, codCharges: "0" };
  const gst = { isActive: true, levels: [{ level: 1, labelName: "GST", taxRate: 18, country: null, applyToAllCountries: true, state: null, applyToAllStates: false }] };
  const tiers = [{ id: "t1", name: "Standard", shippingType: "domestic" as const, pricingType: "fixed" as const, fixedPrice: 5000, freeAbove: 100000, priceRanges: [], countries: [], isActive: true }];

  it("taxes the discounted lines and takes shipping on the discounted subtotal (hand calculation)", () => {
    const p = priceOrder({
      store,
      lines: [
        { unitPrice: "600.00", quantity: 1, taxable: true, rule: gst, productId: "p1" },
        { unitPrice: "500.00", quantity: 1, taxable: true, rule: gst, productId: "p2" },
      ],
      buyer: { country: "IN", state: "Karnataka" },
      tiers,
      paymentMethod: null,
      discounts: { code: rule(), automatic: [], customer: null, now },
    });
    // 10 % of 1100 = 110, shared 60 / 50. Tax 18 % of 990 = 178.20. 990 < 1000: shipping 50 is charged.
    expect(p.lineDiscounts).toEqual([6000, 5000]);
    expect(p).toMatchObject({ subtotal: 110000, discountTotal: 11000, tax: 17820, shipping: 5000, total: 110000 - 11000 + 5000 + 17820 });
  });

  it("inclusive tax is the part of what is left to pay", () => {
    const p = priceOrder({
      store: { ...store, taxationType: "inclusive" },
      lines: [{ unitPrice: "1180.00", quantity: 1, taxable: true, rule: gst, productId: "p1" }],
      buyer: { country: "IN" },
      tiers: [],
      paymentMethod: null,
      discounts: { code: rule({ type: "fixed", value: "118.00" }), automatic: [], customer: null, now },
    });
    expect(p).toMatchObject({ discountTotal: 11800, tax: 16200, total: 106200 });
  });

  it("property: totals are never negative and line discounts add up to the discount", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 0, max: 1_000_000 }), qty: fc.integer({ min: 1, max: 20 }) }), { minLength: 1, maxLength: 10 }),
        fc.oneof(fc.record({ type: fc.constant<"percentage">("percentage"), v: fc.integer({ min: 1, max: 10000 }) }), fc.record({ type: fc.constant<"fixed">("fixed"), v: fc.integer({ min: 1, max: 50_000_000 }) })),
        fc.constantFrom<"exclusive" | "inclusive">("exclusive", "inclusive"),
        (ls, d, taxationType) => {
          const value = (d.v / 100).toFixed(2);
          const p = priceOrder({
            store: { ...store, taxationType },
            lines: ls.map((l, i) => ({ unitPrice: (l.price / 100).toFixed(2), quantity: l.qty, taxable: true, rule: gst, productId: `p${i}` })),
            buyer: { country: "IN" },
            tiers,
            paymentMethod: null,
            discounts: { code: rule({ type: d.type, value: d.type === "percentage" ? (Math.min(d.v, 10000) / 100).toFixed(2) : value }), automatic: [], customer: null, now },
          });
          expect(p.total).toBeGreaterThanOrEqual(0);
          expect(p.tax).toBeGreaterThanOrEqual(0);
          expect(p.lineDiscounts.reduce((a, b) => a + b, 0) + p.shippingDiscount).toBe(p.discountTotal);
          expect(p.discountTotal).toBeLessThanOrEqual(p.subtotal);
        },
      ),
      { numRuns: 300 },
    );
  });
});
