import { describe, expect, it } from "vitest";
import { productStatus, productStatusTone, stockInfo } from "./stock";

describe("stock display", () => {
  it("reads Not tracked, Out of Stock, Low Stock (1 to 5) or the quantity", () => {
    expect(stockInfo({ trackQuantity: false, quantity: 0 }).label).toBe("Not tracked");
    expect(stockInfo({ trackQuantity: true, quantity: 0 }).label).toBe("Out of Stock");
    expect(stockInfo({ trackQuantity: true, quantity: 1 })).toMatchObject({ label: "Low Stock", detail: "1 left" });
    expect(stockInfo({ trackQuantity: true, quantity: 5 }).label).toBe("Low Stock");
    expect(stockInfo({ trackQuantity: true, quantity: 6 }).label).toBe("6 in stock");
  });
  it("shows a missing status as draft", () => {
    expect(productStatus(undefined)).toBe("draft");
    expect(productStatus("active")).toBe("active");
    expect(productStatusTone("active")).toBe("success");
    expect(productStatusTone("archived")).toBe("outline");
    expect(productStatusTone(null)).toBe("outline");
  });
});
