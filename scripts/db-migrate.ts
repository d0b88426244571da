// npm run db:migrate — apply the committed migrations to DATABASE_URL (or the embedded database in DATA_DIR).
import { closeDb, getDbHandle } from "@/db/client";

process.env.AUTO_SEED ??= "0";
const handle = await getDbHandle();
console.log(`Migrations applied (${handle.kind}).`);
await closeDb();
