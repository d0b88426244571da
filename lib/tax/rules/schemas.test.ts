import { describe, expect, it } from "vitest";
import { createTaxRuleSchema, taxLevelSchema } from "./schemas";
import { invoiceNumberOrOne, isValidInvoiceFormat, taxSettingsSchema } from "../settings/schemas";

describe("tax level rows", () => {
  it("normalises the scopes: all countries has no country or state; all states has no state", () => {
    expect(taxLevelSchema.parse({ level: 1, labelName: "GST", taxRate: 18, country: "IN", applyToAllCountries: true, state: "Goa" })).toEqual({
      level: 1,
      labelName: "GST",
      taxRate: "18.000",
      country: null,
      applyToAllCountries: true,
      state: null,
      applyToAllStates: true,
    });
    expect(taxLevelSchema.parse({ level: "2", labelName: "SGST", taxRate: "9", country: "in", state: "Goa", applyToAllStates: true })).toMatchObject({
      level: 2,
      country: "IN",
      state: null,
      applyToAllCountries: false,
      applyToAllStates: true,
    });
    expect(taxLevelSchema.parse({ level: 1, labelName: "S", taxRate: 4, country: "US", state: "Georgia" })).toMatchObject({ state: "Georgia", applyToAllStates: false });
    // no country named: all countries
    expect(taxLevelSchema.parse({ level: 1, labelName: "X", taxRate: 1, country: null })).toMatchObject({ applyToAllCountries: true });
  });

  it("rates are 0..100 with up to 3 decimals", () => {
    expect(taxLevelSchema.parse({ level: 1, labelName: "X", taxRate: "7.125" }).taxRate).toBe("7.125");
    for (const bad of ["7.1255", -1, 100.001, "abc", "", null]) {
      expect(taxLevelSchema.safeParse({ level: 1, labelName: "X", taxRate: bad }).success).toBe(false);
    }
  });

  it("states must belong to a country with a state list", () => {
    expect(taxLevelSchema.safeParse({ level: 1, labelName: "X", taxRate: 1, country: "US", state: "Goa" }).success).toBe(false);
    expect(taxLevelSchema.safeParse({ level: 1, labelName: "X", taxRate: 1, country: "GB", state: "Kent" }).success).toBe(true);
  });

  it("a rule needs a name and at least one level", () => {
    const r = createTaxRuleSchema.safeParse({ name: "", levels: [] });
    expect(r.success).toBe(false);
    const msgs = r.error!.issues.map((i) => i.message);
    expect(msgs).toContain("Please enter a rule name");
    expect(msgs).toContain("Please add at least one tax level (Level 1 or Level 2)");
  });
});

describe("tax settings", () => {
  it("invoice formats accept only {YEAR} {MONTH} {DAY} {NUMBER}", () => {
    expect(isValidInvoiceFormat("IS00{NUMBER}")).toBe(true);
    expect(isValidInvoiceFormat("IS-GST-{MONTH}{YEAR}{NUMBER}")).toBe(true);
    expect(isValidInvoiceFormat("{DAY}/{MONTH}/{YEAR}")).toBe(true);
    expect(isValidInvoiceFormat("{HOUR}")).toBe(false);
    expect(isValidInvoiceFormat("{NUMBER")).toBe(false);
    expect(isValidInvoiceFormat("{number}")).toBe(false);
  });

  it("next invoice numbers fall back to 1 when not a number", () => {
    expect(invoiceNumberOrOne("abc")).toBe(1);
    expect(invoiceNumberOrOne("")).toBe(1);
    expect(invoiceNumberOrOne(null)).toBe(1);
    expect(invoiceNumberOrOne(0)).toBe(1);
    expect(invoiceNumberOrOne("12")).toBe(12);
    expect(invoiceNumberOrOne(7.9)).toBe(7);
  });

  it("an empty invoice format returns to the default; an empty paid format clears it", () => {
    expect(taxSettingsSchema.parse({ invoiceNumberFormat: "", paidInvoiceNumberFormat: "" })).toMatchObject({
      invoiceNumberFormat: "IS00{NUMBER}",
      paidInvoiceNumberFormat: null,
    });
  });
});
