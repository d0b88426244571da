/**
 * Runs once when the server starts: open the database (migrating it, and seeding the embedded demo
 * on an empty first start) before the first visitor arrives, fail loudly on a bad environment, and start
 * the job worker (mail, password resets, the scheduled sweeps; JOBS_WORKER=0 turns it off). Never during
 * `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { getEnv } = await import("./lib/env");
  getEnv();
  // The caller's address for per-address limits: Next gives route handlers no socket (lib/client-address).
  const { installPeerAddressHeader } = await import("./lib/peer-address");
  installPeerAddressHeader();
  // On SIGTERM Next stops accepting connections and finishes the requests in flight; meanwhile the
  // health check answers 503 so a balancer stops routing here.
  const { drainOnSigterm } = await import("./lib/health/service");
  drainOnSigterm();
  // Nothing here may throw because of the database: Next keeps a failed register() for the life of the
  // process, and every request would answer 500 long after the database came back. A database that is not
  // there at start is retried in the background (db/client.ts); meanwhile requests answer 503.
  const { getDbHandle, openInBackground } = await import("./db/client");
  // The job worker (lib/jobs/worker.ts, on pg-boss): mail, password resets, the abandoned-order sweep.
  const startWorker = async () => {
    if (!getEnv().JOBS_WORKER) {
      // No worker here, but this instance's requests still enqueue (a mail goes at once, not at the next sweep).
      const { getQueue } = await import("./lib/queue/queue");
      getQueue().catch((err) => console.error(`[jobs] queue not opened: ${err instanceof Error ? err.message : String(err)}`));
      return;
    }
    const { startJobWorker } = await import("./lib/jobs/worker");
    startJobWorker().then(
      () => console.log("[jobs] worker started"),
      (err) => console.error(`[jobs] worker did not start: ${err instanceof Error ? err.message : String(err)}`),
    );
  };
  const started = Date.now();
  try {
    const handle = await getDbHandle();
    console.log(`[db] ${handle.kind} ready in ${Date.now() - started} ms`);
    await startWorker();
  } catch (err) {
    console.error(`[db] not available at start (${err instanceof Error ? err.message : String(err)}); retrying in the background`);
    openInBackground((handle, ms) => {
      console.log(`[db] ${handle.kind} ready after ${ms} ms`);
      void startWorker();
    });
  }
}
