import { describe, expect, it } from "vitest";
import { priceRange, productStatus, productStatusTone, productStockInfo, stockInfo } from "./stock";

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
  it("reads a product's variants together: the total across them, or how many are out or running low", () => {
    const v = (quantity: number, trackQuantity = true) => ({ quantity, trackQuantity });
    const p = (...variants: { quantity: number; trackQuantity: boolean }[]) => ({ trackQuantity: true, quantity: 0, variants });
    expect(productStockInfo({ trackQuantity: true, quantity: 3, variants: [v(3)] })).toMatchObject({ label: "Low Stock", detail: "3 left" });
    expect(productStockInfo(p(v(2), v(10), v(0), v(0), v(6), v(6)))).toEqual({ label: "Low Stock", detail: "2 variants out of stock", tone: "warning" });
    expect(productStockInfo(p(v(2), v(10)))).toMatchObject({ label: "Low Stock", detail: "1 variant running low" });
    expect(productStockInfo(p(v(6), v(6)))).toEqual({ label: "12 in stock", detail: "across 2 variants", tone: "success" });
    expect(productStockInfo(p(v(0), v(0)))).toMatchObject({ label: "Out of Stock", tone: "destructive" });
    expect(productStockInfo(p(v(0, false), v(0, false))).label).toBe("Not tracked");
    expect(productStockInfo(p(v(0), v(0, false)))).toMatchObject({ label: "Low Stock", detail: "1 variant out of stock" });
  });
  it("shows a price range when the variants' prices differ", () => {
    const f = (a: string) => `₹${a}`;
    expect(priceRange({ price: "499.00", priceMax: "599.00" }, f)).toBe("₹499.00 – ₹599.00");
    expect(priceRange({ price: "499.00", priceMax: "499.00" }, f)).toBe("₹499.00");
    expect(priceRange({ price: "499.00" }, f)).toBe("₹499.00");
  });
});
