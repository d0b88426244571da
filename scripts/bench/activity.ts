/**
 * The activity log at 1,000,000 entries (issue 40, record 0143): seeds one store's log with generate_series
 * (ACTIVITY_BENCH_COUNT, default 1,000,000; plus a tenth as many in a second store, so the store's key
 * matters), then measures the first page of GET /api/activity through the service the route calls (the page
 * and its capped count), unfiltered and with each filter: p95 of 20 sequential calls after 3 warm-ups (budget
 * ≤ 100 ms), and checks with EXPLAIN that each page query is an index scan of activity_entries, not a seq scan.
 *
 *   DATABASE_URL=postgres://…/scratch npx tsx --import ./scripts/bench/no-server-only.mjs scripts/bench/activity.ts
 * (scripts/bench/activity.mjs makes the scratch database and runs this; npm run bench runs that.)
 */
import { and, eq } from "drizzle-orm";

const COUNT = Number(process.env.ACTIVITY_BENCH_COUNT ?? 1_000_000);
const RUNS = 20;
const BUDGET_MS = 100;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

async function main() {
  process.env.AUTO_SEED = "false";
  process.env.BCRYPT_COST = "4";
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL (a scratch PostgreSQL database) is required");
  const { closeDb, getDb } = await import("@/db/client");
  const { seedDemo } = await import("@/db/seed");
  const schema = await import("@/db/schema");
  const { listActivity } = await import("@/lib/activity/service");
  const { activityQuerySchema } = await import("@/lib/activity/schemas");
  const { sql } = await import("drizzle-orm");
  const db = await getDb();
  await seedDemo(db);
  const [demo] = await db.select().from(schema.tenants).where(eq(schema.tenants.slug, "demo"));
  const [gadgets] = await db.select().from(schema.tenants).where(eq(schema.tenants.slug, "gadgets"));
  const [owner] = await db.select().from(schema.users).where(and(eq(schema.users.id, demo.ownerId!)));

  // Five actors (the owner, three staff, the system), 24 actions over 8 resource types, 50,000 resources,
  // spread over the last 365 days, newest first by i.
  const t0 = Date.now();
  const seed = (tenantId: string, n: number) =>
    db.execute(sql`
      insert into activity_entries (tenant_id, created_at, actor_type, actor_id, actor_email, actor_name, action, resource_type, resource_id, summary, changes, ip, user_agent)
      select ${tenantId}::uuid,
             now() - (i * (interval '365 days' / ${n}::int)),
             (array['owner','staff','staff','staff','system'])[1 + i % 5],
             case i % 5 when 0 then ${owner.id}::uuid when 1 then '00000000-0000-4000-8000-000000000001'::uuid
                        when 2 then '00000000-0000-4000-8000-000000000002'::uuid when 3 then '00000000-0000-4000-8000-000000000003'::uuid end,
             case i % 5 when 0 then ${owner.email} when 4 then null else 'staff' || (i % 5) || '@example.com' end,
             null,
             (array['product','order','category','collection','discount','page','settings','theme'])[1 + (i / 7) % 8] || '.' ||
               (array['created','updated','deleted'])[1 + i % 3],
             (array['product','order','category','collection','discount','page','store','theme'])[1 + (i / 7) % 8],
             'r-' || (i % 50000),
             'bench entry ' || i,
             jsonb_build_object('price', jsonb_build_array('10.00', '12.00')),
             '203.0.113.' || (i % 250), 'bench'
      from generate_series(1, ${n}::int) i`);
  await seed(demo.id, COUNT);
  await seed(gadgets.id, Math.round(COUNT / 10));
  // As autovacuum would leave a table written long ago: statistics, and the visibility map index-only counts read.
  await db.execute(sql`vacuum analyze activity_entries`);
  console.log(`seeded ${COUNT.toLocaleString("en")} entries in store demo (and ${Math.round(COUNT / 10).toLocaleString("en")} in gadgets) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const week = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, Record<string, string>, string][] = [
    ["no filter", {}, ""],
    ["actor (the owner)", { actorId: owner.id }, `and actor_id = '${owner.id}'`],
    ["action product.updated", { action: "product.updated" }, "and action = 'product.updated'"],
    ["resource type order", { resourceType: "order" }, "and resource_type = 'order'"],
    ["one order (type + id)", { resourceType: "order", resourceId: "r-4242" }, "and resource_type = 'order' and resource_id = 'r-4242'"],
    ["last 7 days", { from: week }, `and created_at >= '${week}'`],
    ["action + 7 days", { action: "order.updated", from: week }, `and action = 'order.updated' and created_at >= '${week}'`],
    ["actor + action", { actorId: owner.id, action: "page.created" }, `and actor_id = '${owner.id}' and action = 'page.created'`],
    ["page 20 of 50", { page: "20" }, ""],
  ];
  const rows: string[][] = [["filter", "p50 ms", "p95 ms", "total", "plan", "result"]];
  let worst = 0;
  for (const [label, q, where] of cases) {
    const query = activityQuerySchema.parse(q);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      const s = performance.now();
      const page = await listActivity(demo.id as never, query);
      if (i >= 3) times.push(performance.now() - s);
      total = page.total;
    }
    const offset = (query.page - 1) * query.limit;
    const plan = (await db.execute(
      sql.raw(
        `explain (format json) select * from activity_entries where tenant_id = '${demo.id}' ${where} order by created_at desc, id desc limit ${query.limit} offset ${offset}`,
      ),
    )) as unknown as { rows: { "QUERY PLAN": unknown }[] };
    const text = JSON.stringify(plan.rows[0]["QUERY PLAN"]);
    const indexes = [...new Set([...text.matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]))];
    const seq = text.includes('"Seq Scan"');
    const sorted = [...times].sort((a, b) => a - b);
    const p = p95(times);
    worst = Math.max(worst, p);
    const ok = p <= BUDGET_MS && !seq && indexes.length > 0;
    rows.push([label, sorted[Math.floor(sorted.length / 2)].toFixed(1), p.toFixed(1), String(total), seq ? "SEQ SCAN" : indexes.join("+"), ok ? "PASS" : "FAIL"]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  "));
  console.log(`activity first page at ${COUNT.toLocaleString("en")} entries: worst p95 ${worst.toFixed(1)} ms (budget ${BUDGET_MS} ms) ${worst <= BUDGET_MS ? "PASS" : "FAIL"}`);
  await closeDb();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
