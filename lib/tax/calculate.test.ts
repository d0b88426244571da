import { describe, expect, it } from "vitest";
import { applicableLevels, calculateTax, roundToCurrency, type TaxLevelRow, type TaxRuleInput } from "./calculate";

const row = (p: Partial<TaxLevelRow> & Pick<TaxLevelRow, "labelName" | "taxRate">): TaxLevelRow => ({
  level: 1,
  country: null,
  applyToAllCountries: false,
  state: null,
  applyToAllStates: false,
  ...p,
});

// The demo store's rule: CGST + SGST inside India, IGST elsewhere.
const GST: TaxRuleInput = {
  isActive: true,
  levels: [
    row({ level: 1, labelName: "CGST", taxRate: "9.000", country: "IN", applyToAllStates: true }),
    row({ level: 2, labelName: "SGST", taxRate: "9.000", country: "IN", applyToAllStates: true }),
    row({ level: 1, labelName: "IGST", taxRate: "18.000", applyToAllCountries: true }),
  ],
};

const base = { enabled: true, taxationType: "exclusive" as const, currency: "INR" };

describe("which level rows apply", () => {
  const rule = [
    row({ level: 1, labelName: "ALL", taxRate: 5, applyToAllCountries: true }),
    row({ level: 1, labelName: "COUNTRY", taxRate: 6, country: "US", applyToAllStates: true }),
    row({ level: 1, labelName: "STATE", taxRate: 7, country: "US", state: "California" }),
    row({ level: 1, labelName: "OTHER-STATE", taxRate: 8, country: "US", state: "Texas" }),
  ];
  it("state beats country beats all countries", () => {
    expect(applicableLevels(rule, { country: "US", state: "California" }).map((r) => r.labelName)).toEqual(["STATE"]);
    expect(applicableLevels(rule, { country: "US", state: "Nevada" }).map((r) => r.labelName)).toEqual(["COUNTRY"]);
    expect(applicableLevels(rule, { country: "US" }).map((r) => r.labelName)).toEqual(["COUNTRY"]);
    expect(applicableLevels(rule, { country: "GB" }).map((r) => r.labelName)).toEqual(["ALL"]);
  });
  it("compares country and state case-insensitively", () => {
    expect(applicableLevels(rule, { country: "us", state: "california" }).map((r) => r.labelName)).toEqual(["STATE"]);
  });
  it("a state row never matches a buyer without a state", () => {
    const only = [row({ labelName: "S", taxRate: 1, country: "US", state: "Texas" })];
    expect(applicableLevels(only, { country: "US", state: "" })).toEqual([]);
  });
  it("chooses per level, so a general level 1 combines with a specific level 2", () => {
    const r = [
      row({ level: 1, labelName: "GST", taxRate: 10, applyToAllCountries: true }),
      row({ level: 2, labelName: "CESS", taxRate: 2, country: "IN", state: "Kerala" }),
    ];
    expect(applicableLevels(r, { country: "IN", state: "Kerala" }).map((x) => x.labelName)).toEqual(["GST", "CESS"]);
    expect(applicableLevels(r, { country: "IN", state: "Goa" }).map((x) => x.labelName)).toEqual(["GST"]);
  });
});

describe("calculateTax", () => {
  it("is 0 when the store's tax is off", () => {
    const r = calculateTax({ ...base, enabled: false, buyer: { country: "IN" }, lines: [{ unitPrice: 100000, quantity: 1, rule: GST }] });
    expect(r).toEqual({ taxAmount: 0, breakdown: [], inclusive: false });
  });

  it("adds level 1 and level 2 (CGST + SGST) for a domestic buyer", () => {
    const r = calculateTax({ ...base, buyer: { country: "IN", state: "Karnataka" }, lines: [{ unitPrice: 59900, quantity: 2, rule: GST }] });
    // 1198.00 × 9% = 107.82 each
    expect(r.breakdown).toEqual([
      { label: "CGST", rate: 9, amount: 10782 },
      { label: "SGST", rate: 9, amount: 10782 },
    ]);
    expect(r.taxAmount).toBe(21564);
  });

  it("uses the all-countries row for a foreign buyer", () => {
    const r = calculateTax({ ...base, buyer: { country: "US", state: "Texas" }, lines: [{ unitPrice: 100000, quantity: 1, rule: GST }] });
    expect(r.breakdown).toEqual([{ label: "IGST", rate: 18, amount: 18000 }]);
  });

  it("lines without a rule, with an inactive rule or not taxable pay no tax", () => {
    const r = calculateTax({
      ...base,
      buyer: { country: "IN" },
      lines: [
        { unitPrice: 10000, quantity: 1, rule: null },
        { unitPrice: 10000, quantity: 1, rule: { ...GST!, isActive: false } },
        { unitPrice: 10000, quantity: 1, rule: GST, taxable: false },
        { unitPrice: 10000, quantity: 1, rule: GST },
      ],
    });
    expect(r.taxAmount).toBe(1800);
  });

  it("inclusive: extracts the tax from the price", () => {
    const r = calculateTax({
      ...base,
      taxationType: "inclusive",
      buyer: { country: "GB" },
      lines: [{ unitPrice: 11800, quantity: 1, rule: GST }],
    });
    // 118 contains 18 of IGST at 18%
    expect(r).toEqual({ taxAmount: 1800, breakdown: [{ label: "IGST", rate: 18, amount: 1800 }], inclusive: true });
  });

  it("inclusive with two levels shares the contained tax by rate", () => {
    const r = calculateTax({
      ...base,
      taxationType: "inclusive",
      buyer: { country: "IN", state: "Goa" },
      lines: [{ unitPrice: 100000, quantity: 1, rule: GST }],
    });
    // 1000 − 1000/1.18 = 152.542… → 76.27 each
    expect(r.breakdown.map((b) => b.amount)).toEqual([7627, 7627]);
    expect(r.taxAmount).toBe(15254);
  });

  it("rounds each label once over all lines, half away from zero", () => {
    // 3 lines of 0.05 at 10% = 0.015 → 0.02 in total (per-line rounding would give 0.03)
    const rule: TaxRuleInput = { isActive: true, levels: [row({ labelName: "VAT", taxRate: 10, applyToAllCountries: true })] };
    const r = calculateTax({
      ...base,
      buyer: { country: "GB" },
      lines: [
        { unitPrice: 5, quantity: 1, rule },
        { unitPrice: 5, quantity: 1, rule },
        { unitPrice: 5, quantity: 1, rule },
      ],
    });
    expect(r.taxAmount).toBe(2);
  });

  it("merges the same label and rate across products with different rules", () => {
    const other: TaxRuleInput = { isActive: true, levels: [row({ labelName: "IGST", taxRate: 18, applyToAllCountries: true })] };
    const r = calculateTax({
      ...base,
      buyer: { country: "US" },
      lines: [
        { unitPrice: 10000, quantity: 1, rule: GST },
        { unitPrice: 20000, quantity: 1, rule: other },
      ],
    });
    expect(r.breakdown).toEqual([{ label: "IGST", rate: 18, amount: 5400 }]);
  });

  it("supports three-decimal rates", () => {
    const rule: TaxRuleInput = { isActive: true, levels: [row({ labelName: "Sales tax", taxRate: "7.125", applyToAllCountries: true })] };
    const r = calculateTax({ ...base, currency: "USD", buyer: { country: "US" }, lines: [{ unitPrice: 9999, quantity: 3, rule }] });
    // 299.97 × 7.125% = 21.3728… → 21.37
    expect(r.taxAmount).toBe(2137);
  });

  it("JPY: rounds to whole yen", () => {
    const rule: TaxRuleInput = { isActive: true, levels: [row({ labelName: "消費税", taxRate: 10, applyToAllCountries: true })] };
    const r = calculateTax({ ...base, currency: "JPY", buyer: { country: "JP" }, lines: [{ unitPrice: 123500, quantity: 1, rule }] });
    // ¥1235 × 10% = ¥123.5 → ¥124
    expect(r.taxAmount).toBe(12400);
    const inc = calculateTax({ ...base, currency: "JPY", taxationType: "inclusive", buyer: { country: "JP" }, lines: [{ unitPrice: 100000, quantity: 1, rule }] });
    // ¥1000 contains ¥90.9… → ¥91
    expect(inc.taxAmount).toBe(9100);
  });

  it("ignores zero quantities and zero rates", () => {
    const rule: TaxRuleInput = { isActive: true, levels: [row({ labelName: "Zero", taxRate: 0, applyToAllCountries: true })] };
    const r = calculateTax({
      ...base,
      buyer: { country: "IN" },
      lines: [
        { unitPrice: 10000, quantity: 0, rule: GST },
        { unitPrice: 10000, quantity: 1, rule },
      ],
    });
    expect(r).toEqual({ taxAmount: 0, breakdown: [], inclusive: false });
  });
});

describe("roundToCurrency", () => {
  it("rounds cents and yen half away from zero", () => {
    expect(roundToCurrency(10.5, "INR")).toBe(11);
    expect(roundToCurrency(10.49, "USD")).toBe(10);
    expect(roundToCurrency(12350, "JPY")).toBe(12400);
    expect(roundToCurrency(12349, "JPY")).toBe(12300);
    expect(roundToCurrency(-10.5, "INR")).toBe(-11);
  });
});
