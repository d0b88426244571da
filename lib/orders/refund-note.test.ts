import { describe, expect, it } from "vitest";
import { isManualRefund, refundNote } from "./refund-note";

const t = (type: string, gatewayTransactionId: string | null, createdAt: string, status = "completed") => ({ type, status, gatewayTransactionId, createdAt });

describe("refundNote", () => {
  it("says nothing when nothing was refunded", () => {
    expect(refundNote({ refundedAmount: "0.00", currency: "INR", transactions: [t("payment", "pi_1", "2026-11-28T01:00:00Z")] })).toBeNull();
  });

  it("a card refund: the amount, back to the original payment, and the bank's time", () => {
    const note = refundNote({ refundedAmount: "1458.88", currency: "INR", transactions: [t("payment", "pi_1", "2026-11-28T01:00:00Z"), t("refund", "re_1", "2026-11-28T01:05:00Z")] });
    expect(note).toBe("₹1,458.88 was refunded to your original payment method. It usually appears on your statement within 5–10 business days, depending on your bank.");
  });

  it("a refund recorded by hand (cash on delivery) is money the store returns itself; the latest refund decides", () => {
    const note = refundNote({
      refundedAmount: "300.00",
      currency: "INR",
      transactions: [t("refund", "manual-2", "2026-11-28T02:00:00Z"), t("refund", "re_1", "2026-11-28T01:00:00Z"), t("refund", "re_9", "2026-11-28T03:00:00Z", "failed")],
    });
    expect(note).toMatch(/^₹300\.00 is being returned to you by the store itself/);
  });

  it("knows a manual refund by its missing or manual- id", () => {
    expect([isManualRefund(null), isManualRefund("manual-abc"), isManualRefund("re_123")]).toEqual([true, true, false]);
  });
});
