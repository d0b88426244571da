import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll } from "vitest";
import { closeDb, getDb, MIGRATIONS_FOLDER } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import { createCitusDatabase, dropCitusDatabase, onCitus } from "./citus";

/**
 * A database as an older release left it, for the tests of a data migration: migrated up to (not including)
 * migration `upTo` ("0013"), filled by hand with `fill` (SQL of that time's schema), then opened by the app,
 * which applies the migrations after it. On PGlite always, and on PostgreSQL with TEST_DATABASE_URL.
 */
export type OldDatabase = { name: string; prepare(work: string): Promise<void>; cleanup(): Promise<void> };

/** A copy of the migrations folder whose journal stops before `upTo`. */
function migrationsBefore(work: string, upTo: string) {
  const old = path.join(work, "migrations");
  cpSync(MIGRATIONS_FOLDER, old, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(old, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < upTo);
  writeFileSync(path.join(old, "meta", "_journal.json"), JSON.stringify(journal));
  return old;
}

export function oldDatabases(upTo: string, fill: string): OldDatabase[] {
  const pglite: OldDatabase = {
    name: "PGlite",
    async prepare(work) {
      const { PGlite } = await import("@electric-sql/pglite");
      const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
      const { drizzle } = await import("drizzle-orm/pglite");
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      mkdirSync(path.join(work, "data", "pglite"), { recursive: true });
      const client = await PGlite.create(path.join(work, "data", "pglite"), { extensions: { pg_trgm } });
      await migrate(drizzle(client), { migrationsFolder: migrationsBefore(work, upTo) });
      await client.exec(fill);
      await client.close();
      delete process.env.DATABASE_URL;
      process.env.DATA_DIR = path.join(work, "data");
    },
    async cleanup() {},
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return [pglite];
  const pgName = `sb_mig_${randomBytes(6).toString("hex")}`;
  const postgres: OldDatabase = {
    name: "PostgreSQL",
    async prepare(work) {
      if (onCitus()) await createCitusDatabase(adminUrl, pgName);
      else {
        const admin = new Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`create database ${pgName}`);
        await admin.end();
      }
      const u = new URL(adminUrl);
      u.pathname = `/${pgName}`;
      const { drizzle } = await import("drizzle-orm/node-postgres");
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      const client = new Client({ connectionString: u.toString() });
      await client.connect();
      await migrate(drizzle(client), { migrationsFolder: migrationsBefore(work, upTo) });
      await client.query(fill);
      await client.end();
      process.env.DATABASE_URL = u.toString();
    },
    async cleanup() {
      if (onCitus()) return dropCitusDatabase(adminUrl, pgName);
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${pgName} with (force)`);
      await admin.end();
    },
  };
  return [pglite, postgres];
}

/**
 * Inside a `describe`: prepares `engine` before the tests (the app's next getDb() applies the newer migrations)
 * and puts everything back after. Answers a reader of raw rows.
 */
export function useOldDatabase(engine: OldDatabase) {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
  const work = mkdtempSync(path.join(tmpdir(), "sb-mig-"));
  beforeAll(async () => {
    await closeDb();
    await engine.prepare(work);
    resetEnvCache();
  });
  afterAll(async () => {
    await closeDb();
    await engine.cleanup();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
    rmSync(work, { recursive: true, force: true });
  });
  return {
    sqlRows: async (q: string) => ((await (await getDb()).execute(q as never)) as unknown as { rows: Record<string, unknown>[] }).rows,
  };
}
