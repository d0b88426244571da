import { describe, expect, it } from "vitest";
import { categoryInputSchema } from "./schemas";

describe("categoryInputSchema", () => {
  it("needs a name, and coerces sortOrder", () => {
    expect(categoryInputSchema.safeParse({ name: " " }).error?.issues[0].message).toBe("Name is required");
    expect(categoryInputSchema.parse({ name: "A", sortOrder: "4", parentId: "" })).toMatchObject({ sortOrder: 4, parentId: null });
  });
});
