import "server-only";
import { sql } from "drizzle-orm";
import { getDbHandle } from "@/db/client";

/**
 * Run `fn` only if no other instance is running the job with this key: a PostgreSQL advisory lock held
 * by an open transaction for the run (released at its end, or when the connection dies). Answers null
 * when another instance holds it. PGlite is one process with one connection, so an in-process flag stands
 * in there.
 */
const running = new Set<number>();

export async function withAdvisoryLock<T>(lockKey: number, fn: () => Promise<T>): Promise<T | null> {
  const handle = await getDbHandle();
  if (handle.kind === "pglite") {
    if (running.has(lockKey)) return null;
    running.add(lockKey);
    try {
      return await fn();
    } finally {
      running.delete(lockKey);
    }
  }
  return handle.db.transaction(async (t) => {
    const r = await t.execute(sql`select pg_try_advisory_xact_lock(${lockKey}) as locked`);
    const rows = (Array.isArray(r) ? r : (r as unknown as { rows: { locked: boolean }[] }).rows) as { locked: boolean }[];
    if (!rows[0]?.locked) return null;
    return fn();
  });
}
