import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, getDbHandle } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import { isDatabaseUnavailable } from "@/lib/unavailable";

/**
 * DATABASE_MIGRATION_URL (README "Past one server"): behind PgBouncer in transaction mode a session-level
 * advisory lock means nothing, so the start-up migration's lock between instances is taken on a direct
 * connection of its own when one is named. Shown here on one server: with another session holding the lock,
 * the opening instance waits on a backend that connected through DATABASE_MIGRATION_URL (its application_name),
 * not through DATABASE_URL; an unreachable migration URL fails the open as an outage. Needs PostgreSQL.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const saved = { url: process.env.DATABASE_URL, migration: process.env.DATABASE_MIGRATION_URL };
const dbName = `sb_it_mig_${randomBytes(5).toString("hex")}`;
const urlOf = (db: string, app?: string) => {
  const u = new URL(adminUrl!);
  u.pathname = `/${db}`;
  if (app) u.searchParams.set("application_name", app);
  return u.toString();
};
const admin = async <T>(fn: (c: Client) => Promise<T>): Promise<T> => {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
};

afterAll(async () => {
  await closeDb();
  for (const [k, v] of [["DATABASE_URL", saved.url], ["DATABASE_MIGRATION_URL", saved.migration]] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
  if (adminUrl) await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
});

describe.skipIf(!adminUrl)("DATABASE_MIGRATION_URL", () => {
  it("takes the migration's lock on its own connection, and migrates", async () => {
    await admin((c) => c.query(`create database ${dbName}`));
    await closeDb();
    process.env.DATABASE_URL = urlOf(dbName, "sb-pooled");
    process.env.DATABASE_MIGRATION_URL = urlOf(dbName, "sb-migrate");
    resetEnvCache();

    // Another instance holds the lock: the open waits for it, on the migration URL's connection.
    const holder = new Client({ connectionString: urlOf(dbName) });
    await holder.connect();
    await holder.query("select pg_advisory_lock(724153)");
    const opening = getDbHandle();
    let waiting: { application_name: string }[] = [];
    for (let i = 0; i < 100 && !waiting.length; i++) {
      await new Promise((r) => setTimeout(r, 50));
      waiting = (
        await holder.query<{ application_name: string }>(
          "select application_name from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%pg_advisory_lock%'",
        )
      ).rows;
    }
    expect(waiting.map((w) => w.application_name)).toEqual(["sb-migrate"]);
    await holder.query("select pg_advisory_unlock(724153)");
    await holder.end();

    const handle = await opening;
    expect(handle.pool!().max).toBeGreaterThan(0);
    // Migrated: the app's tables are there, and the migration's own connection is gone.
    const x = new Client({ connectionString: urlOf(dbName) });
    await x.connect();
    const tables = await (async () => {
      try {
        const t = await x.query("select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name in ('tenants', 'orders', 'product_variants')");
        const m = await x.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'sb-migrate'");
        return { app: t.rows[0].n as number, migrate: m.rows[0].n as number };
      } finally {
        await x.end();
      }
    })();
    expect(tables).toEqual({ app: 3, migrate: 0 });
  });

  it("an unreachable migration URL fails the open as an outage", async () => {
    await closeDb();
    await new Promise((r) => setTimeout(r, 2100)); // past the previous open's retry backoff, if any
    process.env.DATABASE_MIGRATION_URL = "postgres://postgres@127.0.0.1:1/nowhere";
    resetEnvCache();
    const err = await getDbHandle().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    expect(isDatabaseUnavailable(err)).toBe(true);
  });
});
