#!/usr/bin/env node
// Fault scenario: kill -9 the server in the middle of checkouts, restart it, retry every checkout with its
// Idempotency-Key, and check that no order was placed twice and the stock is exact. A webhook subscribed to
// orders/created (a real HTTP receiver here) gets every committed order's event after the restart, each order
// under one webhook-id: the outbox row was written with the order, so a kill between commit and delivery
// loses nothing and enqueues nothing twice (issue 41, record 0146).
//
//   node scripts/faults/checkout-kill.mjs            (exit 0: PASS, non-zero: FAIL)
//
// A production build (built when missing or stale) on a scratch PostgreSQL database (dropped at the end).
// Ports: FAULT_PORT_BASE (default 3700) + 60..79; this scenario uses +60 for the app. The database server
// is DATABASE_URL / TEST_DATABASE_URL, else the local postgres://postgres@127.0.0.1:5432/postgres.
import { spawnSync } from "node:child_process";
import http from "node:http";
import pg from "pg";
import { ensureBuild, request, scratchDatabase, sleep, startApp } from "../bench/lib.mjs";

const BASE = Number(process.env.FAULT_PORT_BASE || 3700);
const PORT = BASE + 60;
const HOST = "demo.localhost";
const CHECKOUTS = Number(process.env.CHECKOUT_KILL_ORDERS || 40);
const QTY = 2;
const STOCK = 1000;

// The scenario needs no Redis: the page cache stays in the process.
delete process.env.REDIS_URL;
if (!process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL) process.env.TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/postgres";

const results = [];
const started = Date.now();
function check(name, ok, figures) {
  results.push(ok);
  console.log(`${ok ? "PASS" : "FAIL"} ${name}${figures ? `: ${figures}` : ""}`);
}

const origin = `http://${HOST}:${PORT}`;
const jsonHeaders = (cookie, extra = {}) => ({ "content-type": "application/json", origin, ...(cookie ? { cookie } : {}), ...extra });
const parse = (r) => {
  try {
    return JSON.parse(r.body.toString() || "null");
  } catch {
    return null;
  }
};

async function waitFor(fn, ms) {
  const end = Date.now() + ms;
  while (!fn() && Date.now() < end) await sleep(100);
  return fn();
}

async function main() {
  ensureBuild();
  const db = await scratchDatabase("sb_fault_checkout");
  if (!db) throw new Error("no PostgreSQL server to make a scratch database on");
  const client = new pg.Client({ connectionString: db.url });
  let app = null;
  let receiver = null;
  try {
    const env = { DATABASE_URL: db.url, ABANDONED_ORDER_SWEEP_SECONDS: "0", WEBHOOKS_ALLOW_PRIVATE_URLS: "1", WEBHOOK_POLL_MS: "200", WEBHOOK_RETRY_BASE_MS: "200", WEBHOOK_TIMEOUT_MS: "2000" };
    // The demo stores (only an embedded database seeds itself on first open).
    const seeded = spawnSync("./node_modules/.bin/tsx", ["scripts/db-seed.ts"], { env: { ...process.env, ...env }, encoding: "utf8" });
    if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr || seeded.stdout}`);
    app = startApp(PORT, env);
    await app.ready(HOST);
    await client.connect();

    // The owner's webhook for orders/created, to a receiver in this process that notes each event it gets.
    const hits = [];
    receiver = http.createServer((req, res) => {
      const chunks = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        try {
          hits.push({ id: req.headers["webhook-id"], body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
        } catch {
          hits.push({ id: req.headers["webhook-id"], body: null });
        }
        res.end("ok");
      });
    });
    await new Promise((ok) => receiver.listen(0, "127.0.0.1", ok));
    const login = await request(PORT, HOST, "/api/auth/login", { method: "POST", headers: jsonHeaders(null), body: { email: "owner@example.com", password: "owner12345" } });
    const ownerCookie = [].concat(login.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    const hook = await request(PORT, HOST, "/api/webhooks", {
      method: "POST",
      headers: jsonHeaders(ownerCookie),
      body: { url: `http://127.0.0.1:${receiver.address().port}/hook`, topics: ["orders/created"] },
    });
    if (hook.status !== 201) throw new Error(`webhook answered ${hook.status}: ${hook.body}`);

    // A customer of the demo store, and a product with a known stock.
    const email = `kill-${Date.now()}@example.com`;
    const reg = await request(PORT, HOST, "/api/customers/register", {
      method: "POST",
      headers: jsonHeaders(null),
      body: { firstName: "Kill", lastName: "Nine", email, password: "secret123" },
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${reg.body}`);
    const cookie = [].concat(reg.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    const { rows: prod } = await client.query(
      `select p.id, p.tenant_id from products p join tenants t on t.id = p.tenant_id
       where t.slug = 'demo' and p.status = 'active' and p.track_quantity and jsonb_array_length(p.options) = 0 order by p.id limit 1`,
    );
    const productId = prod[0].id;
    await client.query("update product_variants set quantity = $1 where product_id = $2", [STOCK, productId]);

    const address = { firstName: "Kill", lastName: "Nine", email, address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };
    const body = { shippingAddress: address, paymentMethod: "cod", items: [{ productId, quantity: QTY }] };
    const keys = Array.from({ length: CHECKOUTS }, (_, i) => `kill9-${process.pid}-${i}`);
    // Bounded: a request the server never answers counts as lost after 30 s.
    const checkout = (key) =>
      Promise.race([
        request(PORT, HOST, "/api/orders", { method: "POST", headers: jsonHeaders(cookie, { "Idempotency-Key": key }), body }),
        sleep(30_000).then(() => ({ status: -1, headers: {}, body: Buffer.from("no answer in 30 s") })),
      ]);

    // A first order warms the server up (compiles the route, opens the pool), so the kill lands among commits.
    const warm = await request(PORT, HOST, "/api/orders", { method: "POST", headers: jsonHeaders(cookie, { "Idempotency-Key": `warm-${process.pid}` }), body });
    if (warm.status !== 201) throw new Error(`warm-up order answered ${warm.status}: ${warm.body}`);
    await client.query("update product_variants set quantity = $1 where product_id = $2", [STOCK, productId]);
    await client.query("delete from orders where customer_email = $1", [email]);
    // The warm-up's event may be delivered or not by now: it is not one of the counted orders.
    await waitFor(() => hits.length >= 1, 10_000);
    hits.length = 0;

    // Every checkout at once. Once a quarter have answered, watch the database and kill -9 the server the
    // moment it holds an order whose answer has not reached the client yet: the case a retry must not
    // turn into a second order. (Bounded: after 3 s it is killed anyway.)
    const firstAnswers = new Map();
    let ok = 0;
    const inFlight = Promise.all(
      keys.map((key) =>
        checkout(key).then((r) => {
          firstAnswers.set(key, r);
          if (r.status === 201) ok++;
        }),
      ),
    );
    while (ok < Math.ceil(CHECKOUTS / 4) && firstAnswers.size < CHECKOUTS) await sleep(2);
    const watchUntil = Date.now() + 3000;
    while (Date.now() < watchUntil && firstAnswers.size < CHECKOUTS) {
      const seen = ok;
      const { rows } = await client.query("select count(*)::int as n from orders where customer_email = $1", [email]);
      if (rows[0].n > seen) break;
    }
    app.proc.kill("SIGKILL");
    console.log(`kill -9 sent ${((Date.now() - watchUntil + 3000) / 1000).toFixed(2)} s into the watch`);
    await inFlight;
    for (let i = 0; i < 50 && app.proc.exitCode === null && app.proc.signalCode === null; i++) await sleep(100);
    const answered = [...firstAnswers.values()].filter((r) => r.status === 201).length;
    const lost = [...firstAnswers.values()].filter((r) => r.status === 0).length;
    const { rows: committedRows } = await client.query("select count(*)::int as n from orders where customer_email = $1", [email]);
    const committedBeforeRetry = committedRows[0].n;
    const committedUnanswered = committedBeforeRetry - answered;
    console.log(
      `killed: ${CHECKOUTS} checkouts sent, ${answered} answered 201 before kill -9, ${lost} lost their connection, ` +
        `${committedBeforeRetry} orders committed (${committedUnanswered} of them never answered)`,
    );

    // Restart on the same database and retry every checkout with its key.
    app = startApp(PORT, env);
    await app.ready(HOST);
    console.log("restarted; retrying every checkout with its key");
    const retried = new Map();
    for (const key of keys) {
      let r = await checkout(key);
      // A key whose first request is still holding it answers 409 'in progress': retry later, as a client would.
      for (let i = 0; i < 20 && r.status === 409; i++) {
        await sleep(250);
        r = await checkout(key);
      }
      retried.set(key, r);
    }
    const retryStatuses = {};
    for (const r of retried.values()) retryStatuses[r.status] = (retryStatuses[r.status] ?? 0) + 1;
    check("every retried checkout answers 201", [...retried.values()].every((r) => r.status === 201), JSON.stringify(retryStatuses));

    const sameOrder = keys.filter((k) => firstAnswers.get(k).status === 201).every((k) => parse(firstAnswers.get(k))?.id === parse(retried.get(k))?.id);
    check("a checkout answered before the kill gets the same order on retry", sameOrder, `${answered} compared`);
    const replayed = [...retried.values()].filter((r) => r.headers["idempotent-replayed"] === "true").length;
    check(
      "orders committed but never answered are replayed, not placed again",
      replayed === committedBeforeRetry,
      `${replayed} replayed of ${committedBeforeRetry} committed before the retry (${committedUnanswered} unanswered)`,
    );

    const { rows: after } = await client.query(
      `select count(*)::int as orders, count(distinct o.id)::int as distinct_orders,
              count(distinct o.invoice_number)::int as invoices, coalesce(sum(i.quantity), 0)::int as units
       from orders o join order_items i on i.order_id = o.id where o.customer_email = $1`,
      [email],
    );
    const ids = new Set([...retried.values()].map((r) => parse(r)?.id));
    check("one order per key, no duplicate", after[0].orders === CHECKOUTS && ids.size === CHECKOUTS, `${after[0].orders} orders for ${CHECKOUTS} keys, ${ids.size} distinct ids answered`);
    check("invoice numbers unique", after[0].invoices === CHECKOUTS, `${after[0].invoices} distinct of ${CHECKOUTS}`);
    const { rows: stock } = await client.query("select quantity from products where id = $1", [productId]);
    check("stock exact", stock[0].quantity === STOCK - CHECKOUTS * QTY, `${STOCK} - ${CHECKOUTS} x ${QTY} = ${STOCK - CHECKOUTS * QTY}, found ${stock[0].quantity}`);
    // Every order the database holds for this shopper reached the receiver, each under one webhook-id (a delivery
    // cut by the kill may arrive twice, with the same id: the receiver's dedupe key), and no other event came.
    const { rows: orderRows } = await client.query("select id from orders where customer_email = $1", [email]);
    const orderIds = new Set(orderRows.map((r) => r.id));
    // A delivery the killed process had claimed is taken again once its lease ends (WEBHOOK_TIMEOUT_MS + 30 s).
    await waitFor(() => orderIds.size > 0 && [...orderIds].every((id) => hits.some((h) => h.body?.data?.id === id)), 60_000);
    const idsByOrder = new Map();
    for (const h of hits) if (h.body?.topic === "orders/created") idsByOrder.set(h.body.data.id, new Set([...(idsByOrder.get(h.body.data.id) ?? []), h.id]));
    const reached = [...orderIds].filter((id) => idsByOrder.has(id)).length;
    const oneIdEach = [...idsByOrder.values()].every((ids) => ids.size === 1);
    const strangers = [...idsByOrder.keys()].filter((id) => !orderIds.has(id)).length;
    check(
      "every committed order's orders/created reached the webhook after the restart, one webhook-id each",
      reached === orderIds.size && oneIdEach && strangers === 0,
      `${reached} of ${orderIds.size} orders, ${hits.length} deliveries, ${[...idsByOrder.values()].filter((s) => s.size > 1).length} orders under two ids, ${strangers} events of no order`,
    );

    const { rows: keyRows } = await client.query("select count(*)::int as n, count(distinct order_id)::int as orders from order_requests where key like $1", [`kill9-${process.pid}-%`]);
    check("every key remembered once, each naming its own order", keyRows[0].n === CHECKOUTS && keyRows[0].orders === CHECKOUTS, `${keyRows[0].n} keys, ${keyRows[0].orders} orders`);
  } finally {
    receiver?.closeAllConnections();
    receiver?.close();
    await app?.stop().catch(() => {});
    await client.end().catch(() => {});
    await db.drop().catch((err) => console.error("could not drop", db.name, err.message));
  }
}

main()
  .then(() => {
    const failed = results.filter((ok) => !ok).length;
    const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
    console.log(failed === 0 && results.length > 0 ? `checkout-kill: PASS (${results.length} checks, ${took})` : `checkout-kill: FAIL (${failed} of ${results.length} checks, ${took})`);
    process.exit(failed === 0 && results.length > 0 ? 0 : 1);
  })
  .catch((err) => {
    console.log(`FAIL checkout-kill: ${err.stack ?? err}`);
    process.exit(1);
  });
