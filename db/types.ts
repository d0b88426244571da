import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

// The handle's types alone, so db/seed.ts (which db/client.ts loads for the embedded demo) can name them
// without importing db/client.ts back: the two files used to form an import circle.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
