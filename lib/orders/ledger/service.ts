import "server-only";
import { recordEvent } from "../timeline/service";
import type { Tx } from "@/db/client";
import { notFound } from "@/lib/errors";
import { retakeStock } from "@/lib/catalog/inventory/service";
import { retakeUses } from "@/lib/discounts/service";
import { disableCardsBoughtBy } from "@/lib/gift-cards/order-cards";
import { issueBoughtCards, retakeGiftCards } from "@/lib/gift-cards/service";
import { kickMail } from "@/lib/mail/service";
import { formatMoney, fromMinor, toMinor } from "@/lib/money";
import type { TenantId } from "@/lib/tenancy/store";
import { nextPaidInvoiceNumber } from "../invoice-counter/service";
import { findItemsTx, inTransaction, lockOrder, orderLines, updateOrder } from "../repository";
import type { OrderRow, TransactionRow } from "../schemas";
import { oncePerKey, type Keyed, type KeyedRequest } from "../idempotency/service";
import { completedSums, completedTransactions, findOrderByTransaction, findTransactions, insertTransaction, type NewTransaction } from "./repository";

/**
 * The order's money: verified payments, refunds and the owner's manual entries, each one signed row of
 * `transactions`, and the order's status, fee and net kept in step with them under the order's row lock.
 * The payments slice calls these with what a provider proved; it never writes these tables itself.
 */

const run = <T>(tx: Tx | undefined, fn: (t: Tx) => Promise<T>) => (tx ? fn(tx) : inTransaction(fn));

export type PaymentRecord = {
  tenantId: TenantId;
  orderId: string;
  paymentMethod: string;
  gatewayTransactionId: string | null;
  /** Minor units. */
  amount: number;
  fee: number;
  currency: string;
};

/** The sums over the order's completed movements, in minor units, and how many there are. */
export async function resummed(t: Tx, tenantId: TenantId, orderId: string) {
  const s = await completedSums(t, tenantId, orderId);
  return { amount: toMinor(s.amount), fee: toMinor(s.fee), net: toMinor(s.net), n: s.n };
}

/**
 * Record a verified payment and mark the order paid, once: the transaction row is unique per
 * (store, method, gateway transaction id), so a webhook replayed or a payment confirmed by both the
 * browser's verify call and the webhook is recorded one time. An order whose stock had been given back
 * (failed, then paid after all) takes it again. Returns whether this call recorded it.
 */
export async function recordPayment(p: PaymentRecord, tx?: Tx): Promise<{ recorded: boolean; order: OrderRow | null }> {
  return run(tx, async (t) => {
    const o = await lockOrder(t, p.tenantId, p.orderId);
    if (!o) return { recorded: false, order: null };
    const inserted = await insertTransaction(t, {
      tenantId: p.tenantId,
      orderId: p.orderId,
      amount: fromMinor(p.amount),
      platformFee: fromMinor(p.fee),
      netAmount: fromMinor(p.amount - p.fee),
      currency: p.currency,
      type: "payment",
      status: "completed",
      paymentMethod: p.paymentMethod,
      gatewayTransactionId: p.gatewayTransactionId,
    });
    if (!inserted) return { recorded: false, order: o };
    if (o.stockRestored) {
      await retakeStock(t, p.tenantId, await orderLines(t, p.tenantId, p.orderId));
      await retakeUses(t, p.tenantId, p.orderId, o.userId, o.discounts);
      // Its gift cards were given back when it closed (record 0158): they pay their part again, as far as they can.
      const short = await retakeGiftCards(t, p.tenantId, p.orderId, o.giftCards);
      if (short > 0) {
        await recordEvent(t, p.tenantId, p.orderId, {
          type: "note",
          message: `Paid after it was closed: its gift cards had only part of their share left, ${formatMoney(fromMinor(short), p.currency)} short`,
          data: { giftCardShort: fromMinor(short) },
        });
      }
    }
    const paidInvoiceNumber = o.paidInvoiceNumber ?? (await nextPaidInvoiceNumber(t, p.tenantId));
    const sums = await resummed(t, p.tenantId, p.orderId);
    const order = await updateOrder(t, p.tenantId, p.orderId, {
      status: "paid",
      paidAt: o.paidAt ?? new Date(),
      platformFee: fromMinor(sums.fee),
      netAmount: fromMinor(sums.net),
      stockRestored: false,
      paidInvoiceNumber,
    });
    await recordEvent(t, p.tenantId, p.orderId, { type: "paid", message: `Payment of ${formatMoney(fromMinor(p.amount), p.currency)} received (${p.paymentMethod})`, data: { amount: fromMinor(p.amount) } });
    await issueGiftCardsOfPaidOrder(t, p.tenantId, o);
    return { recorded: true, order };
  });
}

/**
 * The gift cards an order bought (record 0158), issued in the transaction that marks it paid: one per unit, each
 * once however often "paid" is recorded (lib/gift-cards' unique line-and-unit key), mailed to the recipient or the
 * buyer. The mails are kicked now; one not yet committed then is sent by the sweep.
 */
export async function issueGiftCardsOfPaidOrder(t: Tx, tenantId: TenantId, o: OrderRow): Promise<void> {
  const lines = (await findItemsTx(t, tenantId, o.id)).filter((i) => i.productType === "gift_card");
  if (!lines.length) return;
  const mails = await issueBoughtCards(
    t,
    tenantId,
    { id: o.id, currency: o.currency, buyerEmail: o.customerEmail, buyerName: o.customerName, language: o.language },
    lines.map((i) => ({ id: i.id, price: i.price, quantity: i.quantity, recipientEmail: i.giftCardRecipientEmail, message: i.giftCardMessage })),
  );
  kickMail(mails);
}

/** A provider reported money for the wrong amount or currency: kept for the owner to refund, never "paid". */
export async function recordMismatchedPayment(p: Omit<PaymentRecord, "fee">, tx?: Tx): Promise<void> {
  await run(tx, (t) =>
    insertTransaction(t, {
      tenantId: p.tenantId,
      orderId: p.orderId,
      amount: fromMinor(p.amount),
      platformFee: fromMinor(0),
      netAmount: fromMinor(p.amount),
      currency: p.currency,
      type: "payment",
      status: "amount_mismatch",
      paymentMethod: p.paymentMethod,
      gatewayTransactionId: p.gatewayTransactionId,
    }),
  );
}

/** The order's money so far, in minor units: completed payments and refunds (refunds as a positive sum). */
async function moneyOf(t: Tx, tenantId: TenantId, orderId: string) {
  const rows = await completedTransactions(t, tenantId, orderId);
  const payments = rows.filter((r) => r.type === "payment");
  return {
    payments,
    paid: payments.reduce((n, r) => n + toMinor(r.amount), 0),
    refunded: -rows.filter((r) => r.type === "refund").reduce((n, r) => n + toMinor(r.amount), 0),
  };
}
export type OrderMoney = { payments: TransactionRow[]; paid: number; refunded: number };

/**
 * Run `fn` with the order's row locked (FOR UPDATE) and its money read inside the same transaction, so
 * two refunds of one order are decided one after the other. Whatever `fn` throws rolls everything back.
 * With a keyed request (an owner's Idempotency-Key) the key is claimed first in the same transaction: a
 * request already answered is replayed (`fn` does not run), a duplicate in flight waits for it.
 * An order that is not the store's is 404.
 */
export async function withLockedOrder<T>(
  tenantId: TenantId,
  orderId: string,
  fn: (tx: Tx, order: OrderRow, money: OrderMoney) => Promise<T>,
  request: KeyedRequest | null = null,
): Promise<Keyed<T>> {
  return inTransaction((t) =>
    oncePerKey(t, tenantId, orderId, request, 200, async () => {
      const o = await lockOrder(t, tenantId, orderId);
      if (!o) throw notFound("Order not found");
      return fn(t, o, await moneyOf(t, tenantId, orderId));
    }),
  );
}

/** A movement the owner makes by hand, in the caller's transaction (cash collected, a reversal on leaving paid). */
export function recordManualMovement(tx: Tx, movement: NewTransaction): Promise<boolean> {
  return insertTransaction(tx, movement);
}

/** Every movement of these orders, oldest first (order lists and DTOs). */
export function transactionsOf(tenantId: TenantId, orderIds: string[]): Promise<TransactionRow[]> {
  return findTransactions(tenantId, orderIds);
}

export type RefundRecord = {
  tenantId: TenantId;
  orderId: string;
  paymentMethod: string;
  /** The provider's refund id: a refund reported twice (our call, then its webhook) is recorded once. */
  gatewayTransactionId: string;
  /** Minor units, positive. */
  amount: number;
  /** The platform fee given back with it, minor units, positive. */
  fee: number;
  currency: string;
};

/**
 * Record a refund once, as a negative completed transaction, and update the order: refunded_amount, the
 * summed platform fee and net, and status `refunded` once everything paid has been given back. Refunds
 * never return stock (the owner decides what came back).
 */
export async function recordRefund(p: RefundRecord, tx?: Tx): Promise<{ recorded: boolean; order: OrderRow | null }> {
  return run(tx, async (t) => {
    const o = await lockOrder(t, p.tenantId, p.orderId);
    if (!o) return { recorded: false, order: null };
    const inserted = await insertTransaction(t, {
      tenantId: p.tenantId,
      orderId: p.orderId,
      amount: fromMinor(-p.amount),
      platformFee: fromMinor(-p.fee),
      netAmount: fromMinor(-(p.amount - p.fee)),
      currency: p.currency,
      type: "refund",
      status: "completed",
      paymentMethod: p.paymentMethod,
      gatewayTransactionId: p.gatewayTransactionId,
    });
    if (!inserted) return { recorded: false, order: o };
    const m = await moneyOf(t, p.tenantId, p.orderId);
    const sums = await resummed(t, p.tenantId, p.orderId);
    const order = await updateOrder(t, p.tenantId, p.orderId, {
      refundedAmount: fromMinor(m.refunded),
      platformFee: fromMinor(sums.fee),
      netAmount: fromMinor(sums.net),
      ...(m.paid > 0 && m.refunded >= m.paid ? { status: "refunded" as const } : {}),
    });
    await recordEvent(t, p.tenantId, p.orderId, { type: "refunded", message: `Refunded ${formatMoney(fromMinor(p.amount), p.currency)}`, data: { amount: fromMinor(p.amount) } });
    // Refunded in full: the gift cards the order bought cannot be spent any more (record 0158).
    if (order?.status === "refunded" && o.status !== "refunded") {
      const n = await disableCardsBoughtBy(t, p.tenantId, p.orderId, "refunded");
      if (n) await recordEvent(t, p.tenantId, p.orderId, { type: "status_changed", message: `${n} gift card${n === 1 ? "" : "s"} bought with this order disabled` });
    }
    return { recorded: true, order };
  });
}

/** The store's order holding the movement with this provider id (a PayPal refund event names its capture). */
export function orderOfTransaction(tenantId: TenantId, method: string, gatewayTransactionId: string): Promise<OrderRow | null> {
  return findOrderByTransaction(tenantId, method, gatewayTransactionId);
}
