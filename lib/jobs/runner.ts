import "server-only";
import { withAdvisoryLock } from "./repository";

/**
 * Background jobs of the app: each has a name, an advisory-lock key (one instance runs it at a time,
 * whatever the number of app instances) and a period. Today they run on an in-process timer per Node
 * server (and a cron route for serverless hosts); the interface is small so that a queue (pg-boss or
 * graphile-worker on the same PostgreSQL) can take over without touching the jobs themselves.
 */
export type Job<T> = { name: string; lockKey: number; run: () => Promise<T> };

/** Run the job here unless another instance is running it (then null). */
export function runExclusively<T>(job: Job<T>): Promise<T | null> {
  return withAdvisoryLock(job.lockKey, job.run);
}

const g = globalThis as unknown as { __sbJobTimers?: Map<string, ReturnType<typeof setInterval>> };

/**
 * Start the job's timer in this process, once (hot reloads and repeated calls start nothing new).
 * Answers whether a timer was started; 0 seconds means off. A failed run is logged and tried next period.
 */
export function startJobTimer<T>(job: Job<T>, seconds: number): boolean {
  const timers = (g.__sbJobTimers ??= new Map());
  if (!seconds || timers.has(job.name)) return false;
  const timer = setInterval(() => {
    runExclusively(job).catch((err) => console.error(`[${job.name}] run failed:`, (err as Error).message));
  }, seconds * 1000);
  timer.unref?.();
  timers.set(job.name, timer);
  return true;
}
