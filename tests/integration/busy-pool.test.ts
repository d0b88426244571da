import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { sql } from "drizzle-orm";
import { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDbHandle } from "@/db/client";
import { adaptToFullServer } from "@/db/pool-guard";
import { GET as health } from "@/app/api/health/route";
import { GET as listCategories } from "@/app/api/categories/route";
import { proxy } from "@/proxy";
import { installPeerAddressHeader } from "@/lib/peer-address";
import { databaseAvailability, PoolBusyError } from "@/lib/unavailable";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

/**
 * A busy pool is not an outage (issue 35, record 0122). With every pooled connection held by open transactions, a
 * request that waits its whole bound answers 503 with Retry-After for itself (APIs, and pages through the
 * server's hook), while the health check stays 200, the instance never enters its outage mode (the proxy
 * keeps rendering pages), and everything is 200 again once the connections are free. Before, the wait's
 * timeout was classified as an outage: every page answered 503 until the background probe, which itself
 * waited for a pooled connection, got one. Needs PostgreSQL (TEST_DATABASE_URL): PGlite has no pool.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const saved = { max: process.env.DATABASE_POOL_MAX, wait: process.env.DATABASE_POOL_WAIT_MS };
process.env.DATABASE_POOL_MAX = "3";
process.env.DATABASE_POOL_WAIT_MS = "400";
setupTestDatabase();
afterAll(() => {
  for (const [k, v] of [["DATABASE_POOL_MAX", saved.max], ["DATABASE_POOL_WAIT_MS", saved.wait]] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const DEMO = "demo.localhost:3000";
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A page server as next-server is one: the hook installed, a render that reads the database, Next's 500 when it throws. */
let server: http.Server;
let origin: string;
beforeAll(async () => {
  installPeerAddressHeader();
  server = http.createServer(async (req, res) => {
    try {
      // The app's pool (on Citus ctx.db is the test's own connection, helpers/db.ts).
      await (await getDbHandle()).db.execute(req.url === "/broken" ? sql`select * from no_such_table` : sql`select 1`);
      res.writeHead(200, { "content-type": "text/html" }).end("<p>page</p>");
    } catch {
      res.statusCode = 500;
      res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
      res.end("<p>This page is temporarily unavailable</p>");
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const page = (path = "/") => fetch(`${origin}${path}`);
const outageMode = async () => (await proxy(new NextRequest(`http://${DEMO}/`, { headers: { host: DEMO } }))).status === 503;

describe.skipIf(!onPostgres)("a busy pool", () => {
  it("answers 503 + Retry-After to the request that waited too long, never enters outage mode, and is 200 again afterwards", async () => {
    const shopper = new TestClient(DEMO);
    const categories = () => shopper.call(listCategories, { path: "/api/categories" });
    expect((await categories()).status).toBe(200);
    const handle = await getDbHandle();
    expect(handle.pool!()).toMatchObject({ max: 3 });

    // Hold every pooled connection of the app (three open transactions) until the checks below are done (the app's
    // pool: on Citus ctx.db is the test's own connection, helpers/db.ts).
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const held = Promise.all([1, 2, 3].map(() => handle.db.transaction(async (tx) => (await tx.execute(sql`select pg_sleep(0.05)`), await gate))));
    for (let i = 0; i < 100 && !(handle.pool!().total === 3 && handle.pool!().idle === 0); i++) await wait(10);
    expect(handle.pool!()).toMatchObject({ total: 3, idle: 0 });

    const started = Date.now();
    const [api, pageAnswer, brokenWhileBusy, healthAnswer] = await Promise.all([categories(), page(), page("/broken"), new TestClient().call(health, { path: "/api/health" })]).finally(release);
    // The API request waited its bound (400 ms), then answered for itself.
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe("2");
    expect(api.json.message).toBe("The store is busy right now. Please try again in a moment.");
    expect(Date.now() - started).toBeLessThan(5000);
    // A page render that failed on the wait: 503 with Retry-After and no-store instead of Next's 500.
    expect(pageAnswer.status).toBe(503);
    expect(pageAnswer.headers.get("retry-after")).toBe("2");
    expect(pageAnswer.headers.get("cache-control")).toBe("no-store");
    expect(brokenWhileBusy.status).toBe(503);
    // The health check asked on its own connection: the database is there.
    expect(healthAnswer.status).toBe(200);
    expect(healthAnswer.json).toMatchObject({ status: "ok", database: "ok" });
    // No outage mode: the proxy still sends pages on to be rendered.
    expect(databaseAvailability().down).toBe(false);
    expect(await outageMode()).toBe(false);

    await held;
    expect((await categories()).status).toBe(200);
    expect((await page()).status).toBe(200);
    expect((await new TestClient().call(health, { path: "/api/health" })).status).toBe(200);
    expect(databaseAvailability().down).toBe(false);
    expect(await outageMode()).toBe(false);
    // A page that fails for another reason is still Next's 500: only a busy wait becomes 503.
    expect((await page("/broken")).status).toBe(500);
  });

  it("a wait that runs out is PoolBusyError and reported as nothing; a connection that cannot be made is an outage", async () => {
    const events: string[] = [];
    const report = { onConnect: () => events.push("up"), onUnavailable: () => events.push("down") };
    const busy = new Pool({ connectionString: process.env.DATABASE_URL, max: 1, connectionTimeoutMillis: 200 });
    adaptToFullServer(busy, { max: 1, ...report });
    const holder = await busy.connect();
    await expect(busy.connect()).rejects.toBeInstanceOf(PoolBusyError);
    await expect(busy.query("select 1")).rejects.toBeInstanceOf(PoolBusyError);
    expect(events).toEqual(["up"]);
    holder.release();
    await busy.end();

    const refused = new Pool({ connectionString: "postgres://postgres@127.0.0.1:1/none", max: 1, connectionTimeoutMillis: 200 });
    adaptToFullServer(refused, { max: 1, ...report });
    const err = await refused.connect().catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(PoolBusyError);
    expect(events).toEqual(["up", "down"]);
    await refused.end();
  });
});
