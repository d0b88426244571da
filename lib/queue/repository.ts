import "server-only";
import { getDbHandle } from "@/db/client";

/** The embedded database's own client, for pg-boss's `db.executeSql` adapter (lib/queue/queue.ts). */
export type PGliteLike = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  exec: (text: string) => Promise<{ rows: unknown[] }[]>;
};

export async function embeddedClient(): Promise<PGliteLike> {
  const handle = await getDbHandle();
  if (handle.kind !== "pglite") throw new Error("embeddedClient() is for the embedded database only");
  return (handle.db as unknown as { $client: PGliteLike }).$client;
}
