// Redis is an accelerator (page cache, login counters), never something a page or a sign-in waits on.
// Plain JavaScript: the page cache handler (lib/cache/cache-handler.mjs) loads outside Next's bundles and
// shares this with lib/redis.ts.

/**
 * Client options for every Redis connection on a request path:
 *  - a hung server (SIGSTOP, a full network buffer) costs a request at most the guard's 200 ms;
 *  - enableOfflineQueue false: while disconnected a command fails at once instead of waiting in a queue
 *    for a server that may take minutes to come back (the queue is what made pages take 25-30 s);
 *  - maxRetriesPerRequest 0: a failed command is not resent on reconnect; the caller has fallen back;
 *  - retryStrategy: reconnect every ≤ 500 ms, so service is back within a second of Redis returning.
 */
export const REQUEST_PATH_OPTIONS = Object.freeze({
  // The 200 ms budget is the guard's (`timeoutMs` below); this backstop only clears commands a hung
  // server never answers.
  commandTimeout: 2000,
  connectTimeout: 1000,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: (times) => Math.min(50 * times, 500),
});

/**
 * A client for request paths. Without an offline queue a command sent before the connection is up fails,
 * so the first use waits for it (at most `waitMs`; a local Redis takes a few ms) instead of starting every
 * server with a spurious outage. Its own connection errors are not logged: the guard logs the outage once.
 */
export async function connectRedis(Redis, url, waitMs = 500) {
  const client = new Redis(url, { ...REQUEST_PATH_OPTIONS });
  client.on("error", () => {});
  if (client.status !== "ready") {
    await new Promise((resolve) => {
      const timer = setTimeout(done, waitMs);
      client.once("ready", done);
      function done() {
        clearTimeout(timer);
        client.off("ready", done);
        resolve();
      }
    });
  }
  return client;
}

/**
 * A breaker around Redis calls. While Redis answers, calls go through (each given `timeoutMs`, the request
 * path's whole budget for Redis, several commands included). After a failure, calls go straight to
 * their fallback (no 200 ms timeout per call) except one probe every `retryMs`; the first success closes it.
 * It logs one line when Redis is lost and one when it is back, never one per request.
 */
/**
 * Rejects after `ms`, but only once the I/O that arrived meanwhile has been read. After the event loop was
 * blocked (rendering a page takes hundreds of ms on a busy machine) a plain timer fires before the
 * socket's waiting reply is processed, and a healthy Redis would look hung. The timer phase comes before
 * the poll phase; setImmediate runs after it, when the reply, if there, has settled the race.
 */
function lagTolerantTimeout(ms) {
  let timer;
  const promise = new Promise((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new Error(`no answer within ${ms} ms`))), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

export function createRedisGuard({ name, retryMs = 1000, timeoutMs = 200, log = console, now = Date.now, onRecover, ready } = {}) {
  let down = false;
  let nextProbe = 0;
  return {
    get down() {
      return down;
    },
    /** `work()` when Redis is usable, else (or when it fails) `fallback(err)`. */
    async run(work, fallback) {
      if (down) {
        if (now() < nextProbe) return fallback(new Error("redis unavailable"));
        nextProbe = now() + retryMs;
      }
      // The first connection's wait (connectRedis, ≤ 500 ms once) is not part of a command's budget.
      if (ready) await Promise.resolve(ready()).catch(() => {});
      let value;
      const timeout = lagTolerantTimeout(timeoutMs);
      try {
        value = await Promise.race([work(), timeout.promise]);
      } catch (err) {
        nextProbe = now() + retryMs;
        if (!down) {
          down = true;
          log.error(`[${name}] redis unavailable (${err?.message ?? err}); falling back until it answers again`);
        }
        return fallback(err);
      } finally {
        timeout.cancel();
      }
      if (down) {
        down = false;
        log.warn(`[${name}] redis answers again`);
        // Not awaited: the request that found Redis back should not pay for the catching up.
        if (onRecover) Promise.resolve().then(onRecover).catch(() => {});
      }
      return value;
    },
  };
}
