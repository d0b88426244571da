/**
 * The database is not there (refusing connections, full, shutting down, unreachable): what the app knows
 * about that, and how to recognise it. Pure and dependency-free: db/client.ts reports to it, the error
 * mapping (./errors.ts) answers 503 from it, and the proxy asks it before rendering a page, since a page
 * cannot answer 503 once it has started rendering.
 */

/** Seconds a client is told to wait (Retry-After) while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

/** Seconds a client is told to wait (Retry-After) when only its own request found the pool busy. */
export const POOL_BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Every pooled connection stayed checked out for the whole bounded wait (DATABASE_POOL_WAIT_MS): the database
 * is there and answering, this instance is just busy. That request answers 503 with Retry-After; nothing else
 * changes (record 0122): the instance does not go into its outage mode, which a busy pool once did, turning
 * a burst of checkouts into 503s for every page.
 */
export class PoolBusyError extends Error {
  readonly code = "SB_POOL_BUSY";
  constructor(message = "Every database connection of this instance is busy", options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PoolBusyError";
  }
}

/** pg-pool's words when a checkout waited its connectionTimeoutMillis in the queue for a pooled client. */
const POOL_QUEUE_TIMEOUT = /timeout exceeded when trying to connect/i;

/** True when `err` (or what it wraps) is a wait for a pooled connection that ran out, not a database fault. */
export function isPoolBusy(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && typeof e === "object" && i < 6; e = e.cause as typeof e, i++) {
    if (e.code === "SB_POOL_BUSY" || (typeof e.message === "string" && POOL_QUEUE_TIMEOUT.test(e.message))) return true;
  }
  return false;
}

/** Thrown instead of trying the database while it is known to be down and the next attempt is not due. */
export class DatabaseUnavailableError extends Error {
  readonly code = "SB_DB_UNAVAILABLE";
  constructor(message = "The database is unavailable") {
    super(message);
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * Error codes that mean "no database right now", not "this request was wrong": the socket's (refused,
 * reset, unreachable), PostgreSQL's class 08 (connection exception), 53300 too_many_connections,
 * 53400 configuration_limit_exceeded, 57P01-57P03 (admin or crash shutdown, cannot connect now).
 */
const CODES = new Set([
  "SB_DB_UNAVAILABLE",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "53300",
  "53400",
  "57P01",
  "57P02",
  "57P03",
]);

/**
 * node-postgres and pg-pool say it in words only: a connection that died or could not be made in time
 * ("Connection terminated due to connection timeout"). Not pg-pool's queue timeout ("timeout exceeded when
 * trying to connect"): that is a busy pool (isPoolBusy), not a missing database.
 */
const MESSAGES = [
  /connection terminated/i,
  /client has encountered a connection error/i,
  /sorry, too many clients already/i,
  /remaining connection slots are reserved/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/** True when `err` (or what it wraps: drizzle puts the driver's error in `cause`) means the database is unavailable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (isPoolBusy(err)) return false;
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== "object" || seen.has(e) || seen.size > 8) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === "string" && (CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === "string" && MESSAGES.some((re) => re.test(message))) return true;
    queue.push(cause);
    // A refused connection to a name with two addresses (IPv4 and IPv6) is an AggregateError.
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}

type Log = Pick<Console, "error" | "warn">;

/**
 * Whether the database is known to be down, with bounded logging: one line when it goes, one when it is
 * back, and while it stays down at most one summary line per `repeatMs` (not one per request).
 */
export function createAvailability({ log = console as Log, now = Date.now, repeatMs = 30_000, probeEveryMs = 1000, probeTimeoutMs = 1000 } = {}) {
  let down = false;
  let since = 0;
  let lastLog = 0;
  let suppressed = 0;
  let probe: (() => Promise<unknown>) | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let probing = false;

  /** One check at a time, at most probeTimeoutMs each; the first that succeeds ends the outage. */
  async function check() {
    if (probing || !probe) return;
    probing = true;
    let t: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([probe(), new Promise((_, reject) => (t = setTimeout(() => reject(new Error("probe timed out")), probeTimeoutMs)))]);
      state.markUp();
    } catch {
      // still down; the next tick tries again
    } finally {
      clearTimeout(t);
      probing = false;
    }
  }

  const state = {
    get down() {
      return down;
    },
    markDown(err: unknown) {
      const reason = err instanceof Error ? `${(err as { code?: string }).code ?? err.name}: ${err.message}` : String(err);
      const t = now();
      if (!down) {
        down = true;
        since = t;
        lastLog = t;
        suppressed = 0;
        log.error(`[db] unavailable (${reason}); answering 503 until it is back`);
        // Pages are answered 503 without touching the database meanwhile, so something else must notice
        // its return: a check every probeEveryMs, in the background, until one succeeds.
        timer = setInterval(() => void check(), probeEveryMs);
        timer.unref?.();
        return;
      }
      suppressed++;
      if (t - lastLog >= repeatMs) {
        log.error(`[db] still unavailable after ${Math.round((t - since) / 1000)} s (${suppressed} more failures; last: ${reason})`);
        lastLog = t;
        suppressed = 0;
      }
    },
    markUp() {
      if (!down) return;
      down = false;
      clearInterval(timer);
      timer = undefined;
      log.warn(`[db] available again after ${((now() - since) / 1000).toFixed(1)} s`);
    },
    /** How to check the database (registered by db/client.ts, so this module needs no driver). */
    setProbe(fn: () => Promise<unknown>) {
      probe = fn;
    },
    /** Runs one check now (tests; the background checks use the same). */
    check,
  };
  return state;
}

export type Availability = ReturnType<typeof createAvailability>;

const g = globalThis as unknown as { __sbDbAvailability?: Availability };

/**
 * The process's one record. On globalThis: the proxy is bundled apart from the pages and route handlers but
 * runs in the same process, and must see what they saw.
 */
export function databaseAvailability(): Availability {
  g.__sbDbAvailability ??= createAvailability();
  return g.__sbDbAvailability;
}

/** The answer to a page request while the database is unavailable: 503, Retry-After, never cached. */
export function unavailablePage(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Temporarily unavailable</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>We'll be right back</h1><p>This page is temporarily unavailable. Please try again in a few seconds.</p></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
}
