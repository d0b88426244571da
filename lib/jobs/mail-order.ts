import "server-only";
import { AppError } from "@/lib/errors";
import { PermanentMailError } from "@/lib/mail/service";
import { orderBundle, storedOrder } from "@/lib/orders/service";
import type { Store } from "@/lib/tenancy/store";

/**
 * The order a message is about. Only an order that is really not there for this store fails the message
 * for good, and that is asked of the orders table itself: a read that failed (a busy pool, a lost
 * connection, a restarting server) is thrown as it is, so the queue tries the message again. Once, every
 * error here became "The order no longer exists", and a pool timeout under load failed mails of orders
 * that existed (issue 35).
 */
export async function orderOfMail(store: Store, orderId: string) {
  try {
    return await orderBundle(store, orderId);
  } catch (err) {
    if (err instanceof AppError && err.status === 404 && !(await storedOrder(store.id, orderId))) throw new PermanentMailError("The order no longer exists");
    throw err;
  }
}
