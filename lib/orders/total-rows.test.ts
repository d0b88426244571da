import { describe, expect, it } from "vitest";
import { toMinor } from "@/lib/money";
import { orderTotalRows, rowValue, sumOfRows } from "./total-rows";

/** The order: WALK10 (₹254.70) and an automatic ₹50, ₹50 shipping, ₹49 COD, tax inside the prices. */
const twoDiscounts = {
  subtotal: "2547.00",
  discountCode: "WALK10",
  discountTotal: "304.70",
  shippingDiscount: "0.00",
  discounts: [
    { code: "WALK10", title: null, type: "percentage", amount: "254.70" },
    { code: null, title: "Launch week", type: "fixed", amount: "50.00" },
  ],
  shipping: "50.00",
  tax: "248.16",
  codCharges: "49.00",
  total: "2341.30",
};

describe("orderTotalRows", () => {
  it("shows each discount on its own row, in the order every page and mail uses, and the rows add up to the total", () => {
    const rows = orderTotalRows(twoDiscounts);
    expect(rows.map((r) => [r.label, rowValue(r, "INR")])).toEqual([
      ["Subtotal", "₹2,547.00"],
      ["Discount (WALK10)", "−₹254.70"],
      ["Discount (Launch week)", "−₹50.00"],
      ["Shipping", "₹50.00"],
      ["Tax (included)", "₹248.16"],
      ["COD charges", "₹49.00"],
      ["Total", "₹2,341.30"],
    ]);
    expect(sumOfRows(rows)).toBe(toMinor("2341.30"));
  });

  it("adds exclusive tax, drops COD charges when there are none, and shows the shipping discount after shipping", () => {
    const rows = orderTotalRows({
      subtotal: "1000.00",
      discountCode: null,
      discountTotal: "150.00",
      shippingDiscount: "50.00",
      discounts: [
        { code: null, title: "Summer", type: "fixed", amount: "100.00" },
        { code: "SHIPFREE", title: null, type: "free_shipping", amount: "50.00" },
      ],
      shipping: "50.00",
      tax: "162.00",
      codCharges: "0.00",
      total: "1062.00",
      taxInclusive: true, // the store's setting changed since: the order's figures win
    });
    expect(rows.map((r) => r.label)).toEqual(["Subtotal", "Discount (Summer)", "Shipping", "Free shipping (SHIPFREE)", "Tax", "Total"]);
    expect(sumOfRows(rows)).toBe(toMinor("1062.00"));
  });

  it("an order without discounts or tax is subtotal, shipping, tax and total", () => {
    const rows = orderTotalRows({ subtotal: "10.00", discountCode: null, discountTotal: "0.00", shippingDiscount: "0.00", discounts: [], shipping: "0.00", tax: "0.00", codCharges: null, total: "10.00" });
    expect(rows.map((r) => r.kind)).toEqual(["subtotal", "shipping", "tax", "total"]);
    expect(sumOfRows(rows)).toBe(1000);
  });
});
