import type { Pool, PoolClient } from "pg";
import { notePoolBusy } from "@/lib/busy-request";
import { isDatabaseUnavailable, isPoolBusy, PoolBusyError } from "@/lib/unavailable";

/** 53300 too_many_connections: the server has no slot left for another connection of ours. */
const isServerFull = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === "53300" || (e as { message?: unknown }).message === "sorry, too many clients already") return true;
  }
  return false;
};

/** How long the pool keeps its lowered ceiling before trying to grow again. */
export const FULL_SERVER_COOLDOWN_MS = 5000;

/**
 * When PostgreSQL is full (every connection slot taken by other clients), pg-pool fails the checkout that
 * wanted one more connection, although the connections it already holds will be free in milliseconds. Here
 * the pool's ceiling drops to what it holds and that checkout waits for one of them instead; the ceiling
 * goes back up after a cooldown (one refused connection attempt per cooldown while the server stays full).
 * With no connection at all there is nothing to wait for: the error stands (503 to the caller).
 *
 * A checkout that waited its whole bound (connectionTimeoutMillis) for one of the pool's own connections fails
 * as PoolBusyError: 503 for that request only (record 0122), never reported as an outage. Only a connection
 * that cannot be made (refused, timed out while connecting, server full with nothing held) is reported, so
 * the rest of the app knows whether the database is there.
 *
 * With `stallMs`, a waiting checkout gives up (PoolBusyError) only once the pool has handed no connection back
 * to anyone for that long (record 0140): a pool that keeps turning its connections over is busy, not stuck, and
 * its waiters wait on, up to pg-pool's connectionTimeoutMillis (DATABASE_POOL_WAIT_MAX_MS). Under a CPU-bound
 * flood every transaction holds its connection longer (each statement waits its turn on the event loop), so a
 * wall-clock bound answered checkouts that were about to get a connection 503 while the pool was turning over
 * several connections a second. Connections held without end (a lock, a hung query) still answer in `stallMs`.
 *
 * Answers `setMax` for the ceiling chosen once the server's limits are known (db/pool-size.ts).
 */
export function adaptToFullServer(pool: Pool, opts: { max: number; onConnect: () => void; onUnavailable: (err: unknown) => void; stallMs?: number }) {
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  const options = (pool as unknown as { options: { max: number } }).options;
  let max = opts.max;
  let restore: NodeJS.Timeout | undefined;

  async function connectOrWait(): Promise<PoolClient> {
    try {
      return await connect();
    } catch (err) {
      if (!isServerFull(err) || pool.totalCount === 0) throw err;
      options.max = Math.max(1, Math.min(options.max, pool.totalCount));
      clearTimeout(restore);
      restore = setTimeout(() => (options.max = max), FULL_SERVER_COOLDOWN_MS);
      restore.unref?.();
      return connect();
    }
  }

  // The last time the pool made progress: a connection handed back, or a new one opened.
  let lastProgress = Date.now();
  const progressed = () => (lastProgress = Date.now());
  pool.on("release", progressed);
  pool.on("connect", progressed);

  /** `pending`, unless the pool makes no progress for `stallMs` first: then PoolBusyError, and the connection, when it comes, goes straight back. */
  function unlessStalled(pending: Promise<PoolClient>, stallMs: number): Promise<PoolClient> {
    const started = Date.now();
    return new Promise<PoolClient>((resolve, reject) => {
      let settled = false;
      let timer: NodeJS.Timeout | undefined;
      const check = () => {
        const quietFor = Date.now() - Math.max(started, lastProgress);
        if (quietFor < stallMs) {
          timer = setTimeout(check, stallMs - quietFor + 1);
          return;
        }
        settled = true;
        pending.then((client) => client.release(), () => {});
        reject(new PoolBusyError(`No database connection came free for ${stallMs} ms`));
      };
      timer = setTimeout(check, stallMs);
      pending.then(
        (client) => {
          clearTimeout(timer);
          if (!settled) resolve(client);
        },
        (err) => {
          clearTimeout(timer);
          if (!settled) reject(err);
        },
      );
    });
  }

  async function checkout(): Promise<PoolClient> {
    try {
      const pending = connectOrWait();
      const client = await (opts.stallMs ? unlessStalled(pending, opts.stallMs) : pending);
      opts.onConnect();
      return client;
    } catch (err) {
      if (isPoolBusy(err)) {
        notePoolBusy();
        throw err instanceof PoolBusyError ? err : new PoolBusyError(undefined, { cause: err });
      }
      if (isDatabaseUnavailable(err)) opts.onUnavailable(err);
      throw err;
    }
  }

  // pg-pool's own query() calls this.connect(callback): both forms are kept.
  (pool as unknown as { connect: unknown }).connect = (cb?: (err: unknown, client?: PoolClient, done?: (e?: unknown) => void) => void) => {
    const p = checkout();
    if (!cb) return p;
    p.then(
      (client) => cb(undefined, client, (e?: unknown) => client.release(e as Error | boolean | undefined)),
      (err) => cb(err, undefined, () => {}),
    );
    return undefined;
  };

  return {
    setMax(n: number) {
      max = n;
      options.max = n;
    },
  };
}
