import { Pool } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { adaptToFullServer } from "@/db/pool-guard";
import { isPoolBusy } from "@/lib/unavailable";

/**
 * A pool that keeps handing connections back is busy, not stuck (record 0140). Under a CPU-bound flood each
 * checkout's transaction holds its connection longer, and a wall-clock bound on the wait answered 503 to
 * checkouts that were next in line while the pool turned over several connections a second (bench:load's
 * mixed run: 10 of 188 orders). A waiter now gives up only when no connection came back for `stallMs`; a pool
 * whose connections are all held without end still answers within `stallMs`. Real PostgreSQL: PGlite has no pool.
 */
const url = process.env.TEST_DATABASE_URL;
const pools: Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end().catch(() => {})));
});

function guardedPool(stallMs: number | undefined) {
  const pool = new Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 8000 });
  pool.on("error", () => {});
  pools.push(pool);
  adaptToFullServer(pool, { max: 2, onConnect: () => {}, onUnavailable: () => {}, stallMs });
  return pool;
}

/** One checkout's transaction: take a connection, hold it `ms`, hand it back; answers how long it waited for it. */
async function hold(pool: Pool, ms: number): Promise<number> {
  const asked = Date.now();
  const client = await pool.connect();
  const waited = Date.now() - asked;
  try {
    await client.query("select pg_sleep($1)", [ms / 1000]);
  } finally {
    client.release();
  }
  return waited;
}

describe.skipIf(!url)("waiting for a pooled connection", () => {
  it("waits on past the bound while connections keep coming back, and every checkout gets one", async () => {
    const pool = guardedPool(300);
    // 10 checkouts of 200 ms each on 2 connections: the last waits ~800 ms, well past the 300 ms bound, but a
    // connection comes back every ~200 ms.
    const waits = await Promise.all(Array.from({ length: 10 }, () => hold(pool, 200)));
    expect(Math.max(...waits)).toBeGreaterThan(600);

    // The same load against a wall-clock bound of the same 300 ms (the pool before record 0140): some are refused.
    const before = new Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 300 });
    pools.push(before);
    adaptToFullServer(before, { max: 2, onConnect: () => {}, onUnavailable: () => {} });
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => hold(before, 200)));
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((o) => isPoolBusy((o as PromiseRejectedResult).reason))).toBe(true);
  });

  it("answers a busy-pool error within the bound when no connection comes back", async () => {
    const pool = guardedPool(300);
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const held = [1, 2].map(async () => {
      const c = await pool.connect();
      await gate;
      c.release();
    });
    await new Promise((r) => setTimeout(r, 50));
    const asked = Date.now();
    const err = await pool.connect().then(
      (c) => (c.release(), null),
      (e: unknown) => e,
    );
    const waited = Date.now() - asked;
    open();
    await Promise.all(held);
    expect(isPoolBusy(err)).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(2000);
    // The connection that came free after the waiter gave up went back to the pool, not to a caller long gone.
    for (let i = 0; i < 50 && pool.idleCount < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(pool.idleCount).toBe(2);
    expect(pool.waitingCount).toBe(0);
  });

  it("without a stall bound, a wait is bounded by the pool's own timeout only (as before)", async () => {
    const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 300 });
    pools.push(pool);
    adaptToFullServer(pool, { max: 1, onConnect: () => {}, onUnavailable: () => {} });
    const c = await pool.connect();
    const err = await pool.connect().then(
      (x) => (x.release(), null),
      (e: unknown) => e,
    );
    c.release();
    expect(isPoolBusy(err)).toBe(true);
  });
});
