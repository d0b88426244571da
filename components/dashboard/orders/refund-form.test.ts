import { describe, expect, it } from "vitest";
import { isFullRefund } from "./refund-form";

describe("isFullRefund (restock is offered only for a full refund)", () => {
  it("compares the amount typed with what is left in minor units, not as floats", () => {
    // 1.1 * 100 is 110.00000000000001 as a float: the old check wrongly disabled restock here.
    expect(isFullRefund("1.1", 110)).toBe(true);
    expect(isFullRefund("1.10", 110)).toBe(true);
    expect(isFullRefund(" 0.29 ", 29)).toBe(true);
    expect(isFullRefund("", 110)).toBe(true);
  });
  it("is false for part of it, or for what is not an amount", () => {
    expect(isFullRefund("1.09", 110)).toBe(false);
    expect(isFullRefund("abc", 110)).toBe(false);
    expect(isFullRefund("1.1e0", 110)).toBe(false);
  });
});
