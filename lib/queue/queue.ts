import "server-only";
import type PgBossType from "pg-boss";
import { embeddedClient, type PGliteLike } from "./repository";
import { getEnv } from "@/lib/env";

/**
 * The app's durable job queue: pg-boss on the PostgreSQL the app already uses (its own `pgboss` schema).
 * Jobs survive a restart, are retried with backoff, are fetched with SKIP LOCKED so each runs once
 * across any number of instances, and cron schedules fire once per minute across all instances.
 * On the embedded database pg-boss runs on PGlite through its `db.executeSql` adapter (record 0070):
 * one queue, one code path, both databases.
 *
 * This module knows nothing about what the jobs do: slices enqueue by name; lib/jobs/worker.ts
 * registers the handlers and the schedules.
 */

/** Every queue and its retry policy. A job named here is created on start; enqueueing an unknown name fails. */
export const QUEUES = {
  /** Render and send one outbox message (data: { id }). Three attempts, 5 s then 10 s apart (MAIL_RETRY_DELAY_SECONDS). */
  "mail.send": { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  /** Messages written whose job was lost (a crash between commit and enqueue) get one again. */
  "mail.sweep": { retryLimit: 0, expireInSeconds: 300 },
  /** A forgot-password request: find the account, write the message (its token is made at render). */
  "auth.password-reset": { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  /** Unpaid online orders checked with their provider (lib/jobs/abandoned-orders.ts). */
  "orders.abandoned-sweep": { retryLimit: 0, expireInSeconds: 900 },
  /** Stores whose trial ends in 3 days get a reminder (once). */
  "billing.trial-ending": { retryLimit: 1, retryDelay: 60, expireInSeconds: 900 },
  /** Verified custom domains' TXT proof looked up again; a lost one is unverified and its owner mailed. */
  "domains.recheck": { retryLimit: 1, retryDelay: 300, expireInSeconds: 1800 },
  /** Webhook events and deliveries older than WEBHOOK_RETENTION_DAYS, settled, deleted (record 0146). */
  "webhooks.retention": { retryLimit: 1, retryDelay: 300, expireInSeconds: 1800 },
  /** The storefront funnel's daily rows recomputed from the events, old events pruned (lib/analytics, record 0151). */
  "analytics.rollup": { retryLimit: 1, retryDelay: 60, expireInSeconds: 900 },
  /** Delivered orders of stores that ask for reviews get one review request each, N days later (record 0157). */
  "reviews.request-sweep": { retryLimit: 1, retryDelay: 60, expireInSeconds: 900 },
  /** One checkout's recovery mail, started after the store's delay (data: { tenantId, id }; lib/checkouts, record 0156). */
  "checkouts.recover": { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
  /** Checkouts due a recovery mail whose job was lost, every minute. */
  "checkouts.recovery-sweep": { retryLimit: 0, expireInSeconds: 300 },
  /** A product CSV import (data: { id }); a retry resumes at its checkpoint (lib/catalog/import). */
  "products.import": { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 3600 },
} as const;

export type QueueName = keyof typeof QUEUES;

export type JobHandler = (job: { id: string; data: Record<string, unknown> }) => Promise<void>;

/** One fetch loop per queue this process works (see startWorkers). */
type Loop = { name: QueueName; stopping: boolean; notified: boolean; wake: () => void; done: Promise<void> };
type State = { boss?: Promise<PgBossType>; loops: Loop[] };
const g = globalThis as unknown as { __sbQueue?: State };
const state = (): State => (g.__sbQueue ??= { loops: [] });

async function open(): Promise<PgBossType> {
  const { default: PgBoss } = await import("pg-boss");
  const env = getEnv();
  const common = {
    // Maintenance (expiring, archiving) and the cron monitor run on every instance; pg-boss makes them
    // take turns through its own advisory locks.
    maintenanceIntervalSeconds: 60,
    cronMonitorIntervalSeconds: 30,
    archiveCompletedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
  };
  let boss: PgBossType;
  if (env.DATABASE_URL) {
    // Its own small pool: the queue's polling never takes a connection a checkout is waiting for.
    boss = new PgBoss({ connectionString: env.DATABASE_URL, max: 3, ...common });
  } else {
    boss = new PgBoss({ db: pgliteAdapter(await embeddedClient()), ...common });
  }
  boss.on("error", (err) => console.error("[queue]", err.message));
  await boss.start();
  for (const [name, policy] of Object.entries(QUEUES)) {
    // A message's first retry comes after MAIL_RETRY_DELAY_SECONDS (5 s), then twice that, with pg-boss's jitter.
    const options = name === "mail.send" || name === "auth.password-reset" ? { ...policy, retryDelay: env.MAIL_RETRY_DELAY_SECONDS } : policy;
    // createQueue is idempotent on the name (ON CONFLICT DO NOTHING); an existing queue keeps its policy,
    // so updateQueue brings a changed policy in.
    await boss.createQueue(name, { name, ...options });
    await boss.updateQueue(name, { name, ...options });
  }
  return boss;
}

/** PGlite answers one statement with parameters (query) or several without (exec): pg-boss sends both kinds. */
function pgliteAdapter(client: PGliteLike) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

/** The started queue of this process (started on first use). */
export function getQueue(): Promise<PgBossType> {
  const s = state();
  if (!s.boss) {
    const p = open();
    s.boss = p;
    p.catch(() => {
      if (s.boss === p) s.boss = undefined;
    });
  }
  return s.boss;
}

export type EnqueueOptions = { id?: string; singletonKey?: string; startAfterSeconds?: number };

/**
 * Add a job. With `id` (a uuid), a second enqueue of the same id is a no-op while the first is kept, so
 * a message's job can be asked for again safely. Answers the job id, or null when it already existed.
 */
export async function enqueue(name: QueueName, data: Record<string, unknown>, o: EnqueueOptions = {}): Promise<string | null> {
  const boss = await getQueue();
  const id = await boss.send(name, data, {
    ...(o.id ? { id: o.id } : {}),
    ...(o.singletonKey ? { singletonKey: o.singletonKey } : {}),
    ...(o.startAfterSeconds ? { startAfter: o.startAfterSeconds } : {}),
  });
  // Wake this process's own loop of that queue instead of waiting for its next poll. Only that queue's:
  // waking every loop made each order's two mails cost a dozen fetch queries of the other queues.
  if (id) for (const loop of state().loops) if (loop.name === name) loop.wake();
  return id;
}

/**
 * Enqueue only if this process has the queue open (its worker, or a producer opened at start); else do
 * nothing and answer false. For jobs whose work is already durable elsewhere (an outbox row the sweep
 * finds): a request never waits for the queue to start, and a test that never starts it leaves nothing open.
 */
export async function enqueueIfOpen(name: QueueName, data: Record<string, unknown>, o: EnqueueOptions = {}): Promise<boolean> {
  if (!state().boss) return false;
  await enqueue(name, data, o);
  return true;
}

export type WorkerSpec = { name: QueueName; handler: JobHandler; batchSize?: number; pollingIntervalSeconds?: number };

type FetchedJob = { id: string; data: unknown };

/**
 * Start fetching jobs of these queues in this process. Up to `batchSize` jobs of a queue are handled at
 * once; each is completed or failed on its own (a failed one is retried per its queue's policy).
 *
 * The loop is ours rather than pg-boss's `work()` (record 0120): pg-boss 10 completes or fails a batch
 * without awaiting it, so a database lost at that moment became an unhandled rejection. Here every
 * queue write is awaited and its failure logged; a job whose outcome could not be written stays active
 * and pg-boss runs it again once it expires (the handlers are idempotent: a mail's row knows it was sent).
 */
export async function startWorkers(specs: WorkerSpec[], schedules: { name: QueueName; cron: string }[] = []): Promise<void> {
  const boss = await getQueue();
  const s = state();
  for (const spec of specs) s.loops.push(fetchLoop(boss, spec));
  for (const sc of schedules) await boss.schedule(sc.name, sc.cron);
}

function fetchLoop(boss: PgBossType, spec: WorkerSpec): Loop {
  const intervalMs = (spec.pollingIntervalSeconds ?? 2) * 1000;
  const capacity = spec.batchSize ?? 1;
  const loop: Loop = { name: spec.name, stopping: false, notified: false, wake: () => void (loop.notified = true), done: Promise.resolve() };
  loop.done = (async () => {
    // Up to `capacity` jobs at once, topped up when half have finished: a batch no longer waits for its slowest job
    // before the next is fetched (the mail backlog after a checkout burst drained at one batch at a time), and a
    // fetch still takes several jobs (one per job would be a queue query per mail).
    const inFlight = new Set<Promise<void>>();
    while (!loop.stopping) {
      loop.notified = false;
      let jobs: FetchedJob[] = [];
      try {
        // pg-boss answers [] when the fetch fails (database away): the loop then waits a poll and asks again.
        jobs = ((await boss.fetch(spec.name, { batchSize: capacity - inFlight.size })) ?? []) as FetchedJob[];
      } catch (err) {
        console.error(`[queue] ${spec.name}: fetch failed:`, (err as Error).message);
      }
      for (const job of jobs) {
        const run: Promise<void> = runJob(boss, spec, job).finally(() => inFlight.delete(run));
        inFlight.add(run);
      }
      if (inFlight.size > capacity / 2) {
        while (inFlight.size > capacity / 2) await Promise.race(inFlight);
        continue;
      }
      if (jobs.length) continue; // more may be waiting
      if (loop.notified || loop.stopping) continue;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, intervalMs);
        loop.wake = () => {
          loop.notified = true;
          clearTimeout(t);
          resolve();
        };
      });
      loop.wake = () => void (loop.notified = true);
    }
    await Promise.all(inFlight);
  })();
  return loop;
}

/** One job: its handler, bounded by the queue's expiry (as pg-boss's own loop bounds it), then its outcome. */
async function runJob(boss: PgBossType, spec: WorkerSpec, job: FetchedJob): Promise<void> {
  let failure: Error | null = null;
  let timer: NodeJS.Timeout | undefined;
  try {
    const expiry = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`handler did not finish within ${QUEUES[spec.name].expireInSeconds} s`)), QUEUES[spec.name].expireInSeconds * 1000);
    });
    await Promise.race([spec.handler({ id: job.id, data: (job.data ?? {}) as Record<string, unknown> }), expiry]);
  } catch (err) {
    failure = err instanceof Error ? err : new Error(String(err));
  } finally {
    clearTimeout(timer);
  }
  try {
    if (failure) await boss.fail(spec.name, job.id, { message: failure.message });
    else await boss.complete(spec.name, job.id);
  } catch (err) {
    console.error(`[queue] ${spec.name} ${job.id}: its outcome was not recorded (it runs again after it expires):`, (err as Error).message);
  }
}

/** Stop the workers and the queue (tests, shutdown): in-flight jobs finish first, for up to `timeoutMs`. */
export async function stopQueue(timeoutMs = 5000): Promise<void> {
  const s = state();
  const p = s.boss;
  const loops = s.loops;
  s.boss = undefined;
  s.loops = [];
  for (const loop of loops) {
    loop.stopping = true;
    loop.wake();
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(loops.map((l) => l.done)), new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
  clearTimeout(timer);
  if (!p) return;
  const boss = await p.catch(() => null);
  if (!boss) return;
  // pg-boss's own timeout covers its workers; closing its pool waits for connections in use, which a handler stuck
  // on a connection cut by a database restart may never give back: bounded too, so a shutdown never hangs.
  let stopTimer: NodeJS.Timeout | undefined;
  await Promise.race([
    boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true }).catch(() => {}),
    new Promise((r) => (stopTimer = setTimeout(r, timeoutMs + 5000))),
  ]);
  clearTimeout(stopTimer);
}
