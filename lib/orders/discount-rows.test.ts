import { describe, expect, it } from "vitest";
import { discountRows } from "./discount-rows";

describe("discountRows", () => {
  it("names a code's discount and the shipping discount; they add up to discountTotal", () => {
    const r = discountRows({
      discountCode: "SAVE10",
      discountTotal: "150.00",
      shippingDiscount: "50.00",
      discounts: [
        { code: "SAVE10", title: null, type: "percentage", amount: "100.00" },
        { code: null, title: "Free shipping over 999", type: "free_shipping", amount: "50.00" },
      ],
    });
    expect(r.items).toEqual([{ label: "Discount (SAVE10)", amount: "100.00" }]);
    expect(r.shipping).toEqual({ label: "Free shipping (Free shipping over 999)", amount: "50.00" });
  });
  it("an automatic discount reads as \"Discount (its title)\", as the checkout shows it", () => {
    expect(discountRows({ discountCode: null, discountTotal: "20.00", shippingDiscount: "0.00", discounts: [{ code: null, title: "Summer sale", type: "fixed", amount: "20.00" }] }).items).toEqual([{ label: "Discount (Summer sale)", amount: "20.00" }]);
  });
  it("no discount: no rows", () => {
    expect(discountRows({ discountCode: null, discountTotal: "0.00", shippingDiscount: "0.00", discounts: [] })).toEqual({ items: [], shipping: null });
  });
  it("rows that do not add up fall back to one row of the order's own figure", () => {
    expect(discountRows({ discountCode: "X", discountTotal: "30.00", shippingDiscount: "0.00", discounts: [] }).items).toEqual([{ label: "Discount (X)", amount: "30.00" }]);
  });
});
