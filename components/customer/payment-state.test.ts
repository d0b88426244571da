import { describe, expect, it } from "vitest";
import { paymentState } from "./order-confirmation";

const card = { paymentMethod: "stripe", paidAt: "2026-11-01T10:00:00.000Z", transactions: [], total: "1039.64" };

describe("the payment badge of a shopper's order", () => {
  it("says what became of the money: refunded in full or in part, whatever became of the order", () => {
    expect(paymentState({ ...card, status: "cancelled", refundedAmount: "1039.64" }).label).toBe("Refunded");
    expect(paymentState({ ...card, status: "refunded", refundedAmount: "1039.64" }).label).toBe("Refunded");
    expect(paymentState({ ...card, status: "delivered", refundedAmount: "100.00" }).label).toBe("Partly refunded");
  });

  it("paid, pay on delivery, awaiting, cancelled before payment, failed", () => {
    expect(paymentState({ ...card, status: "paid", refundedAmount: "0.00" }).label).toBe("Paid");
    expect(paymentState({ ...card, paidAt: null, paymentMethod: "cod", status: "pending", refundedAmount: "0.00" }).label).toBe("Pay on delivery");
    expect(paymentState({ ...card, paidAt: null, status: "pending", refundedAmount: "0.00" }).label).toBe("Awaiting payment");
    expect(paymentState({ ...card, paidAt: null, status: "cancelled", refundedAmount: "0.00" }).label).toBe("Cancelled");
    expect(paymentState({ ...card, paidAt: null, status: "failed", refundedAmount: "0.00" }).label).toBe("Payment failed");
  });
});
