import "server-only";
import { getEnv } from "@/lib/env";
import { issuePasswordReset } from "@/lib/auth/password-reset";
import { deliverMail, sweepWaitingMail } from "@/lib/mail/service";
import { closeTransport } from "@/lib/mail/transport";
import { getQueue, startWorkers, stopQueue, type QueueName } from "@/lib/queue/queue";
import { runImportJob } from "@/lib/catalog/import/service";
import { sweepAbandonedOrders } from "./abandoned-orders";
import { recheckDomainsJob } from "./domain-recheck";
import { renderMessage } from "./mail-render";
import { remindTrialsEnding } from "./trial-ending";

/**
 * The job worker of this process: the handlers of every queue (lib/queue/queue.ts) and the schedules.
 * Started from instrumentation.ts in the Next server (not during `next build`), and by tests in-process;
 * stopJobWorker() lets in-flight jobs finish and closes everything it opened.
 */
const g = globalThis as unknown as { __sbWorker?: Promise<void> };

/** Every N minutes for the abandoned-order sweep (cron's smallest step is a minute). */
function everyMinutes(seconds: number): string {
  const m = Math.max(1, Math.round(seconds / 60));
  return m === 1 ? "* * * * *" : `*/${Math.min(m, 59)} * * * *`;
}

export function startJobWorker(): Promise<void> {
  if (g.__sbWorker) return g.__sbWorker;
  const sweepSeconds = getEnv().ABANDONED_ORDER_SWEEP_SECONDS;
  const schedules: { name: QueueName; cron: string }[] = [
    { name: "mail.sweep", cron: "* * * * *" },
    { name: "billing.trial-ending", cron: "0 9 * * *" },
    // Custom domains' TXT proof, looked up again daily (record 0126).
    { name: "domains.recheck", cron: "17 4 * * *" },
  ];
  if (sweepSeconds > 0) schedules.push({ name: "orders.abandoned-sweep", cron: everyMinutes(sweepSeconds) });
  const p = (async () => {
    if (!sweepSeconds) await (await getQueue()).unschedule("orders.abandoned-sweep");
    await startWorkers(
      [
        // 50 at a time over the pooled SMTP connections (scripts/mail-bench.ts: 1,000 in under a minute).
        { name: "mail.send", batchSize: 50, pollingIntervalSeconds: 0.5, handler: async (job) => void (await deliverMail(String(job.data.id), renderMessage)) },
        { name: "mail.sweep", handler: async () => void (await sweepWaitingMail(60)) },
        { name: "auth.password-reset", batchSize: 5, pollingIntervalSeconds: 0.5, handler: async (job) => void (await issuePasswordReset(job.data)) },
        { name: "orders.abandoned-sweep", handler: async () => void (await sweepAbandonedOrders()) },
        { name: "billing.trial-ending", handler: async () => void (await remindTrialsEnding()) },
        { name: "domains.recheck", handler: async () => void (await recheckDomainsJob()) },
        { name: "products.import", pollingIntervalSeconds: 1, handler: async (job) => void (await runImportJob(String(job.data.id))) },
      ],
      schedules,
    );
  })();
  g.__sbWorker = p;
  p.catch(() => {
    if (g.__sbWorker === p) g.__sbWorker = undefined;
  });
  return p;
}

export async function stopJobWorker(): Promise<void> {
  const p = g.__sbWorker;
  g.__sbWorker = undefined;
  await p?.catch(() => {});
  await stopQueue();
  closeTransport();
}
