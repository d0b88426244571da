import "server-only";
import type { UserRow } from "@/lib/auth/schemas";
import { getReturn, orderIdOfReturn, returnRefundStep } from "@/lib/orders/returns/service";
import type { RefundReturnInput, ReturnDto } from "@/lib/orders/returns/schemas";
import { refundOrder } from "@/lib/payments/service";
import type { PaymentStore } from "@/lib/tenancy/store";

/**
 * POST /api/returns/{id}/refund: the owner's refund path (lib/payments: the provider's refund API for an online
 * payment, else a manual refund record; the 'Refund issued' mail), with the return's own step run inside the
 * refund's transaction under the order's lock (record 0154): the return is marked refunded exactly when the money
 * is, and a second refund of the same return is 409 before any provider is called.
 */
export async function refundReturnFlow(store: PaymentStore, staff: UserRow, returnId: string, input: RefundReturnInput): Promise<ReturnDto> {
  const orderId = await orderIdOfReturn(store, returnId);
  await refundOrder(store, orderId, input.amount, null, returnRefundStep(store, returnId, input, staff));
  return getReturn(store, returnId);
}
