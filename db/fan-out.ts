import { sql } from "drizzle-orm";
import { getDbHandle } from "./client";
import type { Db } from "./types";

/**
 * A query that reaches every store's rows on purpose (record 0138, "Queries that fan out"): the platform admin's
 * figures over all stores and the jobs that sweep every store (abandoned orders, report roll-ups, …). On Citus such
 * a query runs on every shard, which a store's request must never do; the integration suite on Citus fails any
 * query that does (`citus.multi_task_query_log_level = 'error'` on the app's connections, issue 39 §2), except
 * inside this, which turns the check off for its own transaction. On plain PostgreSQL and PGlite it is just `fn(db)`.
 */
export async function acrossStores<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const handle = await getDbHandle();
  if (!handle.citus) return fn(handle.db);
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local citus.multi_task_query_log_level = 'off'`);
    return fn(tx as unknown as Db);
  });
}
