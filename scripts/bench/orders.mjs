#!/usr/bin/env node
// npm run bench:orders (also the last part of npm run bench) — the owner's order list and export at scale
// (issue 28's budgets): 100,000 orders (ORDERS_BENCH_COUNT) in the demo store of a scratch PostgreSQL database,
// then with the production server:
//   - first page of GET /api/orders with each single filter, and search by e-mail, name and number: p95 of 20
//     sequential requests after 2 warm-ups (budget ≤ 100 ms);
//   - GET /api/orders/export of every order: time (budget ≤ 30 s) and the server's memory growth (≤ 100 MB).
// Needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL); says so and exits 0 without it.
import { spawnSync } from "node:child_process";
import { ensureBuild, request, rssMb, scratchDatabase, sleep, startApp } from "./lib.mjs";

const PORT = Number(process.env.ORDERS_BENCH_PORT ?? 3240);
const COUNT = Number(process.env.ORDERS_BENCH_COUNT ?? 100_000);
const HOST = "demo.localhost";
const BUDGET = { pageP95Ms: 100, exportS: 30, exportMb: 100 };

const pass = (ok) => (ok ? "PASS" : "FAIL");
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

const db = await scratchDatabase("sb_orders");
if (!db) {
  console.log("bench:orders needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL): skipped");
  process.exit(0);
}
let app;
const started = Date.now();
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
  // Orders spread over the last year, every status and method; one to three lines each, from the demo catalogue.
  await client.query(
    `with t as (select id from tenants where slug = 'demo'),
     p as (select array_agg(id order by id) ids, array_agg(name order by id) names, array_agg(price order by id) prices from products where tenant_id = (select id from t))
     insert into orders (tenant_id, customer_email, customer_name, customer_address, subtotal, shipping, tax, total, status, payment_method,
                         invoice_number, created_at, paid_at, fulfillment_status)
     select (select id from t), 'customer' || i || '@example.com', 'Customer ' || i, i || ' Bench Street, Bengaluru',
            500 + (i % 50) * 10, 49, 90, 639 + (i % 50) * 10,
            (array['pending','processing','paid','shipped','delivered','cancelled'])[1 + i % 6],
            (array['cod','razorpay','stripe','paypal'])[1 + i % 4],
            'IS' || lpad(i::text, 7, '0'), now() - (i * interval '5 minutes'),
            case when i % 6 in (2, 3, 4) then now() - (i * interval '5 minutes') end,
            case when i % 6 in (3, 4) then 'fulfilled' else 'unfulfilled' end
     from generate_series(1, $1::int) i`,
    [COUNT],
  );
  await client.query(
    `insert into order_items (tenant_id, order_id, product_id, product_name, price, quantity)
     select o.tenant_id, o.id, p.id, p.name, p.price, 1 + (n % 3)
     from orders o
     cross join lateral generate_series(1, 1 + (abs(hashtext(o.id::text)) % 3)) n
     cross join lateral (select id, name, price from products where tenant_id = o.tenant_id order by id offset (abs(hashtext(o.id::text || n)) % 20) limit 1) p
     where o.customer_email like 'customer%@example.com'`,
  );
  await client.query("analyze orders; analyze order_items");
  const { rows: counts } = await client.query("select (select count(*) from orders)::int orders, (select count(*) from order_items)::int items");
  await client.end();
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

  const month = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const cases = [
    ["first page, no filter", "/api/orders?page=1"],
    ["status=paid", "/api/orders?status=paid"],
    ["paymentMethod=cod", "/api/orders?paymentMethod=cod"],
    ["paid=false", "/api/orders?paid=false"],
    ["last 30 days", `/api/orders?from=${month}&to=${today}`],
    ["sort by total", "/api/orders?sort=total-desc"],
    ["page 200", "/api/orders?page=200"],
    ["search e-mail", "/api/orders?search=customer54321%40example.com"],
    ["search e-mail part", "/api/orders?search=customer9876"],
    ["search name", "/api/orders?search=Customer%2077777"],
    ["search number", "/api/orders?search=%23IS0012345"],
  ];
  const lines = [];
  for (const [name, p] of cases) {
    for (let i = 0; i < 2; i++) await get(p);
    const times = [];
    let total = null;
    for (let i = 0; i < 20; i++) {
      const r = await get(p);
      if (r.status !== 200) throw new Error(`${p}: ${r.status} ${r.body.toString().slice(0, 200)}`);
      times.push(r.ms);
      total ??= JSON.parse(r.body.toString()).total;
    }
    const v = p95(times);
    lines.push(`${pass(v <= BUDGET.pageP95Ms)}  ${name.padEnd(22)} p95 ${v.toFixed(1).padStart(6)} ms  (${total} match)`);
  }

  // The export: time to the last byte, and the server's memory while it streams.
  const before = rssMb(app.proc.pid);
  let peak = before;
  const poll = setInterval(() => (peak = Math.max(peak, rssMb(app.proc.pid))), 200);
  const e0 = Date.now();
  const res = await get("/api/orders/export");
  clearInterval(poll);
  peak = Math.max(peak, rssMb(app.proc.pid));
  const seconds = (Date.now() - e0) / 1000;
  const rows = res.body.toString().split("\n").length - 2;
  lines.push(`${pass(seconds <= BUDGET.exportS)}  export ${COUNT} orders      ${seconds.toFixed(1)} s, ${rows} rows, ${(res.body.length / 1e6).toFixed(1)} MB`);
  lines.push(`${pass(peak - before <= BUDGET.exportMb)}  export memory growth    ${(peak - before).toFixed(0)} MB (RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB)`);
  console.log(`\nOrders at scale (${COUNT} orders in one store; budgets: page ≤ ${BUDGET.pageP95Ms} ms p95, export ≤ ${BUDGET.exportS} s and ≤ ${BUDGET.exportMb} MB)`);
  console.log(lines.join("\n"));
  console.log(`${lines.filter((l) => l.startsWith("PASS")).length}/${lines.length} order budgets met; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
} finally {
  await app?.stop();
  await sleep(200);
  await db.drop().catch(() => {});
}
