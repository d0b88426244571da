import { sql } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseAvailability } from "@/lib/unavailable";
import { setupTestDatabase } from "./helpers/db";

/**
 * A pooled connection cut while a transaction holds it (PostgreSQL restarted, a backend terminated) rejects that
 * transaction's queries and nothing else: pg-pool listens for a client's 'error' only while it is idle, so before
 * db/client.ts gave every pooled client a listener of its own, the cut emitted 'error' with no listener, an
 * uncaught exception that ends the process (CI, stop 46: mail-restart.test.ts). Needs PostgreSQL.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const ctx = setupTestDatabase();
const uncaught: unknown[] = [];
const onUncaught = (err: unknown) => uncaught.push(err);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(() => {
  process.on("uncaughtException", onUncaught);
});
afterAll(() => {
  process.off("uncaughtException", onUncaught);
});

describe.skipIf(!onPostgres)("a connection cut inside a transaction", () => {
  it("rejects that transaction only: no uncaught error, and the pool serves the next query", async () => {
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const outcome = await ctx.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
          await admin.query("select pg_terminate_backend($1)", [rows[0].pid]);
          // The server's goodbye and the socket's end reach the checked-out client while nothing is asked of it.
          await sleep(500);
          await tx.execute(sql`select 1`);
          return "committed";
        })
        .catch((err: unknown) => `rejected: ${err instanceof Error ? err.message : String(err)}`);
      expect(outcome).toMatch(/^rejected/);
      await sleep(200);
      expect(uncaught.map(String)).toEqual([]);

      // The cut may have been taken for an outage; the background probe brings it back within seconds.
      const availability = databaseAvailability();
      const end = Date.now() + 10_000;
      while (availability.down && Date.now() < end) await sleep(100);
      expect(availability.down).toBe(false);
      const { rows } = (await ctx.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      expect(rows[0].one).toBe(1);
    } finally {
      await admin.end();
    }
  }, 30_000);
});
