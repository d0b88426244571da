import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exactDisplaySpec, formatMoney, fromMinor, isDecimalAmount, MoneyFormatError, parseMinor, specCurrency, sumMoney, toMinor } from "./money";

/** Any amount a decimal(10,2) column holds (and beyond), in minor units. */
const minorUnits = fc.integer({ min: -9_999_999_999_999, max: 9_999_999_999_999 });

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
    expect(toMinor("0.29")).toBe(29);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(-1.005)).toBe(-101);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor("19.99") * 3).toBe(5997);
    expect(fromMinor(5997)).toBe("59.97");
    expect(fromMinor(-5)).toBe("-0.05");
    expect(fromMinor(toMinor("999.99"))).toBe("999.99");
    expect(toMinor("-0.00")).toBe(0);
    expect(Object.is(toMinor("-0"), 0)).toBe(true);
  });
  it("sums decimal strings exactly", () => {
    expect(sumMoney(["0.10", "0.20"])).toBe("0.30");
    expect(sumMoney([])).toBe("0.00");
  });
});

describe("money conversion, properties", () => {
  it("minor -> decimal string -> minor is the identity", () => {
    fc.assert(fc.property(minorUnits, (m) => toMinor(fromMinor(m)) === m));
  });

  it("the decimal string is canonical: sign, digits, a point, exactly two decimals", () => {
    fc.assert(fc.property(minorUnits, (m) => /^-?(0|[1-9]\d*)\.\d{2}$/.test(fromMinor(m)) && (m >= 0 || fromMinor(m).startsWith("-"))));
  });

  it("a string with one or two decimals reads as the same amount as its canonical form (no float drift)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 99_999_999 }), fc.nat({ max: 99 }), fc.boolean(), (int, cents, short) => {
        const text = short && cents % 10 === 0 ? `${int}.${cents / 10}` : `${int}.${String(cents).padStart(2, "0")}`;
        return toMinor(text) === int * 100 + cents && fromMinor(toMinor(text)) === `${int}.${String(cents).padStart(2, "0")}`;
      }),
    );
  });

  it("adding in minor units matches adding the decimal strings digit by digit", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9_999_999_999 }), { maxLength: 50 }), (parts) => {
        const exact = parts.reduce((a, b) => a + BigInt(b), 0n);
        return BigInt(toMinor(sumMoney(parts.map(fromMinor)))) === exact;
      }),
    );
  });

  it("a number is rounded half away from zero at the cent, by its decimal form", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), fc.integer({ min: 0, max: 9 }), (cents, thousandth) => {
        const text = `${cents < 0 ? "-" : ""}${fromMinor(Math.abs(cents))}${thousandth}`;
        const n = Number(text);
        // Only where the float prints back as the same text (the usual case): that text is what the number means.
        fc.pre(String(n) === text.replace(/\.?0+$/, "") || String(n) === text);
        const away = thousandth >= 5 ? 1 : 0;
        return toMinor(n) === (cents < 0 ? -(Math.abs(cents) + away) : cents + away) || (cents === 0 && toMinor(n) === 0);
      }),
    );
  });

  it("rejects every string that is not a decimal money amount", () => {
    const malformed = fc.oneof(
      fc.constantFrom("", " ", "abc", "1e3", "1E3", "+5", " 5", "5 ", ".5", "5.", "12.345", "1,000.00", "0x10", "NaN", "Infinity", "-", "--1", "1.2.3", "١٢٣", "12.3\n"),
      fc.string().filter((s) => !/^-?\d{1,16}(\.\d{1,2})?$/.test(s)),
      fc.tuple(fc.nat(), fc.integer({ min: 100, max: 999_999 })).map(([i, f]) => `${i}.${f}`),
    );
    fc.assert(
      fc.property(malformed, (s) => {
        expect(parseMinor(s)).toBeNull();
        expect(isDecimalAmount(s)).toBe(false);
        expect(() => toMinor(s)).toThrow(MoneyFormatError);
      }),
    );
  });

  it("rejects numbers it cannot count exactly, and fractions of a minor unit", () => {
    for (const n of [Number.NaN, Infinity, -Infinity, 1e13, 1e300]) expect(() => toMinor(n)).toThrow(MoneyFormatError);
    fc.assert(
      fc.property(fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(() => fromMinor(x)).toThrow(MoneyFormatError);
      }),
    );
    expect(parseMinor("99999999999999999")).toBeNull();
  });
});

describe("formatMoney in the page's language (issue 44, record 0162)", () => {
  it("formats for the language and the currency's region, in Latin digits", () => {
    expect(formatMoney("123456", "INR@hi")).toBe("₹1,23,456.00");
    expect(formatMoney("123456", "INR")).toBe("₹1,23,456.00");
    expect(formatMoney("1234.5", "EUR@de")).toBe("1.234,50\u00a0€");
    expect(formatMoney("123456", "INR@bn")).toBe("₹1,23,456.00");
    expect(formatMoney("100", "INR@ar")).toMatch(/100\.00.*₹/);
  });
  it("keeps the display currency's conversion and the exact spec's locale", () => {
    expect(formatMoney("1000", "USD:0.0120:none@fr")).toBe("12,00\u00a0$");
    expect(exactDisplaySpec("USD:0.0120:0.99@hi")).toBe("USD:0.0120:none@hi");
    expect(specCurrency("USD:0.0120:0.99@hi")).toBe("USD");
    expect(specCurrency("INR")).toBe("INR");
  });
});
