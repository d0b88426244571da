import { describe, expect, it } from "vitest";
import { OWNER_ORDER_STATUSES, paymentLabel, statusLabel, statusOptionLabel, statusTone } from "./order-status";

describe("order status display", () => {
  it("offers exactly the statuses an owner may set", () => {
    expect(OWNER_ORDER_STATUSES).toEqual(["pending", "processing", "on_hold", "shipped", "delivered", "paid", "cancelled"]);
  });
  it("colours paid, pending and failed; everything else is neutral", () => {
    expect(statusTone("paid")).toBe("success");
    expect(statusTone("pending")).toBe("warning");
    expect(statusTone("failed")).toBe("destructive");
    for (const s of ["processing", "on_hold", "shipped", "delivered", "cancelled"]) expect(statusTone(s)).toBe("outline");
  });
  it("shows a missing status as PENDING", () => {
    expect(statusLabel(null)).toBe("PENDING");
    expect(statusLabel("")).toBe("PENDING");
    expect(statusTone(undefined)).toBe("warning");
    expect(statusLabel("on_hold")).toBe("ON HOLD");
    expect(statusOptionLabel("on_hold")).toBe("On hold");
  });
});

describe("payment method labels", () => {
  it("names the methods", () => {
    expect(paymentLabel("cod")).toBe("Cash on delivery");
    expect(paymentLabel("paypal")).toBe("PayPal");
    expect(paymentLabel(null)).toBe("—");
  });
});
