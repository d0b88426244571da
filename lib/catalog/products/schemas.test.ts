import { describe, expect, it } from "vitest";
import { productInputSchema, productUpdateSchema, toPublicProduct, type ProductRow } from "./schemas";

describe("productInputSchema", () => {
  it("requires name and price with the editor's messages", () => {
    const r = productInputSchema.safeParse({});
    expect(r.success).toBe(false);
    const msgs = Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(msgs).toMatchObject({ name: "Name is required", price: "Price is required" });
    expect(productInputSchema.safeParse({ name: "x", price: "" }).error?.issues[0].message).toBe("Price is required");
    expect(productInputSchema.safeParse({ name: "x", price: Number.NaN }).error?.issues[0].message).toBe("Price is required");
  });

  it("normalises money to 2 decimals and refuses negatives, text and 3 decimals", () => {
    expect(productInputSchema.parse({ name: "x", price: 12.5 }).price).toBe("12.50");
    expect(productInputSchema.parse({ name: "x", price: " 7 " }).price).toBe("7.00");
    expect(productInputSchema.parse({ name: "x", price: "0.1" }).price).toBe("0.10");
    for (const price of [-1, "abc", "1.234", "1e3", {}, 100_000_000]) {
      expect(productInputSchema.safeParse({ name: "x", price }).success, String(price)).toBe(false);
    }
    const v = productInputSchema.parse({ name: "x", price: 1, compareAtPrice: "", costPrice: null });
    expect(v.compareAtPrice).toBeNull();
    expect(v.costPrice).toBeNull();
  });

  it("takes tags as an array or a comma-separated string", () => {
    expect(productInputSchema.parse({ name: "x", price: 1, tags: " a, b ,,A, c" }).tags).toEqual(["a", "b", "c"]);
    expect(productInputSchema.parse({ name: "x", price: 1, tags: ["x", " y "] }).tags).toEqual(["x", "y"]);
  });

  it("accepts quantity as a whole number >= 0 only", () => {
    expect(productInputSchema.parse({ name: "x", price: 1, quantity: "5" }).quantity).toBe(5);
    for (const quantity of [-1, 1.5, "two"]) expect(productInputSchema.safeParse({ name: "x", price: 1, quantity }).success).toBe(false);
  });

  it("drops unknown keys such as tenantId", () => {
    expect(productInputSchema.parse({ name: "x", price: 1, tenantId: "t" })).not.toHaveProperty("tenantId");
  });

  it("update schema leaves absent fields absent (no defaults) and '' clears optional text", () => {
    expect(productUpdateSchema.parse({})).toEqual({});
    expect(productUpdateSchema.parse({ sku: "", categoryId: "" })).toEqual({ sku: null, categoryId: null });
    expect(productUpdateSchema.safeParse({ price: null }).success).toBe(false);
  });
});

describe("toPublicProduct", () => {
  it("never carries costPrice", () => {
    const now = new Date();
    const row = { id: "p", name: "n", slug: "n", costPrice: "5.00", createdAt: now, updatedAt: now, images: [], tags: [] } as unknown as ProductRow;
    expect(toPublicProduct(row, [])).not.toHaveProperty("costPrice");
  });
});
