import { describe, expect, it } from "vitest";
import { isAllowedImageUrl, optionalPhoneField } from "./validation";

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
