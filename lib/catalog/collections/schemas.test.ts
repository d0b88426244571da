import { describe, expect, it } from "vitest";
import { collectionInputSchema, collectionUpdateSchema } from "./schemas";

describe("collection schemas", () => {
  it("needs a title", () => {
    expect(collectionInputSchema.safeParse({ name: "" }).error?.issues[0].message).toBe("Title is required");
  });
  it("validates conditions against SMART_FIELDS", () => {
    const ok = collectionInputSchema.parse({
      name: "x",
      type: "smart",
      criteria: { conditions: [{ id: "1", field: "price", operator: "between", value: "10-50" }] },
    });
    expect(ok.criteria).toEqual({ matchType: "all", conditions: [{ id: "1", field: "price", operator: "between", value: "10-50" }] });
    const bad = [
      { field: "price", operator: "startsWith", value: "1" },
      { field: "nope", operator: "equals", value: "1" },
      { field: "title", operator: "contains", value: "" },
      { field: "weight", operator: "lessThan", value: "heavy" },
    ];
    for (const c of bad) expect(collectionInputSchema.safeParse({ name: "x", criteria: { matchType: "any", conditions: [c] } }).success, JSON.stringify(c)).toBe(false);
  });
  it("refuses duplicate product ids", () => {
    const id = "5b0c0c53-3a43-4d8c-9b7a-0c5f2b5f7f11";
    expect(collectionUpdateSchema.safeParse({ productIds: [id, id] }).success).toBe(false);
  });
});
