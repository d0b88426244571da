import { describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { GET as staffMe } from "@/app/api/auth/me/route";
import { closeDb, getDb } from "@/db/client";
import { getThrottle } from "@/lib/auth/throttle";
import { resetEnvCache } from "@/lib/env";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

setupTestDatabase();

/**
 * Sessions and login counters must not live in one process's memory: dropping every connection and
 * module-level handle (what a second app instance or a restart sees) must not lose them.
 */
describe("state shared by app instances", () => {
  // PGlite in memory dies with its handle, so this needs the PostgreSQL server (present in CI).
  it.skipIf(!process.env.TEST_DATABASE_URL)("a session and a failure count survive a fresh database handle", async () => {
    const c = new TestClient("demo.localhost:3000");
    await c.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } });
    // Failures on the platform host: on demo's host owner2 is another store's owner, whose answer does
    // not depend on the password (and so is not a guess).
    const platform = new TestClient("localhost:3000");
    for (let i = 0; i < 3; i++) {
      await platform.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "wrong-pass" } });
    }
    await closeDb(); // "instance B": new pool, no memory of instance A
    await getDb();
    expect((await c.call(staffMe, { path: "/api/auth/me" })).status).toBe(200);
    for (let i = 0; i < 6; i++) {
      await platform.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "wrong-pass" } });
    }
    const tenth = await platform.call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "wrong-pass" } });
    expect(tenth.status).toBe(429);
  });

  // Needs a Redis server (present in CI); without one the database counters above are the ones in use.
  it.skipIf(!process.env.TEST_REDIS_URL)("with REDIS_URL the counters live in Redis and agree across clients", async () => {
    const url = process.env.TEST_REDIS_URL!;
    process.env.REDIS_URL = url;
    resetEnvCache();
    try {
      const key = `test:${Date.now()}:${Math.random()}`;
      const a = getThrottle();
      for (let i = 0; i < 9; i++) await a.fail(key);
      const { Redis } = await import("ioredis");
      const other = new Redis(url);
      expect(Number(await other.get(`sb:login:${key}`))).toBe(9);
      expect(await other.ttl(`sb:login:${key}`)).toBeGreaterThan(0);
      // The ninth failure earned a wait, kept in Redis too.
      expect(await other.ttl(`sb:login-wait:${key}`)).toBeGreaterThan(0);
      await other.quit();
      expect(await getThrottle().isBlocked(key)).toBe(true);
      await a.reset(key);
      expect(await getThrottle().isBlocked(key)).toBe(false);
    } finally {
      delete process.env.REDIS_URL;
      resetEnvCache();
      const g = globalThis as unknown as { __sbRedis?: Promise<{ quit: () => Promise<unknown> }> };
      if (g.__sbRedis) await (await g.__sbRedis).quit();
      g.__sbRedis = undefined;
    }
  });
});
