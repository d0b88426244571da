import { describe, expect, it } from "vitest";
import { z } from "zod";
import { idParams, isAllowedImageUrl, moneyField, optionalPhoneField } from "./validation";

describe("isAllowedImageUrl", () => {
  it("accepts files the app serves and http(s) URLs", () => {
    for (const u of ["/uploads/t1/abc.png", "/assets/demo/cat-mugs.svg", "https://cdn.example.com/a.jpg", "http://x.test/a.png"]) {
      expect(isAllowedImageUrl(u), u).toBe(true);
    }
  });
  it("refuses other schemes, traversal and other paths", () => {
    for (const u of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/a.png", "/uploads/../etc/passwd", "/api/x", "/uploads/a b.png", "ftp://x/a.png", ""]) {
      expect(isAllowedImageUrl(u), u).toBe(false);
    }
  });
});

describe("optional phone", () => {
  it("takes blank as none and refuses what is not a phone number", () => {
    expect(optionalPhoneField.parse("")).toBeNull();
    expect(optionalPhoneField.parse(undefined)).toBeNull();
    expect(optionalPhoneField.parse(" +91 98450-12345 ")).toBe("+91 98450-12345");
    expect(optionalPhoneField.safeParse("call me").success).toBe(false);
    expect(optionalPhoneField.safeParse("12").success).toBe(false);
  });
});

describe("storable text", () => {
  it("finds NUL and lone surrogates anywhere in a body, keys included", async () => {
    const { findUnstorableText } = await import("./validation");
    expect(findUnstorableText({ a: "ok", b: ["x", "a\u0000b"] })).toBe("b.1");
    expect(findUnstorableText({ name: "\uD800" })).toBe("name");
    expect(findUnstorableText({ ["k\u0000"]: 1 })).toBe("_key");
    expect(findUnstorableText({ emoji: "😀 fine", nested: { deep: "é" } })).toBeNull();
    expect(findUnstorableText("a\u0000")).toBe("_");
  });

  it("takes quantities only as whole JSON numbers", async () => {
    const { quantityField } = await import("./validation");
    for (const bad of [true, [1], "0x2", "2", 1.5, 0, 1001, null]) expect(quantityField().safeParse(bad).success, String(bad)).toBe(false);
    expect(quantityField().parse(3)).toBe(3);
  });
});

describe("moneyField", () => {
  const price = z.object({ price: moneyField({ label: "Price" }) });
  const read = (v: unknown) => {
    const r = price.safeParse({ price: v });
    return r.success ? r.data.price : r.error.issues[0].message;
  };

  it("answers the canonical decimal string of a string or a JSON number, exactly", () => {
    expect(read("12.5")).toBe("12.50");
    expect(read(" 12 ")).toBe("12.00");
    expect(read(0.29)).toBe("0.29");
    expect(read(1.1)).toBe("1.10");
    expect(read(".5")).toBe("0.50");
    expect(read("12.500")).toBe("12.50");
    expect(read("99999999.99")).toBe("99999999.99");
  });

  it("absent stays absent; empty clears, or is 0 where the field says so", () => {
    expect(price.parse({})).toEqual({});
    expect(read("")).toBeNull();
    expect(read(null)).toBeNull();
    expect(z.object({ fee: moneyField({ empty: "zero" }) }).parse({ fee: "" })).toEqual({ fee: "0.00" });
  });

  it("names the cause in the field's words", () => {
    expect(read("1.005")).toBe("Price can have at most 2 decimals");
    expect(read(1.005)).toBe("Price can have at most 2 decimals");
    expect(read("-1")).toBe("Price must be 0 or more");
    expect(read("100000000")).toBe("Price is too large");
    expect(read("1e3")).toBe("Price is too large");
    expect(read("abc")).toBe("Price must be a number");
    expect(read(true)).toBe("Price must be a number");
    expect(read("1,000")).toBe("Price must be a number");
    expect(z.object({ v: moneyField({ label: "Value", positive: true }) }).safeParse({ v: "-1" }).error?.issues[0].message).toBe("Value must be more than 0");
    expect(z.object({ v: moneyField() }).safeParse({ v: "-1" }).error?.issues[0].message).toBe("Must be 0 or more");
  });

  it("one message for every malformed amount where the field gives one (the refund's)", () => {
    const refund = z.object({ amount: moneyField({ message: "Enter an amount like 12.50" }) });
    for (const v of ["-1", "1.005", "abc", "1e3", {}]) expect(refund.safeParse({ amount: v }).error?.issues[0].message, String(v)).toBe("Enter an amount like 12.50");
  });
});

describe("idParams", () => {
  it("takes a UUID and names a malformed one the same way on every route", () => {
    expect(idParams.parse({ id: "11111111-1111-4111-8111-111111111111" })).toEqual({ id: "11111111-1111-4111-8111-111111111111" });
    expect(idParams.safeParse({ id: "nope" }).error?.issues[0].message).toBe("Invalid id");
  });
});
