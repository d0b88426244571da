import type { TenantId } from "@/lib/tenancy/store";
import "server-only";
import { getEnv } from "@/lib/env";
import { issuePasswordReset } from "@/lib/auth/password-reset";
import { deliverMail, sweepWaitingMail } from "@/lib/mail/service";
import { closeTransport } from "@/lib/mail/transport";
import { getQueue, startWorkers, stopQueue, type QueueName } from "@/lib/queue/queue";
import { yieldToRequests } from "@/lib/queue/yield";
import { resumeStalledImports, runImportJob } from "@/lib/catalog/import/service";
import { rollUpFunnels } from "@/lib/analytics/service";
import { startWebhookDispatcher, stopWebhookDispatcher, sweepOldWebhookEvents } from "@/lib/webhooks/dispatcher";
import { sendRecovery, sweepRecovery } from "@/lib/checkouts/service";
import { sweepAbandonedOrders } from "./abandoned-orders";
import { recheckDomainsJob } from "./domain-recheck";
import { renderMessage } from "./mail-render";
import { sendReviewRequests } from "./review-requests";
import { remindTrialsEnding } from "./trial-ending";

/**
 * The job worker of this process: the handlers of every queue (lib/queue/queue.ts) and the schedules.
 * Started from instrumentation.ts in the Next server (not during `next build`), and by tests in-process;
 * stopJobWorker() lets in-flight jobs finish and closes everything it opened.
 */
const g = globalThis as unknown as { __sbWorker?: Promise<void>; __sbImportSweep?: NodeJS.Timeout };

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
    // Old webhook events and their deliveries (record 0146).
    { name: "webhooks.retention", cron: "41 3 * * *" },
    // The storefront funnel's days (record 0151): today's row is only a cache (the report counts open days live).
    { name: "analytics.rollup", cron: "*/10 * * * *" },
    // Review requests N days after delivery (record 0157): hourly, each order once (the outbox's dedupe key).
    { name: "reviews.request-sweep", cron: "23 * * * *" },
    // Abandoned checkouts whose recovery job was lost (record 0156).
    { name: "checkouts.recovery-sweep", cron: "* * * * *" },
  ];
  if (sweepSeconds > 0) schedules.push({ name: "orders.abandoned-sweep", cron: everyMinutes(sweepSeconds) });
  const p = (async () => {
    if (!sweepSeconds) await (await getQueue()).unschedule("orders.abandoned-sweep");
    await startWorkers(
      [
        // 10 at a time: renders take turns anyway and SMTP pools 5 connections; 50 handlers at once only crowded the
        // database pool that checkouts use (record 0120). Each mail first gives way to requests (lib/queue/yield.ts).
        {
          name: "mail.send",
          batchSize: 10,
          pollingIntervalSeconds: 0.5,
          handler: async (job) => {
            await yieldToRequests();
            await deliverMail(String(job.data.id), renderMessage);
          },
        },
        { name: "mail.sweep", handler: async () => void (await sweepWaitingMail(60)) },
        { name: "auth.password-reset", batchSize: 5, pollingIntervalSeconds: 0.5, handler: async (job) => void (await issuePasswordReset(job.data)) },
        { name: "orders.abandoned-sweep", handler: async () => void (await sweepAbandonedOrders()) },
        { name: "billing.trial-ending", handler: async () => void (await remindTrialsEnding()) },
        { name: "domains.recheck", handler: async () => void (await recheckDomainsJob()) },
        { name: "webhooks.retention", handler: async () => void (await sweepOldWebhookEvents()) },
        { name: "analytics.rollup", handler: async () => void (await rollUpFunnels()) },
        { name: "reviews.request-sweep", handler: async () => void (await sendReviewRequests()) },
        {
          name: "checkouts.recover",
          batchSize: 5,
          pollingIntervalSeconds: 1,
          handler: async (job) => void (await sendRecovery(String(job.data.tenantId) as TenantId, String(job.data.id))),
        },
        { name: "checkouts.recovery-sweep", handler: async () => void (await sweepRecovery()) },
        { name: "products.import", pollingIntervalSeconds: 1, handler: async (job) => void (await runImportJob(String(job.data.id), job.data.tenantId ? (String(job.data.tenantId) as TenantId) : undefined)) },
      ],
      schedules,
    );
  })();
  g.__sbWorker = p;
  void p.then(() => {
    // Outgoing webhooks: their delivery rows are their queue (record 0146).
    startWebhookDispatcher();
    const sweep = () => void resumeStalledImports().catch((err: unknown) => console.error("[import] sweep failed", err instanceof Error ? err.message : err));
    if (g.__sbImportSweep) return;
    // How often an import whose run died is looked for (record 0121: taken over within a minute): 15 s by default.
    g.__sbImportSweep = setInterval(sweep, getEnv().IMPORT_SWEEP_SECONDS * 1000).unref();
    sweep();
  }, () => {});
  p.catch(() => {
    if (g.__sbWorker === p) g.__sbWorker = undefined;
  });
  return p;
}

export async function stopJobWorker(): Promise<void> {
  const p = g.__sbWorker;
  g.__sbWorker = undefined;
  clearInterval(g.__sbImportSweep);
  g.__sbImportSweep = undefined;
  // A start still under way (queues being created while the database is away) is not waited for without end.
  let startTimer: NodeJS.Timeout | undefined;
  await Promise.race([p?.catch(() => {}), new Promise((r) => (startTimer = setTimeout(r, 15_000)))]);
  clearTimeout(startTimer);
  await stopWebhookDispatcher();
  await stopQueue();
  closeTransport();
}
