import { getEnv } from "@/lib/env";
import { closeUnpaidOrder, listAbandonedOrders, runExclusively } from "@/lib/orders/service";
import { invalidateStock } from "@/lib/storefront/cache";
import { getStoreById } from "@/lib/tenancy/payment-store";
import { tenantIdOf } from "@/lib/tenancy/store";
import { gatewayFor } from "./gateway";
import { ONLINE_METHODS, type OnlineMethod } from "./methods";
import { applyOutcome } from "./service";

/**
 * Abandoned online orders: a shopper who closes the tab mid-payment leaves a pending order holding its
 * stock. Every run takes the unpaid online orders older than ABANDONED_ORDER_MINUTES, asks each one's
 * provider what happened (money may have moved after all: then the order is paid), and otherwise cancels
 * at the provider where it can and closes the order as `cancelled`, its stock given back exactly once
 * (closeUnpaidOrder locks the row and flips stock_restored). A provider that cannot be reached leaves the
 * order for the next run. One instance at a time: a PostgreSQL advisory lock around the run.
 */
export type SweepReport = { ran: boolean; checked: number; paid: number; cancelled: number; errors: number };

const LOCK_KEY = 724154;

export async function sweepAbandonedOrders(now = new Date()): Promise<SweepReport> {
  const minutes = getEnv().ABANDONED_ORDER_MINUTES;
  const before = new Date(now.getTime() - minutes * 60_000);
  const report = await runExclusively(LOCK_KEY, async () => {
    const r: SweepReport = { ran: true, checked: 0, paid: 0, cancelled: 0, errors: 0 };
    const orders = await listAbandonedOrders(before, ONLINE_METHODS);
    for (const order of orders) {
      r.checked++;
      try {
        const store = await getStoreById(tenantIdOf({ id: order.tenantId }));
        if (!store) continue;
        const method = order.paymentMethod as OnlineMethod;
        let gateway: ReturnType<typeof gatewayFor> | null = null;
        try {
          gateway = gatewayFor(method, store.row);
        } catch {
          // The store turned the method off or removed its keys: nothing can be asked, so nothing can be
          // paid through us any more; the stock goes back.
          gateway = null;
        }
        if (gateway) {
          const now = await gateway.check(order);
          if (now.state === "paid") {
            const applied = await applyOutcome(store, order, method, now);
            if (applied.paid) r.paid++;
            continue;
          }
          await gateway.cancel(order);
        }
        const closed = await closeUnpaidOrder(store.id, order.id, "cancelled");
        if (closed?.status === "cancelled") r.cancelled++;
        invalidateStock(store.id);
      } catch (err) {
        r.errors++;
        console.error(`[abandoned-orders] order ${order.id} left for the next run:`, (err as Error).message);
      }
    }
    return r;
  });
  return report ?? { ran: false, checked: 0, paid: 0, cancelled: 0, errors: 0 };
}

/**
 * The in-process timer for Node servers (containers, `next start`): started once per process from
 * instrumentation.ts unless ABANDONED_ORDER_SWEEP_SECONDS is 0. Several instances may run it; the
 * advisory lock lets one of them work at a time.
 */
const g = globalThis as unknown as { __sbSweepTimer?: ReturnType<typeof setInterval> };

export function startAbandonedOrderTimer(): boolean {
  const seconds = getEnv().ABANDONED_ORDER_SWEEP_SECONDS;
  if (!seconds || g.__sbSweepTimer) return false;
  g.__sbSweepTimer = setInterval(() => {
    sweepAbandonedOrders().catch((err) => console.error("[abandoned-orders] run failed:", (err as Error).message));
  }, seconds * 1000);
  g.__sbSweepTimer.unref?.();
  return true;
}
