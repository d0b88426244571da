import { describe, expect, it } from "vitest";
import { COUNTRY_CURRENCY, CURRENCIES } from "@/lib/money";
import { countryLabel, currencyLabel, STORE_COUNTRIES, STORE_CURRENCIES, suggestedCurrency } from "./locale";

describe("store locale options", () => {
  it("offers every supported country and currency with a name", () => {
    expect(STORE_COUNTRIES.map((c) => c.code)).toEqual(["IN", "US", "GB", "EU", "CA", "AU", "JP", "SG", "AE"]);
    expect(STORE_COUNTRIES.every((c) => c.name !== c.code)).toBe(true);
    expect(STORE_CURRENCIES.map((c) => c.code).sort()).toEqual(Object.keys(CURRENCIES).sort());
    expect(STORE_CURRENCIES.find((c) => c.code === "AED")?.symbol).toBe("AED");
  });

  it("suggests the country's currency, keeping the current one for an unknown country", () => {
    for (const [country, currency] of Object.entries(COUNTRY_CURRENCY)) expect(suggestedCurrency(country, "INR")).toBe(currency);
    expect(suggestedCurrency("XX", "GBP")).toBe("GBP");
  });

  it("labels codes for the read-only summary", () => {
    expect(countryLabel("IN")).toBe("India (IN)");
    expect(countryLabel("ZZ")).toBe("ZZ");
    expect(countryLabel(null)).toBe("Not set");
    expect(currencyLabel("USD")).toBe("USD — US Dollar ($)");
    expect(currencyLabel("XYZ")).toBe("XYZ");
  });
});
