import "server-only";
import { withAdvisoryLock } from "./repository";

/**
 * Background jobs of the app: each has a name, an advisory-lock key (one instance runs it at a time,
 * whatever the number of app instances). They are scheduled on the queue (lib/queue, pg-boss: one
 * instance gets each scheduled run) and can be called by the cron route; the advisory lock still keeps a
 * cron call and a scheduled run from overlapping.
 */
export type Job<T> = { name: string; lockKey: number; run: () => Promise<T> };

/** Run the job here unless another instance is running it (then null). */
export function runExclusively<T>(job: Job<T>): Promise<T | null> {
  return withAdvisoryLock(job.lockKey, job.run);
}
