// A server's job worker in its own process, as `next start` runs one (instrumentation.ts): it works the queue
// of DATABASE_URL until the test SIGKILLs it. Run with
//   node --import tsx --import ./scripts/bench/no-server-only.mjs tests/fakes/import-worker.ts
import { startJobWorker } from "@/lib/jobs/worker";

await startJobWorker();
process.stdout.write("worker started\n");
setInterval(() => {}, 1 << 30);
