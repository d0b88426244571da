import { describe, expect, it } from "vitest";
import { deliveredLines, returnable, returnValue, windowEnd } from "./rules";

const at = new Date("2026-01-10T10:00:00Z");
const items = [
  { id: "a", quantity: 3, price: "100.00", discount: "30.00" },
  { id: "b", quantity: 1, price: "50.00", discount: "0" },
];

describe("returns rules", () => {
  it("a delivered order delivers every unit; otherwise only shipments marked delivered", () => {
    expect(deliveredLines({ status: "delivered", deliveredAt: at }, items, []).get("a")).toEqual({ quantity: 3, at });
    const later = new Date("2026-01-12T00:00:00Z");
    const d = deliveredLines({ status: "shipped", deliveredAt: null }, items, [
      { deliveredAt: at, items: [{ orderItemId: "a", quantity: 1 }] },
      { deliveredAt: null, items: [{ orderItemId: "b", quantity: 1 }] },
      { deliveredAt: later, items: [{ orderItemId: "a", quantity: 1 }] },
    ]);
    expect(d.get("a")).toEqual({ quantity: 2, at: later });
    expect(d.has("b")).toBe(false);
  });

  it("returnable is delivered minus what other returns hold, never below zero", () => {
    const d = deliveredLines({ status: "delivered", deliveredAt: at }, items, []);
    const r = returnable(d, new Map([["a", 2], ["b", 5]]));
    expect(r.get("a")).toBe(1);
    expect(r.get("b")).toBe(0);
  });

  it("the window ends `days` after delivery", () => {
    expect(windowEnd(at, 14).toISOString()).toBe("2026-01-24T10:00:00.000Z");
  });

  it("values units after the line's discount, with exclusive tax and optional shipping", () => {
    // lines net 270 + 50 = 320; tax 10 % exclusive = 32; shipping 40.
    const order = { subtotal: "350.00", discountTotal: "30.00", shippingDiscount: "0", shipping: "40.00", codCharges: "0", tax: "32.00", total: "392.00" };
    expect(returnValue(order, items, [{ orderItemId: "a", quantity: 1 }])).toBe(9000 + 900);
    expect(returnValue(order, items, [{ orderItemId: "b", quantity: 1 }], true)).toBe(5000 + 500 + 4000);
    // Inclusive: the total holds no added tax, so nothing is added.
    const incl = { ...order, total: "360.00" };
    expect(returnValue(incl, items, [{ orderItemId: "a", quantity: 3 }])).toBe(27000);
  });
});
