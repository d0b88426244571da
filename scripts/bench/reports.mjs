#!/usr/bin/env node
// npm run bench:reports (also run by npm run bench:orders and npm run bench) — the merchant's reports at scale
// (issue 42's budgets, record 0150): 100,000 orders (REPORTS_BENCH_COUNT) over the last year in the demo store of a
// scratch PostgreSQL database, with discounts, partial refunds, cancels, failed and abandoned orders, then with the
// production server:
//   - the first read, which builds the store's roll-ups from every order (reported, no budget: it happens once, or
//     after the store's time zone changes);
//   - each report for the last 90 days (sales by day, products, variants, customers, discounts, the sales CSV):
//     p95 of 20 sequential requests after 2 warm-ups (budget ≤ 200 ms);
//   - a year by month (sales, customers) and a year's products and discounts (budget ≤ 300 ms);
//   - the same 90-day sales report while an order is placed before each request (every read recomputes today).
// Needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL); says so and exits 0 without it.
import { spawnSync } from "node:child_process";
import { ensureBuild, request, scratchDatabase, sleep, startApp } from "./lib.mjs";

const PORT = Number(process.env.REPORTS_BENCH_PORT ?? 3241);
const COUNT = Number(process.env.REPORTS_BENCH_COUNT ?? 100_000);
const HOST = "demo.localhost";
const BUDGET = { rangeP95Ms: 200, yearP95Ms: 300 };

const pass = (ok) => (ok ? "PASS" : "FAIL");
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

const db = await scratchDatabase("sb_reports");
if (!db) {
  console.log("bench:reports needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL): skipped");
  process.exit(0);
}
let app;
try {
  ensureBuild();
  const env = { DATABASE_URL: db.url, AUTO_SEED: "false", REDIS_URL: "" };
  for (const script of ["scripts/db-migrate.ts", "scripts/db-seed.ts"]) {
    const r = spawnSync("./node_modules/.bin/tsx", [script], { env: { ...process.env, ...env }, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${script} failed: ${r.stderr || r.stdout}`);
  }
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const t0 = Date.now();
  await client.query("update tenants set time_zone = 'Asia/Kolkata' where slug = 'demo'");
  // Orders every ~5 minutes over the last year (30,000 customers, so many come back): every 5th with 10% off
  // (SAVE10), every 20th partly refunded, every 30th cancelled a day later, every 50th failed, every 60th abandoned.
  await client.query(
    `with t as (select id from tenants where slug = 'demo')
     insert into orders (tenant_id, customer_email, customer_name, customer_address, subtotal, discount_total, discounts, discount_code,
                         shipping, tax, cod_charges, total, refunded_amount, status, payment_method, created_at, cancelled_at)
     select (select id from t), 'customer' || (i % 30000) || '@example.com', 'Customer ' || i, i || ' Bench Street, Bengaluru',
            s, d, case when d > 0 then jsonb_build_array(jsonb_build_object('id', '00000000-0000-4000-8000-000000000042', 'code', 'SAVE10', 'title', null, 'type', 'percentage', 'amount', d::text)) else '[]'::jsonb end,
            case when d > 0 then 'SAVE10' end,
            49, 90, case when i % 4 = 0 then 25 else 0 end, s - d + 49 + 90 + case when i % 4 = 0 then 25 else 0 end,
            case when i % 20 = 0 then 100 else 0 end,
            case when i % 50 = 0 then 'failed' when i % 60 = 0 or i % 30 = 0 then 'cancelled' when i % 3 = 0 then 'delivered' else 'paid' end,
            case when i % 4 = 0 then 'cod' else 'razorpay' end,
            created, case when i % 30 = 0 and i % 60 <> 0 and i % 50 <> 0 then created + interval '1 day' end
       from generate_series(1, $1::int) i,
            lateral (select 500 + (i % 50) * 10 as s, case when i % 5 = 0 then (500 + (i % 50) * 10) / 10 else 0 end as d,
                            now() - (i * interval '5 minutes') - interval '1 hour' as created) x`,
    [COUNT],
  );
  // Each order was last changed when it was placed (or cancelled), not when the bench wrote it.
  await client.query("update orders set updated_at = coalesce(cancelled_at, created_at)");
  await client.query(
    `insert into order_items (tenant_id, order_id, product_id, product_name, price, quantity, discount)
     select o.tenant_id, o.id, p.id, p.name, o.subtotal, 1, o.discount_total
       from orders o
       cross join lateral (select id, name from products where tenant_id = o.tenant_id order by id offset (abs(hashtext(o.id::text)) % 20) limit 1) p
      where o.customer_email like 'customer%@example.com'`,
  );
  await client.query(
    `insert into transactions (tenant_id, order_id, amount, net_amount, type, status, payment_method, gateway_transaction_id, created_at)
     select tenant_id, id, -100, -100, 'refund', 'completed', 'razorpay', 're_' || id, created_at + interval '2 days'
       from orders where refunded_amount > 0`,
  );
  await client.query("analyze orders; analyze order_items; analyze transactions");
  const { rows: counts } = await client.query("select (select count(*) from orders)::int orders, (select count(*) from order_items)::int items");
  console.log(`Seeded ${counts[0].orders} orders, ${counts[0].items} lines in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  app = startApp(PORT, env);
  await app.ready(HOST);
  const login = await request(PORT, HOST, "/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://${HOST}:${PORT}` },
    body: { email: "owner@example.com", password: "owner12345" },
  });
  const cookie = [login.headers["set-cookie"] ?? []].flat().map((c) => c.split(";")[0]).join("; ");
  if (login.status !== 200 || !cookie) throw new Error(`owner login failed: ${login.status}`);
  const get = (p) => request(PORT, HOST, p, { headers: { cookie } });

  const day = (offset) => new Date(Date.now() + 5.5 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10);
  const today = day(0);
  const r90 = `from=${day(-89)}&to=${today}`;
  const year = `from=${day(-364)}&to=${today}`;

  const first = await get(`/api/reports/sales?${r90}`);
  if (first.status !== 200) throw new Error(`first report: ${first.status} ${first.body.toString().slice(0, 200)}`);
  console.log(`First read (builds the roll-ups from ${counts[0].orders} orders): ${first.ms.toFixed(0)} ms`);

  const cases = [
    ["sales, 90 days by day", `/api/reports/sales?${r90}&interval=day&compare=previous_period`, BUDGET.rangeP95Ms],
    ["products, 90 days", `/api/reports/products?${r90}&limit=50`, BUDGET.rangeP95Ms],
    ["variants by units, 90 days", `/api/reports/products?${r90}&by=variant&sort=units&limit=250`, BUDGET.rangeP95Ms],
    ["customers, 90 days", `/api/reports/customers?${r90}`, BUDGET.rangeP95Ms],
    ["discounts, 90 days", `/api/reports/discounts?${r90}`, BUDGET.rangeP95Ms],
    ["sales CSV, 90 days", `/api/reports/sales/export?${r90}`, BUDGET.rangeP95Ms],
    ["sales, a year by month", `/api/reports/sales?${year}&interval=month&compare=previous_year`, BUDGET.yearP95Ms],
    ["customers, a year by month", `/api/reports/customers?${year}&interval=month`, BUDGET.yearP95Ms],
    ["products, a year", `/api/reports/products?${year}`, BUDGET.yearP95Ms],
    ["discounts, a year", `/api/reports/discounts?${year}`, BUDGET.yearP95Ms],
  ];
  let failed = false;
  const lines = [];
  for (const [name, path, budget] of cases) {
    const times = [];
    for (let i = 0; i < 22; i++) {
      const r = await get(path);
      if (r.status !== 200) throw new Error(`${name}: ${r.status}`);
      if (i >= 2) times.push(r.ms);
    }
    const v = p95(times);
    failed ||= v > budget;
    lines.push(`${name.padEnd(32)} p95 ${v.toFixed(1).padStart(6)} ms  (budget ≤ ${budget})  ${pass(v <= budget)}`);
  }
  // Each read recomputes the days changed since the last one: an order placed (here: its row changed) before every read.
  const times = [];
  for (let i = 0; i < 22; i++) {
    await client.query("update orders set updated_at = now() where id = (select id from orders where tenant_id = (select id from tenants where slug = 'demo') order by created_at desc offset $1 limit 1)", [i]);
    const r = await get(`/api/reports/sales?${r90}`);
    if (i >= 2) times.push(r.ms);
  }
  const v = p95(times);
  failed ||= v > BUDGET.rangeP95Ms;
  lines.push(`${"sales, 90 days, after a change".padEnd(32)} p95 ${v.toFixed(1).padStart(6)} ms  (budget ≤ ${BUDGET.rangeP95Ms})  ${pass(v <= BUDGET.rangeP95Ms)}`);
  await client.end();
  console.log(`\nReports at ${counts[0].orders} orders (one store, production server, sequential requests):`);
  for (const l of lines) console.log(`  ${l}`);
  if (failed) process.exitCode = 1;
} catch (err) {
  console.error("bench:reports failed:", err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await app?.stop();
  await sleep(200);
  await db.drop().catch(() => {});
}
