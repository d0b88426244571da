import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";

/** One round trip to the database. */
export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}
