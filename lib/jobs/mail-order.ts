import "server-only";
import { AppError } from "@/lib/errors";
import { PermanentMailError } from "@/lib/mail/service";
import { orderBundle, storedOrder } from "@/lib/orders/service";
import type { Store } from "@/lib/tenancy/store";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order a message is about. Only an order that is really not there for this store fails the message
 * for good, and that is asked of the orders table itself: a read that failed (a busy pool, a lost
 * connection, a restarting server) is thrown as it is, so the queue tries the message again. Once, every
 * error here became "The order no longer exists", and a pool timeout under load failed mails of orders
 * that existed (issue 35).
 */
export async function orderOfMail(store: Store, orderId: string) {
  // A payload that names no order (not a uuid) can never render: failed at once, not retried three times as a
  // database error ("invalid input syntax for type uuid") would be.
  if (!UUID.test(orderId)) throw new PermanentMailError("The message names no order");
  try {
    return await orderBundle(store, orderId);
  } catch (err) {
    if (err instanceof AppError && err.status === 404 && !(await storedOrder(store.id, orderId))) throw new PermanentMailError("The order no longer exists");
    throw err;
  }
}
