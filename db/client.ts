import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { getEnv } from "@/lib/env";
import { databaseAvailability, DatabaseUnavailableError, isDatabaseUnavailable } from "@/lib/unavailable";
import * as schema from "./schema";
import type { Db } from "./types";
import { adaptToFullServer } from "./pool-guard";
import { defaultPoolMax } from "./pool-size";

/**
 * The one database handle. No DATABASE_URL: embedded PGlite in DATA_DIR (migrated, and seeded with the
 * demo stores when empty). With DATABASE_URL: a node-postgres pool. Migrations run on first use, on both.
 */
export type { Db, Tx } from "./types";

type Handle = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  ping: () => Promise<unknown>;
  /** The pool's ceiling and counts (PostgreSQL only): what the health check and the benchmark report. */
  pool?: () => { max: number; total: number; idle: number; waiting: number };
  /** PGlite only: the transaction the calling code runs inside, if any (see `inTransactionOf` below). */
  current?: () => Db | undefined;
  /** The database has the Citus extension (store tables distributed, record 0138). */
  citus?: boolean;
};

/** Failed opens in a row and when the next may be tried: a server down at start is retried with backoff. */
type Retry = { failures: number; nextAt: number };

const g = globalThis as unknown as { __sbDb?: Promise<Handle>; __sbDbRetry?: Retry };

/** Backoff between attempts to open the database: 100 ms doubling to 2 s, so it is back within ~2 s of returning. */
export const openBackoffMs = (failures: number) => Math.min(100 * 2 ** Math.max(0, failures - 1), 2000);

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");

// SB_QUERY_LOG=1: one stdout line per SQL statement, so the benchmark can count statements per page.
const logger = process.env.SB_QUERY_LOG === "1" ? { logQuery: (q: string) => console.log(`[sb-sql] ${q.replace(/\s+/g, " ")}`) } : undefined;

async function open(): Promise<Handle> {
  const env = getEnv();
  if (env.DATABASE_URL) {
    const { Client, Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // The ceiling: DATABASE_POOL_MAX, or derived from the cores now and from the server's limits once connected
    // (db/pool-size.ts, record 0122).
    const max = env.DATABASE_POOL_MAX ?? defaultPoolMax({ cores: availableParallelism(), maxConnections: Infinity, reservedConnections: 0 });
    // `min`: cached pages are answered without the database, so under a steady stream of cache hits the pool
    // sat idle and closed every connection after 10 s; the next cache miss then paid for new connections and
    // for the fresh backends' cold catalogue caches: 44 ms against 35 ms per miss, median of 20 each, on this
    // machine. Once opened, four are never closed for idleness (pg-pool does not open them in advance): one page's
    // statements in parallel.
    // A wait for a pooled connection gives up after DATABASE_POOL_WAIT_MS without progress (the guard below) or
    // DATABASE_POOL_WAIT_MAX_MS in all (pg-pool's queue timeout); opening a connection keeps the short bound
    // (the client's own connect timeout), so a server that accepts and does not answer is noticed as soon (an
    // outage, 503 until it is back) instead of holding the request for ever. A waiter that gives up is that
    // request's 503 only (db/pool-guard.ts, records 0122 and 0140).
    const connectMs = env.DATABASE_POOL_WAIT_MS;
    class BoundedClient extends Client {
      constructor(config?: ConstructorParameters<typeof Client>[0]) {
        super({ ...(typeof config === "object" ? config : {}), connectionTimeoutMillis: connectMs });
      }
    }
    const pool = new Pool({
      connectionString: env.DATABASE_URL,
      max,
      min: Math.min(4, max),
      connectionTimeoutMillis: Math.max(env.DATABASE_POOL_WAIT_MAX_MS, connectMs),
      Client: BoundedClient,
    });
    const availability = databaseAvailability();
    // An idle client's connection can drop (server restart, admin termination); without a listener that
    // error would crash the process. The pool replaces the client on the next query.
    pool.on("error", (err) => (isDatabaseUnavailable(err) ? availability.markDown(err) : console.error("[db] idle client error", err.message)));
    // pg-pool listens for errors only while a client is idle (or inside pool.query): a client checked out for a
    // transaction whose connection is cut emits 'error' with no listener, an uncaught exception that kills the
    // process (seen in CI: PostgreSQL restarted under the mail worker). The query in flight is rejected anyway,
    // and its caller decides; this listener only keeps the process alive and notes the outage.
    pool.on("connect", (client) => {
      client.on("error", (err) => {
        if (isDatabaseUnavailable(err)) availability.markDown(err);
      });
    });
    const guard = adaptToFullServer(pool, {
      max,
      stallMs: env.DATABASE_POOL_WAIT_MAX_MS > connectMs ? connectMs : undefined,
      onConnect: () => availability.markUp(),
      onUnavailable: (err) => availability.markDown(err),
    });
    const db = drizzle(pool, { schema, logger });
    let citus = false;
    try {
      // Two instances starting together must not apply the same migration twice: a session-level advisory lock,
      // taken on a connection of its own when DATABASE_MIGRATION_URL names one (a direct connection past a
      // transaction-mode PgBouncer, where a session lock means nothing; README "Past one server").
      const direct = env.DATABASE_MIGRATION_URL ? new Client({ connectionString: env.DATABASE_MIGRATION_URL, connectionTimeoutMillis: connectMs }) : null;
      if (direct) {
        direct.on("error", () => {});
        await direct.connect();
      }
      const client = direct ?? (await pool.connect());
      try {
        await client.query("select pg_advisory_lock(724153)");
        await migrate(direct ? drizzle(direct, { schema }) : db, { migrationsFolder: MIGRATIONS_FOLDER });
        // On Citus: the store-owned tables distributed by store, the shared ones replicated (record 0138).
        const { distributeOnCitus } = await import("./citus");
        const layout = await distributeOnCitus((q, params) => client.query(q, params as unknown[]));
        citus = layout !== null;
        if (layout && layout.distributed.length + layout.reference.length > 0) {
          console.log(`[db] citus: ${layout.distributed.length} tables distributed by tenant_id, ${layout.reference.length} reference tables`);
        }
        if (env.DATABASE_POOL_MAX === undefined) {
          // reserved_connections is PostgreSQL 16's; missing_ok gives null before.
          const { rows } = await client.query<{ max: string; su: string; reserved: string | null }>(
            "select current_setting('max_connections') as max, current_setting('superuser_reserved_connections') as su, current_setting('reserved_connections', true) as reserved",
          );
          const r = rows[0];
          guard.setMax(defaultPoolMax({ cores: availableParallelism(), maxConnections: Number(r.max), reservedConnections: Number(r.su) + Number(r.reserved ?? 0) }));
        }
      } finally {
        await client.query("select pg_advisory_unlock(724153)").catch(() => {});
        if (direct) await direct.end().catch(() => {});
        else (client as import("pg").PoolClient).release();
      }
    } catch (err) {
      // Nothing of a failed open is kept: the next attempt starts from a fresh pool.
      await pool.end().catch(() => {});
      throw err;
    }
    const ceiling = () => (pool as unknown as { options: { max: number } }).options.max;
    // A pool with no free connection says nothing about the database: the health check and the outage probe
    // then ask on a connection of their own, so a busy instance stays healthy (record 0122) and a server that
    // hangs with every pooled connection inside a query is still noticed. Bounded by the callers (1 s).
    const ping = async () => {
      if (pool.waitingCount === 0 && (pool.idleCount > 0 || pool.totalCount < ceiling())) return pool.query("select 1");
      const own = new Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 1000 });
      // A connection cut mid-probe rejects the query; without a listener it would also be an uncaught 'error'.
      own.on("error", () => {});
      try {
        await own.connect();
        return await own.query("select 1");
      } finally {
        own.end().catch(() => {});
      }
    };
    return { db: db as unknown as Db, kind: "postgres", citus, close: () => pool.end(), ping, pool: () => ({ max: ceiling(), total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dir = env.DATA_DIR;
  let dataDir: string;
  if (dir.startsWith("memory://")) {
    dataDir = dir;
  } else {
    dataDir = path.resolve(dir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  // pg_trgm serves the storefront's product search (migration 0002 creates the extension).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema, logger });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  // PGlite is one connection: a query made through getDb() while a transaction is open waits for that transaction,
  // which waits for the query, forever (the embedded demo hung on a menu created with its activity entry, where
  // the menu's handle was looked up inside the write's transaction). Code running inside a transaction therefore
  // gets that transaction from getDb(): on one connection it is the only way its query can run at all. PostgreSQL
  // keeps separate connections (code there may write outside the transaction on purpose).
  const inTx = new AsyncLocalStorage<Db>();
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: (tx: Parameters<Parameters<typeof transaction>[0]>[0]) => Promise<unknown>, config?: Parameters<typeof transaction>[1]) =>
    transaction((tx) => inTx.run(tx as unknown as Db, () => fn(tx)), config)) as typeof db.transaction;
  const handle: Handle = {
    db: db as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
    ping: () => client.query("select 1"),
    current: () => inTx.getStore(),
  };
  if (env.AUTO_SEED && env.NODE_ENV !== "test") {
    const { seedDemoIfEmpty } = await import("./seed");
    await seedDemoIfEmpty(handle.db);
  }
  return handle;
}

/**
 * The open database, opened on first use. A failed open is never kept: the next call after the backoff
 * tries again from scratch; calls before then fail at once with DatabaseUnavailableError (503), so an
 * outage costs the server one connection attempt per backoff step, not one per request.
 */
export async function getDbHandle(): Promise<Handle> {
  if (g.__sbDb) return g.__sbDb;
  const retry = g.__sbDbRetry;
  if (retry && Date.now() < retry.nextAt) throw new DatabaseUnavailableError();
  const availability = databaseAvailability();
  availability.setProbe(async () => (await getDbHandle()).ping());
  // An open that fails for want of a connection (refused, too many clients, even inside a migration's query,
  // which drizzle wraps) fails as DatabaseUnavailableError for every caller, so pages answer 503 like the API
  // does (the fault scenario 'PostgreSQL full' once saw a page 500 on "Failed query: CREATE SCHEMA …").
  const p = open().catch((err: unknown) => {
    throw isDatabaseUnavailable(err) && !(err instanceof DatabaseUnavailableError) ? Object.assign(new DatabaseUnavailableError(), { cause: err }) : err;
  });
  g.__sbDb = p;
  p.then(
    () => {
      g.__sbDbRetry = undefined;
      availability.markUp();
    },
    (err: unknown) => {
      if (g.__sbDb === p) g.__sbDb = undefined;
      const failures = (g.__sbDbRetry?.failures ?? 0) + 1;
      g.__sbDbRetry = { failures, nextAt: Date.now() + openBackoffMs(failures) };
      if (isDatabaseUnavailable(err)) availability.markDown(err instanceof DatabaseUnavailableError && err.cause ? err.cause : err);
    },
  );
  return p;
}

/**
 * Opens the database in the background until it succeeds (server start): migrations run as soon as the
 * server is back rather than on the first visitor's request. Resolves when open; never rejects.
 */
export function openInBackground(onOpen: (handle: Handle, ms: number) => void) {
  const started = Date.now();
  const attempt = () => {
    getDbHandle().then(
      (handle) => onOpen(handle, Date.now() - started),
      (err) => {
        // Not a connection problem (a bad migration, a wrong password): say so each time, slowly.
        if (!isDatabaseUnavailable(err)) console.error("[db] open failed:", err instanceof Error ? err.message : err);
        const wait = Math.max(100, (g.__sbDbRetry?.nextAt ?? 0) - Date.now());
        setTimeout(attempt, isDatabaseUnavailable(err) ? wait : Math.max(wait, 10_000)).unref();
      },
    );
  };
  attempt();
}

export async function getDb(): Promise<Db> {
  const handle = await getDbHandle();
  return handle.current?.() ?? handle.db;
}

export async function closeDb() {
  const p = g.__sbDb;
  g.__sbDb = undefined;
  if (!p) return;
  // A pool's end waits for every connection in use to come back; one held by work stuck on a connection a database
  // restart cut may never come back. Closing gives up waiting after 10 s (the process is leaving anyway).
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([(await p).close(), new Promise((r) => (timer = setTimeout(r, 10_000)))]);
  clearTimeout(timer);
}
