import "server-only";
import { randomUUID } from "node:crypto";
import { getEnv } from "@/lib/env";
import * as repo from "./repository";
import { attemptDelivery, onWebhookWork, type AttemptOptions } from "./service";

/**
 * The webhook dispatcher of this process (record 0146): the delivery rows are the queue. Every WEBHOOK_POLL_MS (or
 * at once when woken) it claims due deliveries (SKIP LOCKED, with a lease: lib/webhooks/repository.ts claimDue)
 * store by store (the longest waiting first, each up to its share) up to its free slots, and runs each as its own
 * attempt:
 * - `concurrency` attempts at once in this process, at most `perStore` of them for one store, so a store whose
 *   receiver takes its full 10 s holds `perStore` slots and every other store's deliveries go on;
 * - a process killed mid-attempt leaves the row claimed until the lease ends; then any worker takes it again
 *   (the receiver may see that event twice, with the same webhook-id, as Standard Webhooks expects);
 * - a row committed while no worker ran is simply due: the first worker to start sends it.
 */
export type DispatcherOptions = { concurrency?: number; perStore?: number; pollMs?: number; attempt?: AttemptOptions };

type State = {
  stopping: boolean;
  woken: boolean;
  /** The last round left due rows behind (no free slot, a store at its share). */
  backlog: boolean;
  wake: () => void;
  inFlight: Set<Promise<void>>;
  perTenant: Map<string, number>;
  done: Promise<void>;
};
const g = globalThis as unknown as { __sbWebhooks?: State };

export function startWebhookDispatcher(o: DispatcherOptions = {}): void {
  if (g.__sbWebhooks) return;
  const env = getEnv();
  const concurrency = o.concurrency ?? 32;
  const perStore = o.perStore ?? 8;
  const pollMs = o.pollMs ?? env.WEBHOOK_POLL_MS;
  const leaseMs = env.WEBHOOK_TIMEOUT_MS + 30_000;
  const s: State = { stopping: false, woken: false, backlog: false, wake: () => void (s.woken = true), inFlight: new Set(), perTenant: new Map(), done: Promise.resolve() };
  g.__sbWebhooks = s;
  onWebhookWork(() => s.wake());
  s.done = (async () => {
    while (!s.stopping) {
      s.woken = false;
      s.backlog = false;
      const free = concurrency - s.inFlight.size;
      const claimed: repo.ClaimedDelivery[] = [];
      if (free > 0) {
        const busy = [...s.perTenant].filter(([, n]) => n >= perStore).map(([t]) => t);
        const claimId = randomUUID();
        try {
          // Store by store, each up to its remaining share: the longest-waiting stores first.
          let left = free;
          const stores = await repo.dueStores(free, busy);
          for (const tenantId of stores) {
            if (left <= 0) break;
            const want = Math.min(left, perStore - (s.perTenant.get(tenantId) ?? 0));
            const got = await repo.claimDueOfStore(tenantId, claimId, want, leaseMs);
            claimed.push(...got);
            left -= got.length;
            if (got.length === want) s.backlog = true;
          }
          // Rows left behind (slots full, stores at their share): a finished attempt looks again at once.
          if (busy.length || left <= 0) s.backlog = true;
        } catch (err) {
          console.error("[webhooks] claim failed:", (err as Error).message);
        }
        for (const c of claimed) {
          s.perTenant.set(c.tenantId, (s.perTenant.get(c.tenantId) ?? 0) + 1);
          const run: Promise<void> = attemptDelivery(c, claimId, o.attempt)
            .then(() => undefined)
            .catch((err: unknown) => console.error(`[webhooks] delivery ${c.id} failed to run (taken again after its lease):`, (err as Error).message))
            .finally(() => {
              s.inFlight.delete(run);
              const n = (s.perTenant.get(c.tenantId) ?? 1) - 1;
              if (n <= 0) s.perTenant.delete(c.tenantId);
              else s.perTenant.set(c.tenantId, n);
              // Only when work was left waiting for a slot; else the next poll (or a test call's wake) finds new rows.
              if (s.backlog) s.wake();
            });
          s.inFlight.add(run);
        }
      }
      if (claimed.length && claimed.length === free) continue; // more may be due
      if (s.woken || s.stopping) continue;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, pollMs);
        s.wake = () => {
          s.woken = true;
          clearTimeout(t);
          resolve();
        };
      });
      s.wake = () => void (s.woken = true);
    }
    await Promise.all(s.inFlight);
  })();
}

/** Stop claiming; attempts in flight finish (each is bounded by WEBHOOK_TIMEOUT_MS) for up to `timeoutMs`. */
export async function stopWebhookDispatcher(timeoutMs = 15_000): Promise<void> {
  const s = g.__sbWebhooks;
  if (!s) return;
  g.__sbWebhooks = undefined;
  onWebhookWork(() => {});
  s.stopping = true;
  s.wake();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([s.done, new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
  clearTimeout(timer);
}

/** The daily retention sweep (queue "webhooks.retention"): settled events older than WEBHOOK_RETENTION_DAYS go. */
export async function sweepOldWebhookEvents(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - getEnv().WEBHOOK_RETENTION_DAYS * 86_400_000);
  const n = await repo.deleteSettledEventsBefore(before);
  if (n) console.info(`[webhooks] retention: deleted ${n} events settled before ${before.toISOString()}`);
  return n;
}
