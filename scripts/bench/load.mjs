// npm run bench:load — does the platform hold a crowd? (issue 35)
//
// One production instance on a scratch PostgreSQL database, with the job worker and mail on (a real SMTP server
// in this process), as in production. Signed-in shoppers (50) and guests place cash-on-delivery orders with
// distinct Idempotency-Keys: one hot product, then 20 products, at 10 and 50 connections. Then product and
// listing pages at 50 connections, through Next and through the nginx proxy cache (deploy/nginx.conf). Then
// checkouts and pages at once. It prints orders/s, p50/p99, non-2xx, SQL statements per order, CPU per order
// (the server process's CPU time / orders), the same order's SQL run straight against PostgreSQL by pgbench
// (the ceiling on this machine), and checks that orders = 2xx answers, stock taken = items sold, and that
// every order's confirmation and owner mail reached the SMTP server exactly once.
//
// Clients: orders come from this process (Node http, keep-alive, one request in flight per connection);
// pages from wrk. LOAD_SECONDS (20), MIXED_SECONDS (60), LOAD_PORT (3500) tune it; LOAD_PROFILE=1 starts the
// server with --cpu-prof (profiles in .bench-profiles/).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { ensureBuild, ensureTools, proxyConfig, request, root, scratchDatabase, sleep, startNginx, workDir, wrk } from "./lib.mjs";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const MIXED_SECONDS = Number(process.env.MIXED_SECONDS ?? 60);
const PORT = Number(process.env.LOAD_PORT ?? 3500);
const HOST = "demo.localhost";
const SHOPPERS = 50;
const GUESTS = 10;
const STOCK = 10_000_000;

// ---- a real SMTP server: every message's X-SB-Message-Id, counted ----
const delivered = new Map();
let smtpResets = 0;
let smtpMessages = 0;
async function startSmtp() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (_a, _s, cb) => cb(null, { user: "bench" }),
    onData(stream, _session, cb) {
      let head = "";
      stream.on("data", (c) => {
        if (head.length < 8192) head += c.toString("latin1");
      });
      stream.on("end", () => {
        smtpMessages++;
        const id = /^X-SB-Message-Id:\s*(\S+)/im.exec(head)?.[1];
        if (id) delivered.set(id, (delivered.get(id) ?? 0) + 1);
        cb();
      });
    },
  });
  // A client that drops its connection (the app's pooled transport closing under load, a probe) is an 'error' on
  // the server; without a listener it would end the bench.
  server.on("error", (err) => {
    if (err?.code !== "ECONNRESET" && err?.code !== "EPIPE") console.error("smtp server:", err?.message ?? err);
    else smtpResets++;
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { server, port: server.server.address().port };
}

// ---- CPU time of a process (and its children), in ms ----
function cpuMs(pid) {
  const kids = spawnSync("pgrep", ["-P", String(pid)]).stdout.toString().trim().split("\n").filter(Boolean).map(Number);
  const tick = 1000 / Number(spawnSync("getconf", ["CLK_TCK"]).stdout.toString().trim() || 100);
  return [pid, ...kids].reduce((sum, p) => {
    try {
      const f = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
      return sum + (Number(f[11]) + Number(f[12])) * tick;
    } catch {
      return sum;
    }
  }, 0);
}
/** CPU of every PostgreSQL backend (all databases: other work on the server counts too). */
function postgresCpuMs() {
  const pids = spawnSync("pgrep", ["-x", "postgres"]).stdout.toString().trim().split("\n").filter(Boolean).map(Number);
  const tick = 1000 / Number(spawnSync("getconf", ["CLK_TCK"]).stdout.toString().trim() || 100);
  return pids.reduce((sum, p) => {
    try {
      const f = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
      return sum + (Number(f[11]) + Number(f[12])) * tick;
    } catch {
      return sum;
    }
  }, 0);
}

// ---- the app ----
function startServer(env, { log = false, profileDir = null } = {}) {
  // LOAD_APP_DIR: serve another checkout's production build (an older commit, for before/after in one session).
  const appDir = process.env.LOAD_APP_DIR ? path.resolve(process.env.LOAD_APP_DIR) : root;
  const args = [path.join(appDir, "node_modules/next/dist/bin/next"), "start", "-p", String(PORT)];
  const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const proc = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: appDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env, ...(log ? { SB_QUERY_LOG: "1" } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let sqlLines = 0;
  const sqlDump = [];
  let buf = "";
  const errors = [];
  proc.stdout.on("data", (d) => {
    buf += d;
    let i;
    while ((i = buf.indexOf("\n")) !== -1) {
      const line = buf.slice(0, i);
      buf = buf.slice(i + 1);
      if (line.startsWith("[sb-sql]")) {
        sqlLines++;
        if (process.env.LOAD_SQL_DUMP) sqlDump.push(line);
      }
    }
  });
  let stderr = "";
  proc.stderr.on("data", (d) => {
    stderr = (stderr + d).slice(-50_000);
    for (const l of String(d).split("\n")) if (/unhandled|Error/i.test(l) && errors.length < 50) errors.push(l.slice(0, 300));
  });
  return {
    proc,
    sql: () => sqlLines,
    sqlDump,
    errors,
    stderr: () => stderr,
    async ready() {
      const until = Date.now() + 120_000;
      while (Date.now() < until) {
        if (proc.exitCode !== null) throw new Error(`server exited: ${stderr}`);
        const r = await request(PORT, HOST, "/api/tenant");
        if (r.status === 200) return;
        await sleep(300);
      }
      throw new Error("server did not become ready");
    },
    async stop() {
      if (proc.exitCode !== null) return;
      proc.kill("SIGINT");
      for (let i = 0; i < 100 && proc.exitCode === null; i++) await sleep(100);
      if (proc.exitCode === null) proc.kill("SIGKILL");
    },
  };
}

// ---- the order load: N connections, each one request at a time ----
const agentFor = (n) => new http.Agent({ keepAlive: true, maxSockets: n });
function post(agent, p, { headers = {}, body }) {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    const t0 = process.hrtime.bigint();
    const req = http.request(
      {
        agent,
        host: "127.0.0.1",
        port: PORT,
        path: p,
        method: "POST",
        headers: { host: `${HOST}:${PORT}`, origin: `http://${HOST}:${PORT}`, "content-type": "application/json", "content-length": Buffer.byteLength(data), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString(), ms: Number(process.hrtime.bigint() - t0) / 1e6 }));
      },
    );
    req.on("error", (e) => resolve({ status: 0, headers: {}, body: String(e), ms: Number(process.hrtime.bigint() - t0) / 1e6 }));
    req.end(data);
  });
}

const pct = (xs, q) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor(xs.length * q))] : NaN);

/** Places orders for `seconds` on `connections`; returns the figures and every key's status (for the checks). */
async function orderLoad({ seconds, connections, products, buyers, outcomes }) {
  const agent = agentFor(connections);
  const until = Date.now() + seconds * 1000;
  const times = [];
  const statuses = {};
  let next = 0;
  const address = { firstName: "Load", lastName: "Tester", email: "", phone: "9876543210", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };
  const worker = async () => {
    while (Date.now() < until) {
      const buyer = buyers[next++ % buyers.length];
      const product = products[(Math.random() * products.length) | 0];
      const key = randomUUID();
      const r = await post(agent, "/api/orders", {
        headers: { cookie: buyer.cookie, "idempotency-key": key },
        body: { items: [{ productId: product, quantity: 1 }], paymentMethod: "cod", shippingAddress: { ...address, email: buyer.email } },
      });
      times.push(r.ms);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      outcomes.push({ key, status: r.status, body: r.status >= 300 ? r.body.slice(0, 200) : undefined });
    }
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (Date.now() - t0) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const ok = Object.entries(statuses).filter(([s]) => s >= 200 && s < 300).reduce((a, [, n]) => a + n, 0);
  return { ok, rps: ok / elapsed, p50: pct(times, 0.5), p99: pct(times, 0.99), non2xx: times.length - ok, statuses };
}

async function main() {
  const db = await scratchDatabase("sb_load");
  if (!db) {
    console.log("bench:load needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL, or the local server): skipped");
    return;
  }
  if (!process.env.LOAD_APP_DIR) ensureBuild();
  const smtp = await startSmtp();
  const redisDb = 9;
  spawnSync("redis-cli", ["-n", String(redisDb), "flushdb"]);
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: process.env.LOAD_REDIS_URL ?? `redis://127.0.0.1:6379/${redisDb}`,
    SMTP_URL: `smtp://bench:bench@127.0.0.1:${smtp.port}`,
    ROOT_DOMAIN: "localhost",
    REGISTER_MAX_PER_WINDOW: "100000",
    BCRYPT_COST: "10",
  };
  const client = new pg.Client({ connectionString: db.url });
  let app;
  try {
    console.log(`bench:load — scratch database ${db.name}, SMTP on ${smtp.port}, server on ${PORT}`);
    // Seeded (and migrated) by the measured checkout's own script, so the database has exactly its schema.
    const appDir = process.env.LOAD_APP_DIR ? path.resolve(process.env.LOAD_APP_DIR) : root;
    const seed = spawnSync("./node_modules/.bin/tsx", ["scripts/db-seed.ts"], { cwd: appDir, env: { ...process.env, ...env }, encoding: "utf8" });
    if (seed.status !== 0) throw new Error(`seed failed: ${seed.stderr || seed.stdout}`);
    await client.connect();
    const tenant = (await client.query("select id from tenants where slug = 'demo'")).rows[0].id;
    // Guests allowed; every active product stocked deep (tracked, so stock is taken and checked).
    await client.query("update tenants set guest_checkout = true where id = $1", [tenant]);
    const prods = (
      await client.query(
        `select p.id from products p where p.tenant_id = $1 and p.status = 'active'
           and (select count(*) from product_variants v where v.product_id = p.id) = 1 order by p.created_at limit 20`,
        [tenant],
      )
    ).rows.map((r) => r.id);
    if (prods.length < 20) throw new Error(`demo has only ${prods.length} single-variant active products`);
    await client.query("update product_variants set quantity = $2, track_quantity = true where product_id = any($1)", [prods, STOCK]);

    // ---- 1. calibration: SQL statements per order, with the statement log on ----
    app = startServer(env, { log: true });
    await app.ready();
    const buyers = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const email = `load${i}@bench.example`;
      const r = await post(undefined, "/api/customers/register", { body: { firstName: "Load", lastName: `Shopper ${i}`, email, password: "bench-pass-1" } });
      if (r.status !== 201) throw new Error(`register ${r.status} ${r.body}`);
      buyers.push({ email, cookie: String(r.headers["set-cookie"]).split(";")[0] });
    }
    for (let i = 0; i < GUESTS; i++) {
      const email = `guest${i}@bench.example`;
      const r = await post(undefined, "/api/customers/guest", { body: { firstName: "Guest", lastName: `${i}`, email } });
      if (r.status !== 201) throw new Error(`guest ${r.status} ${r.body}`);
      buyers.push({ email, cookie: String(r.headers["set-cookie"]).split(";")[0] });
    }
    const outcomes = [];
    await orderLoad({ seconds: 2, connections: 1, products: prods, buyers, outcomes }); // warm
    const sql0 = app.sql();
    const cal = await orderLoad({ seconds: 5, connections: 1, products: prods, buyers, outcomes });
    const sqlPerOrder = (app.sql() - sql0) / Math.max(1, cal.ok);
    // LOAD_SQL_DUMP=file: the statements of the calibration's orders (with the worker's), to read.
    if (process.env.LOAD_SQL_DUMP) writeFileSync(process.env.LOAD_SQL_DUMP, app.sqlDump.slice(-Math.round(sqlPerOrder * 3)).join("\n"));
    if (process.env.LOAD_CALIBRATE_ONLY) return;
    await app.stop();

    // ---- 2. the order load, statement log off ----
    const profileDir = process.env.LOAD_PROFILE === "1" ? path.join(root, ".bench-profiles") : null;
    if (profileDir) {
      rmSync(profileDir, { recursive: true, force: true });
      mkdirSync(profileDir, { recursive: true });
    }
    app = startServer(env, { profileDir });
    await app.ready();
    await orderLoad({ seconds: 3, connections: 10, products: prods, buyers, outcomes }); // warm the instance
    const rows = [];
    for (const [label, products] of [
      ["one product", prods.slice(0, 1)],
      ["20 products", prods],
    ]) {
      for (const connections of [10, 50]) {
        const cpu0 = cpuMs(app.proc.pid);
        const pg0 = postgresCpuMs();
        const r = await orderLoad({ seconds: SECONDS, connections, products, buyers, outcomes });
        const cpu = (cpuMs(app.proc.pid) - cpu0) / Math.max(1, r.ok);
        const pgCpu = (postgresCpuMs() - pg0) / Math.max(1, r.ok);
        rows.push({ load: `${label}, ${connections} conn`, ...r, cpu, pgCpu });
        console.log(`  ${label}, ${connections} conn: ${r.rps.toFixed(1)} orders/s, p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms, non-2xx ${r.non2xx} ${JSON.stringify(r.statuses)}, app CPU ${cpu.toFixed(1)} ms/order, PostgreSQL CPU ${pgCpu.toFixed(1)} ms/order`);
        await sleep(2000);
      }
    }

    // ---- 3. pages: through Next, then through the proxy cache ----
    const slug = (await client.query("select slug from products where id = $1", [prods[0]])).rows[0].slug;
    const pages = [
      ["product page", `/product/${slug}`],
      ["listing", "/products"],
    ];
    const pageRows = [];
    // LOAD_ONLY=orders: the order rows only (for a CPU profile of checkout alone).
    const haveWrk = process.env.LOAD_ONLY === "orders" ? false : ensureTools();
    let nginx;
    if (haveWrk) {
      for (const [name, p] of pages) {
        await wrk(PORT, HOST, p, { seconds: 2, connections: 10 });
        const r = await wrk(PORT, HOST, p, { seconds: SECONDS, connections: 50 });
        pageRows.push({ load: `${name}, Next, 50 conn`, ...r });
        console.log(`  ${name} through Next: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`);
      }
      const dir = workDir("sb-load-nginx-");
      const proxyPort = PORT + 1;
      nginx = await startNginx(proxyConfig({ port: proxyPort, appPort: PORT, dir }), dir, proxyPort);
      for (const [name, p] of pages) {
        await wrk(proxyPort, HOST, p, { seconds: 2, connections: 10 });
        const r = await wrk(proxyPort, HOST, p, { seconds: SECONDS, connections: 50 });
        pageRows.push({ load: `${name}, proxy cache, 50 conn`, ...r });
        console.log(`  ${name} through the proxy cache: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`);
      }
      await nginx.stop();
    }

    // ---- 4. mixed: checkouts (25 connections, 20 products) and product pages through Next (25) at once ----
    let mixed = null;
    if (haveWrk) {
      const cpu0 = cpuMs(app.proc.pid);
      const [o, pgs] = await Promise.all([
        orderLoad({ seconds: MIXED_SECONDS, connections: 25, products: prods, buyers, outcomes }),
        wrk(PORT, HOST, pages[0][1], { seconds: MIXED_SECONDS, connections: 25 }),
      ]);
      mixed = { o, pgs, cpu: (cpuMs(app.proc.pid) - cpu0) / Math.max(1, o.ok) };
      const has5xx = /Non-2xx/.test(pgs.raw);
      console.log(`  mixed ${MIXED_SECONDS} s: orders ${o.rps.toFixed(1)}/s p99 ${o.p99.toFixed(0)} ms non-2xx ${o.non2xx} ${JSON.stringify(o.statuses)}; product page ${pgs.rps.toFixed(0)} req/s p99 ${pgs.p99} ms errors ${pgs.errors}${has5xx ? " (non-2xx)" : ""}`);
    }

    // ---- 5. the ceiling: the order's SQL straight to PostgreSQL (pgbench) ----
    const ceiling = process.env.LOAD_ONLY === "orders" ? null : pgbenchCeiling(db.url, tenant, prods);

    // ---- 6. checks: orders = 2xx answers, stock = items sold, each order's two mails sent exactly once ----
    const okKeys = outcomes.filter((o) => o.status >= 200 && o.status < 300).map((o) => o.key);
    const failedKeys = outcomes.filter((o) => !(o.status >= 200 && o.status < 300)).map((o) => o.key);
    const orderCount = Number((await client.query("select count(*) from orders where tenant_id = $1 and customer_email like '%@bench.example'", [tenant])).rows[0].count);
    const committedButFailed = failedKeys.length
      ? Number((await client.query("select count(*) from order_requests where tenant_id = $1 and key = any($2) and order_id is not null", [tenant, failedKeys])).rows[0].count)
      : 0;
    const sold = Number((await client.query("select coalesce(sum(quantity),0) s from order_items where product_id = any($1)", [prods])).rows[0].s);
    const left = Number((await client.query("select sum(quantity) s from product_variants where product_id = any($1)", [prods])).rows[0].s);
    const taken = STOCK * prods.length - left;
    // Wait (up to LOAD_MAIL_WAIT_SECONDS, 600) for the worker to send every order mail: under load it yields to
    // requests (record 0116), so a backlog builds and drains once the crowd is gone; its drain rate is printed.
    let waiting = 0;
    const waitStart = Date.now();
    const backlog = Number((await client.query("select count(*) from mail_messages where tenant_id = $1 and kind in ('order-confirmation','owner-new-order') and not (payload ? 'ceiling') and status not in ('sent','failed')", [tenant])).rows[0].count);
    for (let i = 0; i < Number(process.env.LOAD_MAIL_WAIT_SECONDS ?? 600); i++) {
      waiting = Number((await client.query("select count(*) from mail_messages where tenant_id = $1 and kind in ('order-confirmation','owner-new-order') and not (payload ? 'ceiling') and status not in ('sent','failed')", [tenant])).rows[0].count);
      if (!waiting) break;
      await sleep(1000);
    }
    const drainSeconds = (Date.now() - waitStart) / 1000;
    console.log(`mail backlog after the load: ${backlog}, drained ${backlog - waiting} in ${drainSeconds.toFixed(0)} s (${((backlog - waiting) / Math.max(1, drainSeconds)).toFixed(0)} mails/s)`);
    const mails = (await client.query("select id, kind, status, payload->>'orderId' as order_id from mail_messages where tenant_id = $1 and kind in ('order-confirmation','owner-new-order') and not (payload ? 'ceiling')", [tenant])).rows;
    // Why mails failed, if any did (the outbox's last_error, grouped).
    for (const r of (await client.query("select last_error, attempts, count(*)::int as n from mail_messages where tenant_id = $1 and status = 'failed' and not (payload ? 'ceiling') group by 1, 2 order by 3 desc limit 8", [tenant])).rows) {
      console.log(`failed mails: ${r.n} × ${r.attempts} attempts: ${r.last_error}`);
    }
    const ordersWithMails = new Map();
    for (const m of mails) ordersWithMails.set(m.order_id, (ordersWithMails.get(m.order_id) ?? 0) + 1);
    const failedMails = mails.filter((m) => m.status === "failed").length;
    const notOnce = mails.filter((m) => (delivered.get(m.id) ?? 0) !== 1).length;
    const twice = mails.filter((m) => (delivered.get(m.id) ?? 0) > 1).length;
    // What the outbox says of a message the SMTP server got more than once (record 0120's one window: the
    // connection broke after the message's last dot, before the server's answer).
    const twiceIds = mails.filter((m) => (delivered.get(m.id) ?? 0) > 1).map((m) => m.id).slice(0, 5);
    if (twiceIds.length) {
      for (const r of (await client.query("select id, kind, status, attempts, last_error, claimed_at, handed_at, sent_at from mail_messages where id = any($1)", [twiceIds])).rows) {
        console.log(`sent twice: ${r.id} ${r.kind} ${r.status} after ${r.attempts} attempt(s); last error: ${r.last_error ?? "none"}`);
      }
    }
    if (smtpResets) console.log(`SMTP connections reset by the client: ${smtpResets}`);
    const ordersMissingMails = Number((await client.query("select count(*) from orders o where o.tenant_id = $1 and customer_email like '%@bench.example'", [tenant])).rows[0].count) -
      [...ordersWithMails.values()].filter((n) => n === 2).length;
    const checks = [
      [`orders = 2xx answers (${orderCount} orders, ${okKeys.length} answers 2xx)`, orderCount === okKeys.length],
      [`no order committed while its request got an error (${committedButFailed})`, committedButFailed === 0],
      [`stock taken = items sold (${taken} taken, ${sold} sold)`, taken === sold],
      [`every order has its confirmation and owner mail (${ordersMissingMails} without; ${waiting} still waiting)`, ordersMissingMails === 0 && waiting === 0],
      [`each order mail reached the SMTP server exactly once (${notOnce} not once, ${twice} twice, ${failedMails} failed)`, notOnce === 0],
      // LOAD_ONLY=orders runs no pages, so no mixed run: not a failure then.
      ...(process.env.LOAD_ONLY === "orders" && !mixed
        ? []
        : [[`mixed run: no 5xx (${mixed ? JSON.stringify(mixed.o.statuses) : "not run"}; pages ${mixed?.pgs.errors ?? "-"} errors)`, !!mixed && !Object.keys(mixed.o.statuses).some((s) => s >= 500 || s === "0") && mixed.pgs.errors === 0]]),
      [`no unhandled errors in the server log (${app.errors.length})`, app.errors.length === 0],
    ];

    console.log("\n| load | orders/s | p50 ms | p99 ms | non-2xx | app CPU ms/order | PG CPU ms/order |");
    console.log("|---|---|---|---|---|---|---|");
    for (const r of rows) console.log(`| ${r.load} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.non2xx} | ${r.cpu.toFixed(1)} | ${r.pgCpu.toFixed(1)} |`);
    if (mixed) console.log(`| mixed: orders (25 conn) | ${mixed.o.rps.toFixed(1)} | ${mixed.o.p50.toFixed(0)} | ${mixed.o.p99.toFixed(0)} | ${mixed.o.non2xx} | ${mixed.cpu.toFixed(1)} | |`);
    console.log("\n| pages | req/s | p50 ms | p99 ms | errors |");
    console.log("|---|---|---|---|---|");
    for (const r of pageRows) console.log(`| ${r.load} (wrk) | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
    if (mixed) console.log(`| mixed: product page, Next, 25 conn (wrk) | ${mixed.pgs.rps.toFixed(0)} | ${mixed.pgs.p50} | ${mixed.pgs.p99} | ${mixed.pgs.errors} |`);
    console.log(`\nSQL statements per order (drizzle's statement log, BEGIN/COMMIT not counted): ${sqlPerOrder.toFixed(1)}`);
    if (ceiling) console.log(`ceiling (pgbench, the order's statements as one transaction, 50 clients): ${ceiling.tps.toFixed(0)} orders/s, latency avg ${ceiling.latency} ms`);
    console.log(`messages at the SMTP server: ${smtpMessages}`);
    console.log("\nchecks:");
    for (const [name, ok] of checks) console.log(`  ${ok ? "ok  " : "FAIL"} ${name}`);
    if (app.errors.length) console.log(app.errors.slice(0, 10).join("\n"));
    const best = Math.max(...rows.filter((r) => r.load.includes("50 conn")).map((r) => r.rps));
    if (ceiling) console.log(`\nbest 50-connection checkout = ${((best / ceiling.tps) * 100).toFixed(0)} % of the raw-SQL ceiling`);
    writeFileSync(path.join(os.tmpdir(), "sb-bench-load.json"), JSON.stringify({ rows, pageRows, mixed: mixed && { ...mixed, pgs: { ...mixed.pgs, raw: undefined } }, sqlPerOrder, ceiling, checks }, null, 2));
    process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await app?.stop();
    await client.end().catch(() => {});
    smtp.server.close();
    await db.drop().catch(() => {});
  }
}

/**
 * The ceiling: what PostgreSQL alone does with one order's writes on this machine. A pgbench script with the
 * statements an order makes (stock, invoice number, order, line, event, discount-free redemption check, idempotency
 * row, two outbox rows, the queue's job rows), one transaction, 50 clients.
 */
function pgbenchCeiling(url, tenant, prods) {
  if (spawnSync("sh", ["-c", "command -v pgbench"]).status !== 0) return null;
  const dir = workDir("sb-load-pgbench-");
  const file = path.join(dir, "order.sql");
  writeFileSync(file, readFileSync(path.join(root, "scripts/bench/order-ceiling.sql"), "utf8"));
  const u = new URL(url);
  const r = spawnSync(
    "pgbench",
    ["-n", "-c", "50", "-j", "2", "-T", String(Math.min(SECONDS, 15)), "-f", file, "-D", `tenant='${tenant}'`, "-D", `product='${prods[0]}'`, "-h", u.hostname, "-p", u.port || "5432", "-U", u.username || "postgres", u.pathname.slice(1)],
    { encoding: "utf8" },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(r.stdout)?.[1] ?? NaN);
  const latency = /latency average = ([\d.]+) ms/.exec(r.stdout)?.[1];
  if (!tps) console.log(`pgbench failed: ${r.stderr || r.stdout}`);
  return tps ? { tps, latency } : null;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
