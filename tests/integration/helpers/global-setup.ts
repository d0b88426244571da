import { randomBytes } from "node:crypto";
import { Client } from "pg";
import type { TestProject } from "vitest/node";
import { onCitus } from "./citus";

/**
 * Once per run of the integration project, on PostgreSQL (TEST_DATABASE_URL): two template databases, one
 * migrated and one migrated and seeded with the demo stores. Each test file's database is then a copy of one
 * (CREATE DATABASE … TEMPLATE, a file copy of a few hundred ms) instead of being migrated and seeded again: that
 * was ~8 s a file on this 2-core machine, 50 files. Without PostgreSQL (embedded PGlite) nothing is made here
 * and each file migrates and seeds its own in-memory database as before. The templates are dropped at the end.
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** Template database names, or null when each file builds its own. */
    sbTemplates: { migrated: string; seeded: string } | null;
  }
}

async function admin<T>(adminUrl: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const urlOf = (adminUrl: string, name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // On Citus a template cannot be copied with its shards: each file builds its own (helpers/citus.ts).
  if (!adminUrl || onCitus()) {
    project.provide("sbTemplates", null);
    return;
  }
  const tag = randomBytes(5).toString("hex");
  const names = { migrated: `sb_it_tpl_${tag}_m`, seeded: `sb_it_tpl_${tag}_s` };
  // The app's own code builds them, in this process: the test files' environment (setup-env.ts) for the time it
  // takes, then this process's own again.
  const saved = { ...process.env };
  Object.assign(process.env, { NODE_ENV: "test", BCRYPT_COST: "4", AUTO_SEED: "0", ROOT_DOMAIN: "localhost" });
  delete process.env.REDIS_URL;
  try {
    const { closeDb, getDb } = await import("@/db/client");
    const { resetEnvCache } = await import("@/lib/env");
    for (const [kind, name] of Object.entries(names)) {
      await admin(adminUrl, (c) => c.query(`create database ${name}`));
      process.env.DATABASE_URL = urlOf(adminUrl, name);
      resetEnvCache();
      await closeDb();
      const db = await getDb();
      if (kind === "seeded") {
        const { seedDemo } = await import("@/db/seed");
        await seedDemo(db);
      }
      // A template takes no connections: the copies are made from its files.
      await closeDb();
    }
    resetEnvCache();
  } catch (err) {
    await teardown(adminUrl, names);
    throw err;
  } finally {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  }
  project.provide("sbTemplates", names);
  return () => teardown(adminUrl, names);
}

async function teardown(adminUrl: string, names: { migrated: string; seeded: string }) {
  await admin(adminUrl, async (c) => {
    for (const name of Object.values(names)) await c.query(`drop database if exists ${name} with (force)`);
  });
}
