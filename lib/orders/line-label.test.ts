import { describe, expect, it } from "vitest";
import { lineName, lineSku } from "./line-label";

describe("order line naming", () => {
  it("names a variant's line with its title and shows its SKU", () => {
    const line = { productName: "Classic Tee", variantTitle: "M / Navy", sku: "TEE-M-N" };
    expect(lineName(line)).toBe("Classic Tee — M / Navy");
    expect(lineSku(line)).toBe("TEE-M-N");
    expect(lineSku({ ...line, sku: null })).toBeNull();
  });
  it("leaves a product without options as it was: its name, no SKU", () => {
    const line = { productName: "Mug", variantTitle: null, sku: "MUG-1" };
    expect(lineName(line)).toBe("Mug");
    expect(lineSku(line)).toBeNull();
  });
});
