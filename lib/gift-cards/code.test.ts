import { describe, expect, it } from "vitest";
import { CODE_LENGTH, formatCode, isValidCode, lastFour, normaliseCode } from "./code";
import { generateCode, hashCode } from "./code-secret";

describe("gift card codes", () => {
  it("generates 16 characters without look-alikes, valid once normalised", () => {
    for (let i = 0; i < 50; i++) {
      const c = generateCode();
      expect(c).toHaveLength(CODE_LENGTH);
      expect(c).not.toMatch(/[01ILO]/);
      expect(isValidCode(normaliseCode(formatCode(c).toLowerCase()))).toBe(true);
    }
  });
  it("matches whatever the case, spaces and dashes", () => {
    const c = "K7QM3XWDP9TAHB2R";
    expect(formatCode(c)).toBe("K7QM-3XWD-P9TA-HB2R");
    expect(normaliseCode(" k7qm-3xwd p9ta-hb2r ")).toBe(c);
    expect(hashCode("t1", normaliseCode("k7qm 3xwd p9ta hb2r"))).toBe(hashCode("t1", c));
    expect(lastFour(c)).toBe("HB2R");
  });
  it("hashes per store", () => {
    expect(hashCode("t1", "K7QM3XWDP9TAHB2R")).not.toBe(hashCode("t2", "K7QM3XWDP9TAHB2R"));
  });
  it("refuses other lengths and symbols", () => {
    expect(isValidCode("K7QM3XWDP9TAHB2")).toBe(false);
    expect(isValidCode("K7QM3XWDP9TAHB2R9")).toBe(false);
    expect(isValidCode("K7QM3XWDP9TAHB2!")).toBe(false);
  });
});
