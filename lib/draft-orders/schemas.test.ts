import { describe, expect, it } from "vitest";
import { createDraftSchema } from "./schemas";

const base = { email: "a@example.com", lines: [{ title: "Custom frame", price: "100", quantity: 1, taxable: true }] };

describe("createDraftSchema's discount", () => {
  it("refuses a missing or non-number value with a message instead of throwing (the fuzzer's 500)", () => {
    for (const value of [null, "abc", -5]) {
      const r = createDraftSchema.safeParse({ ...base, discount: { type: "percentage", value } });
      expect(r.success).toBe(false);
    }
  });
  it("a percentage is at most 100", () => {
    expect(createDraftSchema.safeParse({ ...base, discount: { type: "percentage", value: "100" } }).success).toBe(true);
    const over = createDraftSchema.safeParse({ ...base, discount: { type: "percentage", value: "100.01" } });
    expect(over.error?.issues.map((i) => i.message)).toContain("A percentage is at most 100");
  });
});
