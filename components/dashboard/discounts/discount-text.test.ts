import { describe, expect, it } from "vitest";
import { appliesToLabel, conditionsSummary, datesLabel, discountName, generateCode, shortMoney, statusBadge, statusLabel, trimDecimal, usageLabel, valueLabel } from "./discount-text";

const none = { productIds: [], collectionIds: [], categoryIds: [] };
const noConditions = { minSubtotal: null, minQuantity: null, usageLimit: null, oncePerCustomer: false, firstOrderOnly: false, automatic: false, combinesWithCode: false };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("the list's words", () => {
  it("says what a discount takes off, in the store's currency", () => {
    expect(valueLabel({ type: "percentage", value: "10.00" }, "INR")).toBe("10% off");
    expect(valueLabel({ type: "percentage", value: "12.50" }, "INR")).toBe("12.5% off");
    expect(valueLabel({ type: "fixed", value: "50.00" }, "INR")).toBe("₹50 off");
    expect(valueLabel({ type: "fixed", value: "49.50" }, "USD")).toBe("$49.50 off");
    expect(valueLabel({ type: "fixed", value: "1500.00" }, "INR")).toBe("₹1,500 off");
    expect(valueLabel({ type: "free_shipping", value: "0.00" }, "INR")).toBe("Free shipping");
  });

  it("trims only the zeros of a decimal", () => {
    expect(trimDecimal("100.00")).toBe("100");
    expect(trimDecimal("10")).toBe("10");
    expect(trimDecimal("0.05")).toBe("0.05");
    expect(trimDecimal("abc")).toBe("abc");
    expect(shortMoney("500.00", "INR")).toBe("₹500");
  });

  it("names each status as the list shows it, with a badge colour", () => {
    expect(["active", "scheduled", "expired", "used_up", "inactive"].map((s) => statusLabel(s as never))).toEqual(["Active", "Scheduled", "Expired", "Used up", "Inactive"]);
    expect(statusBadge("active").variant).toBe("success");
    expect(statusBadge("scheduled").variant).toBe("warning");
    expect(statusBadge("inactive")).toEqual({ variant: "outline" });
    expect(statusBadge("used_up").className).toContain("bg-muted");
    expect(statusBadge("expired")).toEqual(statusBadge("used_up"));
  });

  it("says what it applies to: the whole order, or how many of each kind", () => {
    expect(appliesToLabel({ appliesTo: none })).toBe("Whole order");
    expect(appliesToLabel({ appliesTo: { productIds: [uuid(1), uuid(2), uuid(3)], collectionIds: [uuid(4)], categoryIds: [] } })).toBe("3 products, 1 collection");
    expect(appliesToLabel({ appliesTo: { productIds: [uuid(1)], collectionIds: [], categoryIds: [uuid(2), uuid(3)] } })).toBe("1 product, 2 categories");
  });

  it("sums up the conditions in one line", () => {
    expect(conditionsSummary(noConditions, "INR")).toBe("No conditions");
    expect(conditionsSummary({ ...noConditions, minSubtotal: "500.00", usageLimit: 3 }, "INR")).toBe("Minimum ₹500 · 3 uses");
    expect(conditionsSummary({ ...noConditions, minQuantity: 1, usageLimit: 1, oncePerCustomer: true, firstOrderOnly: true }, "INR")).toBe("Minimum 1 item · 1 use · Once per customer · First order only");
    // "Combines with codes" is an automatic discount's setting only.
    expect(conditionsSummary({ ...noConditions, combinesWithCode: true }, "INR")).toBe("No conditions");
    expect(conditionsSummary({ ...noConditions, automatic: true, combinesWithCode: true, minQuantity: 3 }, "INR")).toBe("Minimum 3 items · Combines with codes");
  });

  it("counts uses against the limit", () => {
    expect(usageLabel({ timesUsed: 2, usageLimit: 3 })).toBe("2 / 3 used");
    expect(usageLabel({ timesUsed: 0, usageLimit: 3 })).toBe("0 / 3 used");
    expect(usageLabel({ timesUsed: 7, usageLimit: null })).toBe("7 used");
  });

  it("names a discount by its code, else its title", () => {
    expect(discountName({ code: "SAVE10", title: "Ten" })).toBe("SAVE10");
    expect(discountName({ code: null, title: "Diwali sale" })).toBe("Diwali sale");
    expect(discountName({ code: null, title: null })).toBe("Untitled discount");
  });
});

describe("datesLabel", () => {
  it("says when a discount runs", () => {
    expect(datesLabel(null, null)).toBe("From now, no end");
    expect(datesLabel("2026-11-25T04:00:00.000Z", null, "en-GB", "Asia/Kolkata")).toBe("From 25 Nov 2026, 09:30, no end");
    expect(datesLabel("2026-11-25T04:00:00.000Z", "2026-11-30T18:30:00.000Z", "en-GB", "Asia/Kolkata")).toBe("From 25 Nov 2026, 09:30 until 1 Dec 2026, 00:00");
  });
});

describe("generateCode", () => {
  it("makes 8 upper-case letters and digits a shopper cannot misread, valid as a code", () => {
    for (let i = 0; i < 200; i++) {
      const code = generateCode();
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    }
    expect(new Set(Array.from({ length: 50 }, () => generateCode())).size).toBe(50);
  });

  it("uses every random value it is given, spread over the alphabet", () => {
    const seq = (n: number) => Uint32Array.from({ length: n }, (_, i) => i);
    expect(generateCode(8, seq)).toBe("ABCDEFGH");
    expect(generateCode(4, (n) => Uint32Array.from({ length: n }, (_, i) => 28 + i + 32))).toBe("6789");
    expect(generateCode(12)).toHaveLength(12);
  });
});
