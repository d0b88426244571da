/**
 * Runs once when the server starts: open the database (migrating it, and seeding the embedded demo
 * on an empty first start) before the first visitor arrives, and fail loudly on a bad environment.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { getEnv } = await import("./lib/env");
  getEnv();
  const { getDbHandle } = await import("./db/client");
  const started = Date.now();
  const handle = await getDbHandle();
  console.log(`[db] ${handle.kind} ready in ${Date.now() - started} ms`);
}
