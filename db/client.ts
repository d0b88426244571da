import { mkdirSync } from "node:fs";
import path from "node:path";
import { getEnv } from "@/lib/env";
import * as schema from "./schema";
import type { Db } from "./types";

/**
 * The one database handle. No DATABASE_URL: embedded PGlite in DATA_DIR (migrated, and seeded with the
 * demo stores when empty). With DATABASE_URL: a node-postgres pool. Migrations run on first use, on both.
 */
export type { Db, Tx } from "./types";

type Handle = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void> };

const g = globalThis as unknown as { __sbDb?: Promise<Handle> };

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");

// SB_QUERY_LOG=1: one stdout line per SQL statement, so the benchmark can count statements per page.
const logger = process.env.SB_QUERY_LOG === "1" ? { logQuery: (q: string) => console.log(`[sb-sql] ${q.replace(/\s+/g, " ")}`) } : undefined;

async function open(): Promise<Handle> {
  const env = getEnv();
  if (env.DATABASE_URL) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // `min`: cached pages are answered without the database, so under a steady stream of cache hits the pool
    // sat idle and closed every connection after 10 s; the next cache miss then paid for new connections and
    // for the fresh backends' cold catalogue caches: 44 ms against 35 ms per miss, median of 20 each, on this
    // machine. Once opened, four are never closed for idleness (pg-pool does not open them in advance): one page's
    // statements in parallel.
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 10, min: 4 });
    // An idle client's connection can drop (server restart, admin termination); without a listener that
    // error would crash the process. The pool replaces the client on the next query.
    pool.on("error", (err) => console.error("[db] idle client error", err.message));
    const db = drizzle(pool, { schema, logger });
    // Two instances starting together must not apply the same migration twice.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(724153)");
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock(724153)").catch(() => {});
      client.release();
    }
    return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
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
  const handle: Handle = { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
  if (env.AUTO_SEED && env.NODE_ENV !== "test") {
    const { seedDemoIfEmpty } = await import("./seed");
    await seedDemoIfEmpty(handle.db);
  }
  return handle;
}

export async function getDbHandle(): Promise<Handle> {
  if (!g.__sbDb) {
    const p = open();
    g.__sbDb = p;
    // Never keep a failed open: the next call tries again.
    p.catch(() => {
      if (g.__sbDb === p) g.__sbDb = undefined;
    });
  }
  return g.__sbDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

export async function closeDb() {
  const p = g.__sbDb;
  g.__sbDb = undefined;
  if (p) await (await p).close();
}
