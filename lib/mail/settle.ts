import { isDatabaseUnavailable } from "@/lib/unavailable";

/** pg-pool's words when a checkout waited its whole connectionTimeoutMillis for a pooled connection. */
const POOL_WAIT = /timeout exceeded when trying to connect/i;

/**
 * The database cannot serve this statement right now, but will: it is unavailable (restarting, a lost
 * connection, refusing) or this instance's pool had no connection to give in time (a busy pool, code
 * SB_POOL_BUSY where db/client names it). A mail that met this is retried, never failed.
 */
export function isPassingDatabaseError(err: unknown): boolean {
  if (isDatabaseUnavailable(err)) return true;
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && typeof e === "object" && i < 6; e = e.cause as typeof e, i++) {
    if (e.code === "SB_POOL_BUSY" || (typeof e.message === "string" && POOL_WAIT.test(e.message))) return true;
  }
  return false;
}

/**
 * Run a write of a mail's state until it lands: a failure that isPassingDatabaseError (a restart, a lost
 * connection, a pool with no connection to give) is tried again, 100 ms doubling to 1 s apart, for up to
 * `waitMs`; any other error, or the last one, is thrown. The writes given here are idempotent (each names
 * its attempt's claim), so one that committed before its answer was lost can be sent again.
 *
 * Why wait rather than leave it to the queue: a row left 'sending' by an attempt that could not write its
 * outcome looks in flight until its claim expires (minutes), and a "sent" that never lands would make the
 * message go out again after that.
 */
export async function settle<T>(write: () => Promise<T>, waitMs: number, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let delay = 100; ; delay = Math.min(delay * 2, 1000)) {
    try {
      return await write();
    } catch (err) {
      if (!isPassingDatabaseError(err) || Date.now() + delay > deadline) throw err;
      await sleep(delay);
    }
  }
}
