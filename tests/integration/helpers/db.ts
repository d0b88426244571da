import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDb, getDb, type Db } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import { createCitusDatabase, dropCitusDatabase, onCitus, routingChecked, withRoutingCheck } from "./citus";

/**
 * One fresh database per test file: a new database on the PostgreSQL server named by TEST_DATABASE_URL
 * (the test script sets it when a server is reachable), otherwise an in-memory PGlite. On PostgreSQL it is a
 * copy of the run's migrated (and seeded) template (helpers/global-setup.ts); on PGlite it is migrated by the
 * app's own db/client and seeded here. Dropped after the file.
 */
export function setupTestDatabase(opts: { seed?: boolean; fanOut?: string } = {}) {
  const ctx: { db: Db } = {} as { db: Db };
  let dbName: string | undefined;
  // On Citus with the routing check (helpers/citus.ts): the file's own connection, without the check.
  let own: import("pg").Pool | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;

  const templates = adminUrl ? inject("sbTemplates") : null;
  const template = templates ? (opts.seed !== false ? templates.seeded : templates.migrated) : null;

  beforeAll(async () => {
    await closeDb();
    if (adminUrl) {
      dbName = `sb_it_${randomBytes(6).toString("hex")}`;
      if (onCitus()) await createCitusDatabase(adminUrl, dbName);
      else {
        const admin = new Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(template ? `create database ${dbName} template ${template}` : `create database ${dbName}`);
        await admin.end();
      }
      const u = new URL(adminUrl);
      u.pathname = `/${dbName}`;
      // `fanOut`: the file's subject is the platform admin's screens over every store (record 0138 says which).
      process.env.DATABASE_URL = routingChecked() && !opts.fanOut ? withRoutingCheck(u.toString()) : u.toString();
      if (routingChecked()) {
        const { Pool } = await import("pg");
        own = new Pool({ connectionString: u.toString(), max: 4 });
        own.on("error", () => {});
      }
    } else {
      delete process.env.DATABASE_URL;
      process.env.DATA_DIR = "memory://";
    }
    resetEnvCache();
    ctx.db = await getDb();
    if (own) {
      const { drizzle } = await import("drizzle-orm/node-postgres");
      const schema = await import("@/db/schema");
      ctx.db = drizzle(own, { schema }) as unknown as Db;
    }
    if (opts.seed !== false && !template) {
      const { seedDemo } = await import("@/db/seed");
      await seedDemo(ctx.db);
    }
  });

  afterAll(async () => {
    // A route that enqueued a job (a password reset, a mail) opened this file's queue: stopped before its
    // database is dropped, or pg-boss's connections are cut under it and it reports errors after the file.
    const { stopQueue } = await import("@/lib/queue/queue");
    await stopQueue();
    await closeDb();
    await own?.end().catch(() => {});
    if (adminUrl && dbName && onCitus()) await dropCitusDatabase(adminUrl, dbName);
    else if (adminUrl && dbName) {
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });

  return ctx;
}

/**
 * Set a product's stock the way the catalogue keeps it: on its variants (a product without options has one).
 * The product's own quantity and trackQuantity follow by trigger.
 */
export async function setStock(db: Db, productId: string, values: { quantity?: number; trackQuantity?: boolean }) {
  const { productVariants } = await import("@/db/schema");
  const { eq } = await import("drizzle-orm");
  await db.update(productVariants).set(values).where(eq(productVariants.productId, productId));
}
