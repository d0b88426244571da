/**
 * The storefront funnel at 1,000,000 events in one store (issue 42, record 0151): seeds demo's storefront_events
 * with generate_series (FUNNEL_BENCH_COUNT, default 1,000,000, over the last 90 days, 150,000 visitors; plus a tenth
 * as many in gadgets), then measures, through the service the routes and the job call:
 *   - the roll-up of all 90 days of the store (what a catch-up run costs) and the scheduled job (2 days, all stores);
 *   - GET /api/reports/funnel for 30 days (p95 of 20 calls after 3 warm-ups; budget ≤ 200 ms) with the days rolled
 *     up (the usual case: only today counted live), and with no roll-up at all (every day counted from the events);
 *   - a 90-day funnel rolled up.
 *
 *   DATABASE_URL=postgres://…/scratch npx tsx --import ./scripts/bench/no-server-only.mjs scripts/bench/funnel.ts
 * (scripts/bench/funnel.mjs makes the scratch database and runs this; npm run bench:funnel runs that.)
 */
import { eq } from "drizzle-orm";

const COUNT = Number(process.env.FUNNEL_BENCH_COUNT ?? 1_000_000);
const RUNS = 20;
const BUDGET_MS = 200;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  process.env.AUTO_SEED = "false";
  process.env.BCRYPT_COST = "4";
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL (a scratch PostgreSQL database) is required");
  const { closeDb, getDb } = await import("@/db/client");
  const { seedDemo } = await import("@/db/seed");
  const schema = await import("@/db/schema");
  const { funnelReport, rollUpFunnels, rollUpStore } = await import("@/lib/analytics/service");
  const { storeById } = await import("@/lib/tenancy/service");
  const { addDays } = await import("@/lib/reports/range");
  const { localDateOf, storeTimeZone } = await import("@/lib/reports/time-zone");
  const { sql } = await import("drizzle-orm");
  const db = await getDb();
  await seedDemo(db);
  const [demoRow] = await db.select().from(schema.tenants).where(eq(schema.tenants.slug, "demo"));
  const [gadgets] = await db.select().from(schema.tenants).where(eq(schema.tenants.slug, "gadgets"));
  const demo = (await storeById(demoRow.id as never))!;

  // Spread over 90 days up to now; a visitor's events cluster (i / 7), types in funnel proportions.
  const t0 = Date.now();
  const seed = (tenantId: string, n: number) =>
    db.execute(sql`
      insert into storefront_events (tenant_id, occurred_at, visitor_id, type)
      select ${tenantId}::uuid,
             now() - ((${n}::int - i) * (interval '90 days' / ${n}::int)),
             md5('v' || ((i / 7) % 150000)),
             case when i % 20 = 0 then 'checkout_start' when i % 10 = 0 then 'add_to_cart' when i % 3 = 0 then 'product_view' else 'page_view' end
      from generate_series(1, ${n}::int) i`);
  await seed(demo.id, COUNT);
  await seed(gadgets.id, Math.round(COUNT / 10));
  await db.execute(sql`vacuum analyze storefront_events`);
  console.log(`seeded ${COUNT.toLocaleString("en")} events in store demo (and ${Math.round(COUNT / 10).toLocaleString("en")} in gadgets) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const tz = storeTimeZone(demo.row);
  const today = localDateOf(new Date(), tz);
  const from30 = addDays(today, -29);
  const from90 = addDays(today, -89);
  const rows: string[][] = [["case", "p50 ms", "p95 ms", "sessions", "result"]];
  let worst = 0;
  const measure = async (label: string, q: { from: string; to: string }, budget: number | null) => {
    const times: number[] = [];
    let sessions = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      const s = performance.now();
      const r = await funnelReport(demo, q);
      if (i >= 3) times.push(performance.now() - s);
      sessions = r.sessions;
    }
    const p = p95(times);
    if (budget !== null) worst = Math.max(worst, p);
    rows.push([label, p50(times).toFixed(1), p.toFixed(1), String(sessions), budget === null ? "(for comparison)" : p <= budget ? "PASS" : "FAIL"]);
  };

  await measure("30 days, nothing rolled up (all live)", { from: from30, to: today }, null);
  const r0 = Date.now();
  await rollUpStore({ id: demo.id, timeZone: demo.row.timeZone, country: demo.row.country }, from90, today);
  const rollAll = Date.now() - r0;
  const j0 = Date.now();
  const job = await rollUpFunnels();
  const jobMs = Date.now() - j0;
  await measure("30 days, rolled up (today live)", { from: from30, to: today }, BUDGET_MS);
  await measure("90 days, rolled up (today live)", { from: from90, to: today }, BUDGET_MS);
  await measure("30 days ending yesterday, rolled up", { from: addDays(from30, -1), to: addDays(today, -1) }, BUDGET_MS);

  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  "));
  console.log(`roll-up of 90 days of one store: ${rollAll} ms; the scheduled job (2 days, ${job.stores} stores, prune): ${jobMs} ms`);
  console.log(`funnel at ${COUNT.toLocaleString("en")} events: worst p95 ${worst.toFixed(1)} ms (budget ${BUDGET_MS} ms) ${worst <= BUDGET_MS ? "PASS" : "FAIL"}`);
  await closeDb();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
