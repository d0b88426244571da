#!/usr/bin/env node
// node scripts/bench/busy-pool.mjs — the pool size under mixed load (issue 35 part 3, record 0122): the production
// server on a scratch PostgreSQL database (worker on), once per pool size in POOL_SIZES (default "5,10,20"); each
// run, for BUSY_SECONDS (15): wrk places COD orders of one hot product as one signed-in shopper (distinct
// Idempotency-Keys, 25 connections) while a second wrk reads the product's page (25 connections). Prints per
// size: orders/s, order p50/p99, page req/s, page p99, non-2xx of each, 503s, and whether the server logged
// an outage ("[db] unavailable"), which a busy pool must never cause. Needs PostgreSQL and wrk.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, request, scratchDatabase, sleep, startApp } from "./lib.mjs";

const PORT = Number(process.env.BUSY_PORT ?? 3260);
const SECONDS = Number(process.env.BUSY_SECONDS ?? 15);
const SIZES = (process.env.POOL_SIZES ?? "5,10,20").split(",").map(Number);
const HOST = "demo.localhost";

const db = await scratchDatabase("sb_busy");
if (!db) {
  console.log("needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL): skipped");
  process.exit(0);
}
const dir = mkdtempSync(path.join(os.tmpdir(), "sb-busy-"));
const env = { DATABASE_URL: db.url, AUTO_SEED: "false", REDIS_URL: "", JOBS_WORKER: "1", NODE_ENV: "production" };
try {
  ensureBuild();
  for (const script of ["scripts/db-migrate.ts", "scripts/db-seed.ts"]) {
    const r = spawnSync("./node_modules/.bin/tsx", [script], { env: { ...process.env, ...env }, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${script} failed: ${r.stderr || r.stdout}`);
  }
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query(
    `select p.id, p.slug from products p join tenants t on t.id = p.tenant_id
     where t.slug = 'demo' and p.status = 'active' and jsonb_array_length(p.options) = 0 order by p.created_at limit 1`,
  );
  const product = rows[0];
  await client.query(`update product_variants set quantity = 10000000, track_quantity = true where product_id = $1`, [product.id]);

  console.log(`pool size under mixed load: ${SECONDS} s, 25 order + 25 page connections, one hot product (wrk)\n`);
  console.log("| pool | orders/s | order p50 | order p99 | order non-2xx | page req/s | page p99 | page non-2xx | outage logged |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const size of SIZES) {
    const app = startApp(PORT, { ...env, DATABASE_POOL_MAX: String(size) });
    try {
      await app.ready(HOST, "/api/tenant");
      const email = `busy-${size}-${Date.now()}@example.com`;
      const reg = await request(PORT, HOST, "/api/customers/register", {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://${HOST}:${PORT}` },
        body: { firstName: "Busy", lastName: "Shopper", email, password: "secret123" },
      });
      const cookie = [reg.headers["set-cookie"] ?? []].flat().map((c) => c.split(";")[0]).join("; ");
      const body = JSON.stringify({
        shippingAddress: { firstName: "Asha", lastName: "Rao", email, address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" },
        paymentMethod: "cod",
        items: [{ productId: product.id, quantity: 1 }],
      });
      const lua = path.join(dir, `order-${size}.lua`);
      writeFileSync(
        lua,
        `wrk.method = "POST"
wrk.body = ${JSON.stringify(body)}
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Cookie"] = ${JSON.stringify(cookie)}
wrk.headers["Origin"] = "http://${HOST}:${PORT}"
local n = 0
local tag = tostring({}):sub(8)
request = function()
  n = n + 1
  wrk.headers["Idempotency-Key"] = "busy-" .. tag .. "-" .. n
  return wrk.format()
end
`,
      );
      // Warm the page once.
      const warm = await request(PORT, HOST, `/product/${product.slug}`);
      const one = await request(PORT, HOST, "/api/orders", { method: "POST", headers: { "content-type": "application/json", cookie, origin: `http://${HOST}:${PORT}`, "idempotency-key": `warm-${size}` }, body });
      if (warm.status !== 200 || one.status !== 201) throw new Error(`warm-up: page ${warm.status}, order ${one.status} ${one.body.toString().slice(0, 200)}`);
      const [orders, pages] = await Promise.all([
        runWrk(["-t1", "-c25", `-d${SECONDS}s`, "--timeout", "20s", "--latency", "-s", lua, "-H", `Host: ${HOST}:${PORT}`, `http://127.0.0.1:${PORT}/api/orders`]),
        runWrk(["-t1", "-c25", `-d${SECONDS}s`, "--timeout", "20s", "--latency", "-H", `Host: ${HOST}:${PORT}`, `http://127.0.0.1:${PORT}/product/${product.slug}`]),
      ]);
      await sleep(500);
      const outage = /\[db\] unavailable/.test(app.stderr());
      console.log(`| ${size} | ${orders.rps} | ${orders.p50} ms | ${orders.p99} ms | ${orders.non2xx} | ${pages.rps} | ${pages.p99} ms | ${pages.non2xx} | ${outage ? "YES" : "no"} |`);
    } finally {
      await app.stop();
    }
  }
  await client.end();
} finally {
  await db.drop().catch(() => {});
}

function runWrk(args) {
  return new Promise((resolve) => {
    const proc = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    proc.stdout.on("data", (d) => (out += d));
    proc.stderr.on("data", (d) => (out += d));
    proc.on("close", () => {
      const ms = (pct) => {
        const m = new RegExp(`^\\s*${pct}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(out);
        return m ? Math.round(Number(m[1]) * ({ us: 0.001, ms: 1, s: 1000, m: 60000 }[m[2]] ?? 1)) : NaN;
      };
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN).toFixed(1),
        p50: ms(50),
        p99: ms(99),
        non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
      });
    });
  });
}
