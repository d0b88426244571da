/**
 * The customers report alone at scale (issue 42, record 0150), through the service the route calls (no server, no
 * build): seeds store demo as scripts/bench/reports.mjs does (REPORTS_BENCH_COUNT orders over the last year, 30,000
 * customers) unless it already has them, rebuilds its roll-ups, then times GET /api/reports/customers's work for 90
 * days by day and a year by month: p95 of 20 sequential calls after 2 warm-ups (budgets 200 and 300 ms).
 *
 *   DATABASE_URL=postgres://…/scratch npx tsx --import ./scripts/bench/no-server-only.mjs scripts/bench/reports-customers.ts
 * (the database migrated first: DATABASE_URL=… npx tsx scripts/db-migrate.ts)
 */
const COUNT = Number(process.env.REPORTS_BENCH_COUNT ?? 100_000);
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

async function main() {
  process.env.AUTO_SEED = "false";
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL (a scratch PostgreSQL database) is required");
  const { closeDb, getDb } = await import("@/db/client");
  const { seedDemo } = await import("@/db/seed");
  const { sql } = await import("drizzle-orm");
  const { refreshRollups } = await import("@/lib/reports/repository");
  const { customersReport } = await import("@/lib/reports/service");
  const db = await getDb();
  const q = async <T>(s: ReturnType<typeof sql>) => (await db.execute(s)) as unknown as { rows: T[] };
  const has = (await q<{ n: number }>(sql`select count(*)::int as n from orders`)).rows[0].n;
  if (!has) {
    await seedDemo(db);
    await db.execute(sql`update tenants set time_zone = 'Asia/Kolkata' where slug = 'demo'`);
    await db.execute(sql`
      with t as (select id from tenants where slug = 'demo')
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
        from generate_series(1, ${COUNT}::int) i,
             lateral (select 500 + (i % 50) * 10 as s, case when i % 5 = 0 then (500 + (i % 50) * 10) / 10 else 0 end as d,
                             now() - (i * interval '5 minutes') - interval '1 hour' as created) x`);
    await db.execute(sql`update orders set updated_at = coalesce(cancelled_at, created_at)`);
    await db.execute(sql`
      insert into order_items (tenant_id, order_id, product_id, product_name, price, quantity, discount)
      select o.tenant_id, o.id, p.id, p.name, o.subtotal, 1, o.discount_total
        from orders o
        cross join lateral (select id, name from products where tenant_id = o.tenant_id order by id offset (abs(hashtext(o.id::text)) % 20) limit 1) p
       where o.customer_email like 'customer%@example.com'`);
    await db.execute(sql`
      insert into transactions (tenant_id, order_id, amount, net_amount, type, status, payment_method, gateway_transaction_id, created_at)
      select tenant_id, id, -100, -100, 'refund', 'completed', 'razorpay', 're_' || id, created_at + interval '2 days'
        from orders where refunded_amount > 0`);
    await db.execute(sql`analyze orders; analyze order_items; analyze transactions`);
  }
  const [store] = (
    await q<{ id: string; currency: string; country: string; time_zone: string }>(sql`select id, currency, country, time_zone from tenants where slug = 'demo'`)
  ).rows;
  let t = performance.now();
  await refreshRollups(store.id as never, store.time_zone, { rebuild: true });
  console.log(`rebuild: ${(performance.now() - t).toFixed(0)} ms`);
  await db.execute(sql`analyze`);
  const s = { id: store.id as never, row: { timeZone: store.time_zone, country: store.country, currency: store.currency } };
  const day = (offset: number) => new Date(Date.now() + 5.5 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10);
  const cases: [string, Parameters<typeof customersReport>[1], number][] = [
    ["customers, 90 days", { from: day(-89), to: day(0), interval: "day" }, 200],
    ["customers, a year by month", { from: day(-364), to: day(0), interval: "month" }, 300],
  ];
  for (const [name, query, budget] of cases) {
    const times: number[] = [];
    let last: unknown;
    for (let i = 0; i < 22; i++) {
      t = performance.now();
      last = await customersReport(s, query);
      if (i >= 2) times.push(performance.now() - t);
    }
    const r = last as { newCustomers: number; returningCustomers: number };
    console.log(
      `${name.padEnd(28)} p95 ${p95(times).toFixed(1).padStart(7)} ms (budget ≤ ${budget})  new ${r.newCustomers} returning ${r.returningCustomers}  ${JSON.stringify(last).length} bytes, sha ${(await import("node:crypto")).createHash("sha1").update(JSON.stringify(last)).digest("hex").slice(0, 10)}`,
    );
  }
  // The refresh after a change (as bench:reports's last case): an order's row changed before each read.
  const { salesReport } = await import("@/lib/reports/service");
  for (const [name, read] of [
    ["customers, 90 days, after a change", () => customersReport(s, { from: day(-89), to: day(0), interval: "day" })],
    ["sales, 90 days, after a change", () => salesReport(s, { from: day(-89), to: day(0), interval: "day" })],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < 22; i++) {
      await db.execute(sql`update orders set updated_at = now() where id = (select id from orders where tenant_id = ${store.id} order by created_at desc offset ${i} limit 1)`);
      t = performance.now();
      await read();
      if (i >= 2) times.push(performance.now() - t);
    }
    console.log(`${name.padEnd(28)} p95 ${p95(times).toFixed(1).padStart(7)} ms (budget ≤ 200)`);
  }
  await closeDb();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
