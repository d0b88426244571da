import "server-only";
import { getDbHandle } from "@/db/client";

/**
 * One round trip to the database. On PostgreSQL with every pooled connection busy it goes on a connection of
 * its own (db/client.ts), so a busy instance is not reported as one without a database (record 0122).
 */
export async function pingDatabase(): Promise<void> {
  await (await getDbHandle()).ping();
}
