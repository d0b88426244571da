import { formatMoney, toMinor } from "@/lib/money";

/**
 * What a shopper is told about money given back on an order, on the order page (the cancellation and refund
 * mails say the same: lib/mail/render.tsx mailRefund). Pure and client-safe.
 */

/** A refund recorded by hand (no provider id, or the owner's "manual-…" one): money the store returns itself. */
export const isManualRefund = (gatewayTransactionId: string | null | undefined) => !gatewayTransactionId || gatewayTransactionId.startsWith("manual-");

type RefundFacts = {
  refundedAmount: string;
  currency: string;
  transactions: readonly { type: string; status: string; gatewayTransactionId: string | null; createdAt: string }[];
};

/** "₹1,458.88 was refunded …" with when to expect it; null when nothing was refunded. */
export function refundNote(o: RefundFacts): string | null {
  if (toMinor(o.refundedAmount || "0") <= 0) return null;
  const refunds = o.transactions.filter((t) => t.type === "refund" && t.status === "completed").sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const amount = formatMoney(o.refundedAmount, o.currency);
  return isManualRefund(refunds.at(-1)?.gatewayTransactionId)
    ? `${amount} is being returned to you by the store itself; contact the store if you have not received it within 7 days.`
    : `${amount} was refunded to your original payment method. It usually appears on your statement within 5–10 business days, depending on your bank.`;
}
