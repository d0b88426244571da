/**
 * What an Admin API token costs a request (issue 41, record 0145; budget: the token check adds ≤ 2 ms p95).
 * In-process, like scripts/bench/activity.ts: one owner route wrapper (lib/http/route.ts) around a handler that
 * does nothing, called RUNS times with the owner's session cookie and RUNS times with a bearer token, interleaved,
 * after warm-ups. The token path is its lookup (by store and hash), the owner account, the rate-limit bucket
 * (Redis when REDIS_URL is set, else this process's) and the scope check; the session path is the session and
 * membership reads. Added = p95(token) − p95(session); the token path's own p95 is printed too.
 * Tokens rotate (TOKENS of them) so the 40-request bucket never refuses one.
 *
 *   DATABASE_URL=postgres://…/scratch npx tsx --import ./scripts/bench/no-server-only.mjs scripts/bench/tokens.ts
 * (scripts/bench/tokens.mjs makes the scratch database and runs this; npm run bench runs that.)
 */
import { eq } from "drizzle-orm";

const RUNS = Number(process.env.TOKENS_BENCH_RUNS ?? 1000);
const WARMUP = 30;
const TOKENS = 50;
const BUDGET_MS = 2;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * p) - 1)];

async function main() {
  process.env.AUTO_SEED = "false";
  process.env.BCRYPT_COST = "4";
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL (a scratch PostgreSQL database) is required");
  const { closeDb, getDb } = await import("@/db/client");
  const { seedDemo } = await import("@/db/seed");
  const schema = await import("@/db/schema");
  const { NextRequest } = await import("next/server");
  const { route } = await import("@/lib/http/route");
  const { createSession, STAFF_COOKIE } = await import("@/lib/auth/session");
  const { createToken } = await import("@/lib/api-tokens/service");
  const { getStoreByKey } = await import("@/lib/tenancy/current");
  const { encodeTenantKey, TENANT_HEADER } = await import("@/lib/tenancy/tenant-key");
  const db = await getDb();
  await seedDemo(db);
  const [demo] = await db.select().from(schema.tenants).where(eq(schema.tenants.slug, "demo"));
  const [owner] = await db.select().from(schema.users).where(eq(schema.users.id, demo.ownerId!));
  const key = encodeTenantKey({ mode: "subdomain", slug: "demo" });
  const store = (await getStoreByKey(key))!;
  const session = await createSession("staff", owner, null);
  const tokens: string[] = [];
  for (let i = 0; i < TOKENS; i++) tokens.push((await createToken(store, owner, { name: `bench ${i}`, scopes: ["read_orders"] })).token);

  const handler = route({ auth: "owner", permission: "orders" }, () => ({ ok: true }));
  const call = async (headers: Record<string, string>) => {
    const req = new NextRequest("http://demo.localhost:3000/api/bench", { headers: { host: "demo.localhost:3000", [TENANT_HEADER]: key, ...headers } });
    const s = performance.now();
    const res = await handler(req);
    const ms = performance.now() - s;
    if (res.status !== 200) throw new Error(`bench call answered ${res.status}: ${await res.text()}`);
    return ms;
  };
  const bySession = () => call({ cookie: `${STAFF_COOKIE}=${session.token}` });
  let n = 0;
  const byToken = () => call({ authorization: `Bearer ${tokens[n++ % TOKENS]}` });

  for (let i = 0; i < WARMUP; i++) {
    await bySession();
    await byToken();
  }
  const sessionMs: number[] = [];
  const tokenMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Alternate which goes first, so neither always follows the other's cache and connection state.
    if (i % 2) {
      sessionMs.push(await bySession());
      tokenMs.push(await byToken());
    } else {
      tokenMs.push(await byToken());
      sessionMs.push(await bySession());
    }
    // TOKENS × 40 requests per 10 s at most: rotate slowly enough that no bucket fills.
    if (i % (TOKENS * 30) === TOKENS * 30 - 1) await new Promise((r) => setTimeout(r, 1000));
  }
  const s50 = pct(sessionMs, 0.5);
  const s95 = pct(sessionMs, 0.95);
  const t50 = pct(tokenMs, 0.5);
  const t95 = pct(tokenMs, 0.95);
  const added = t95 - s95;
  console.log(`rate-limit store: ${process.env.REDIS_URL ? "Redis" : "in-process (no REDIS_URL)"}; ${RUNS} calls each`);
  console.log(`session: p50 ${s50.toFixed(2)} ms, p95 ${s95.toFixed(2)} ms`);
  console.log(`token:   p50 ${t50.toFixed(2)} ms, p95 ${t95.toFixed(2)} ms`);
  console.log(`token check adds ${added.toFixed(2)} ms p95 over a session (budget ≤ ${BUDGET_MS} ms) ${added <= BUDGET_MS ? "PASS" : "FAIL"}`);
  await closeDb();
  if (added > BUDGET_MS) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
