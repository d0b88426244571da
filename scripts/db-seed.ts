/**
 * Seeds the demo stores (db/seed.ts) into the configured database.
 *
 *   npx tsx scripts/db-seed.ts           seed only when the database has no tenants and no users
 *   npx tsx scripts/db-seed.ts --force   remove the demo stores and demo staff accounts, then seed again
 *
 * Reads .env.local and .env like the app does (variables already set in the environment win).
 * DATABASE_URL set: that PostgreSQL server; unset: the embedded database in DATA_DIR.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { and, inArray, ne } from "drizzle-orm";
import { closeDb, getDbHandle } from "@/db/client";
import { tenants, users } from "@/db/schema";
import { seedDemo, seedDemoIfEmpty } from "@/db/seed";
import { DEMO_STAFF_EMAILS, DEMO_STORES } from "@/db/seed-data";

function loadEnv() {
  // loadEnvFile never overrides a variable that is already set, so the first file read wins.
  for (const name of [".env.local", ".env"]) {
    const file = path.join(process.cwd(), name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

async function main() {
  loadEnv();
  const force = process.argv.slice(2).includes("--force");
  // This script does the seeding itself and reports it; the embedded database's automatic seeding on open would hide that.
  process.env.AUTO_SEED = "false";

  const { db, kind } = await getDbHandle();
  const where = kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "the embedded database";

  if (force) {
    const slugs = DEMO_STORES.map((st) => st.tenant.slug);
    await db.transaction(async (tx) => {
      // Deleting a store cascades to everything scoped to it, its owner and its customers included.
      const removed = await tx.delete(tenants).where(inArray(tenants.slug, slugs)).returning({ slug: tenants.slug });
      const staff = await tx
        .delete(users)
        .where(and(inArray(users.email, DEMO_STAFF_EMAILS), ne(users.role, "customer")))
        .returning({ email: users.email });
      console.log(`Removed ${removed.length} demo store(s) and ${staff.length} remaining demo staff account(s).`);
    });
    await seedDemo(db);
    console.log(`Seeded the demo stores into ${where}.`);
  } else if (await seedDemoIfEmpty(db)) {
    console.log(`Seeded the demo stores into ${where}.`);
  } else {
    console.log("Database already has data; demo seed skipped.");
    return;
  }
  console.log("  Platform admin: admin@example.com / admin12345");
  console.log("  Demo Store (/store/demo): owner@example.com / owner12345, customer customer@example.com / customer12345");
  console.log("  Gadget Hub (/store/gadgets): owner2@example.com / owner12345");
}

main()
  .catch((err: unknown) => {
    console.error("Demo seed failed:", err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
