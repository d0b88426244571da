import { describe, expect, it } from "vitest";
import { formatMoney, fromMinor, toMinor } from "./money";

describe("money", () => {
  it("formats with symbol and two decimals", () => {
    expect(formatMoney("1299.5", "INR")).toBe("₹1,299.50");
    expect(formatMoney(19.99, "USD")).toBe("$19.99");
    expect(formatMoney("1234567.8", "USD")).toBe("$1,234,567.80");
  });
  it("shows JPY without decimals, rounded", () => {
    expect(formatMoney("1500.6", "JPY")).toBe("¥1,501");
  });
  it("falls back to USD without a currency", () => {
    expect(formatMoney("10", null)).toBe("$10.00");
    expect(formatMoney("10", "XYZ")).toBe("$10.00");
  });
  it("converts to and from minor units without float drift", () => {
    expect(toMinor("0.1")).toBe(10);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor("19.99") * 3).toBe(5997);
    expect(fromMinor(5997)).toBe("59.97");
    expect(fromMinor(-5)).toBe("-0.05");
    expect(fromMinor(toMinor("999.99"))).toBe("999.99");
  });
});
