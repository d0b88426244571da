import { describe, expect, it } from "vitest";
import { convertMinor, displayCurrencySpec, displayDecimals, exactDisplaySpec, formatMoney, toMinor } from "./money";

/** ₹ amounts → USD at 0.0120 (₹2,499.00 × 0.012 = $29.988). */
const usd = (inr: string, rounding: Parameters<typeof convertMinor>[2], rate = "0.0120") => convertMinor(toMinor(inr), rate, rounding, 2);

describe("display currencies: conversion and rounding (record 0159)", () => {
  it("knows each currency's minor unit", () => {
    expect(displayDecimals("USD")).toBe(2);
    expect(displayDecimals("JPY")).toBe(0);
    expect(displayDecimals("KWD")).toBe(3);
    expect(displayDecimals("CHF")).toBe(2);
  });
  it("none: half up to the minor unit", () => {
    expect(usd("2499.00", "none")).toBe(2999); // 29.988
    expect(usd("1000.00", "none")).toBe(1200);
    expect(usd("0.42", "none")).toBe(1); // 0.00504 → 0.01
    expect(usd("0.41", "none")).toBe(0); // 0.00492
    expect(convertMinor(125, "0.5", "none", 2)).toBe(63); // 0.625 → half up
  });
  it("0.00: half up to whole units", () => {
    expect(usd("2499.00", "0.00")).toBe(3000);
    expect(convertMinor(1249, "1", "0.00", 2)).toBe(1200);
    expect(convertMinor(1250, "1", "0.00", 2)).toBe(1300);
  });
  it("0.99: up to the next .99", () => {
    expect(usd("2499.00", "0.99")).toBe(2999);
    expect(convertMinor(1200, "1", "0.99", 2)).toBe(1299);
    expect(convertMinor(1299, "1", "0.99", 2)).toBe(1299);
    expect(convertMinor(1300, "1", "0.99", 2)).toBe(1399);
    expect(convertMinor(1, "1", "0.99", 2)).toBe(99);
  });
  it("5 and 10: half up to the nearest multiple, never zero for a price", () => {
    expect(convertMinor(1249, "1", "5", 2)).toBe(1000);
    expect(convertMinor(1250, "1", "5", 2)).toBe(1500);
    expect(convertMinor(1499, "1", "10", 2)).toBe(1000);
    expect(convertMinor(1500, "1", "10", 2)).toBe(2000);
    expect(convertMinor(100, "1", "10", 2)).toBe(1000);
    expect(usd("2499.00", "5")).toBe(3000);
  });
  it("zero stays zero; negatives round like their magnitude", () => {
    for (const r of ["none", "0.00", "0.99", "5", "10"] as const) expect(convertMinor(0, "3.5", r, 2)).toBe(0);
    expect(convertMinor(-1200, "1", "0.99", 2)).toBe(-1299);
    expect(convertMinor(-1249, "1", "none", 2)).toBe(-1249);
  });
  it("zero-decimal currencies (JPY): minor units are yen", () => {
    // ₹2,499.00 × 1.8 = ¥4,498.2
    expect(convertMinor(249900, "1.8", "none", 0)).toBe(4498);
    expect(convertMinor(249950, "1.8", "none", 0)).toBe(4499); // 4499.1
    expect(convertMinor(249900, "1.8", "0.00", 0)).toBe(4498);
    expect(convertMinor(249900, "1.8", "0.99", 0)).toBe(4498); // no fraction to set
    expect(convertMinor(249900, "1.8", "5", 0)).toBe(4500);
    expect(convertMinor(249900, "1.8", "10", 0)).toBe(4500);
    expect(convertMinor(100, "1.8", "10", 0)).toBe(10); // ¥1.8 → never ¥0
  });
  it("three-decimal currencies (KWD)", () => {
    expect(convertMinor(100000, "0.0037", "none", 3)).toBe(3700); // ₹1,000 → KWD 3.700
    expect(convertMinor(100000, "0.0037", "0.99", 3)).toBe(3999);
  });
  it("is exact for long rates (no float)", () => {
    expect(convertMinor(999_999_999_99, "0.0000000001", "none", 2)).toBe(10); // 0.0999…
    expect(convertMinor(3, "0.3333333333", "none", 2)).toBe(1); // 0.9999999999
    expect(convertMinor(1, "0.4999999999", "none", 2)).toBe(0); // just under half
    expect(convertMinor(1_000_000_00, "1.0000000001", "none", 2)).toBe(1_000_000_00);
  });
  it("refuses a malformed rate", () => {
    expect(() => convertMinor(100, "1e3", "none", 2)).toThrow();
    expect(() => convertMinor(100, "-1", "none", 2)).toThrow();
  });
  it("formats through a display spec where a currency code goes", () => {
    const spec = displayCurrencySpec({ code: "USD", rate: "0.0120", rounding: "0.99" }, "INR");
    expect(spec).toBe("USD:0.0120:0.99");
    expect(formatMoney("2499.00", spec)).toBe("$29.99");
    expect(formatMoney("2499.00", displayCurrencySpec({ code: "JPY", rate: "1.8", rounding: "10" }, "INR"))).toBe("¥4,500");
    expect(formatMoney("1000", displayCurrencySpec({ code: "CHF", rate: "0.0107", rounding: "none" }, "INR"))).toMatch(/10\.70/);
    // The store's own currency is no display currency: the plain code.
    expect(displayCurrencySpec({ code: "INR", rate: "1", rounding: "none" }, "INR")).toBe("INR");
    expect(displayCurrencySpec(null, "INR")).toBe("INR");
    expect(formatMoney("2499", "INR")).toBe("₹2,499.00");
  });
  it("drops the rounding rule for computed figures (sums, checkout)", () => {
    expect(exactDisplaySpec("USD:0.0120:0.99")).toBe("USD:0.0120:none");
    expect(formatMoney("1819.00", exactDisplaySpec("USD:0.0120:0.99"))).toBe("$21.83");
    expect(exactDisplaySpec("INR")).toBe("INR");
  });
});
