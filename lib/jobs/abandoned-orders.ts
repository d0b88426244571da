import "server-only";
import { getEnv } from "@/lib/env";
import { purgeExpiredOrderKeys } from "@/lib/orders/idempotency/service";
import { stalePendingOrders } from "@/lib/orders/service";
import { ONLINE_METHODS } from "@/lib/checkout/payment-methods";
import { settleAbandonedOrderOfStore } from "@/lib/payments/service";
import { runExclusively, type Job } from "./runner";

/**
 * Abandoned online orders: a shopper who closes the tab mid-payment leaves a pending order holding its
 * stock. Every run takes the unpaid online orders older than ABANDONED_ORDER_MINUTES and lets the payments
 * slice settle each (paid after all, or cancelled with its stock back exactly once). A provider that
 * cannot be reached leaves the order for the next run. The same run forgets order idempotency keys past
 * their lifetime. Triggers: the queue's schedule ("orders.abandoned-sweep", lib/jobs/worker.ts, every
 * ABANDONED_ORDER_SWEEP_SECONDS rounded to minutes) and GET /api/cron/abandoned-orders (serverless hosts).
 */
export type SweepReport = { ran: boolean; checked: number; paid: number; cancelled: number; errors: number };

const LOCK_KEY = 724154;

function sweepJob(now: Date): Job<SweepReport> {
  return {
    name: "abandoned-orders",
    lockKey: LOCK_KEY,
    run: async () => {
      const before = new Date(now.getTime() - getEnv().ABANDONED_ORDER_MINUTES * 60_000);
      const r: SweepReport = { ran: true, checked: 0, paid: 0, cancelled: 0, errors: 0 };
      for (const order of await stalePendingOrders(before, ONLINE_METHODS)) {
        r.checked++;
        try {
          const done = await settleAbandonedOrderOfStore(order);
          if (done === "paid") r.paid++;
          if (done === "cancelled") r.cancelled++;
        } catch (err) {
          r.errors++;
          console.error(`[abandoned-orders] order ${order.id} left for the next run:`, (err as Error).message);
        }
      }
      try {
        await purgeExpiredOrderKeys(now);
      } catch (err) {
        console.error("[abandoned-orders] expired idempotency keys left for the next run:", (err as Error).message);
      }
      return r;
    },
  };
}

export async function sweepAbandonedOrders(now = new Date()): Promise<SweepReport> {
  return (await runExclusively(sweepJob(now))) ?? { ran: false, checked: 0, paid: 0, cancelled: 0, errors: 0 };
}
