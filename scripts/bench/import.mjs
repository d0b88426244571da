#!/usr/bin/env node
// npm run bench:import (also the last part of npm run bench) — issue 29's budget: a Shopify product CSV of
// 10,000 rows (IMPORT_BENCH_ROWS; ≈ 3,300 products: most with 3 sizes, some single) imported through the
// production server in ≤ 60 s with the server's memory bounded (≤ 300 MB growth), on a scratch PostgreSQL
// database (DATABASE_URL or TEST_DATABASE_URL) or, without one, the embedded database in a temp folder:
//   - the preview (POST /api/products/import?dryRun=true): time;
//   - the import (POST, then GET /api/products/import/{id} until done): time, products written, RSS;
//   - the same file again (every product unchanged): time.
// Images are not fetched here (no network): the file has none.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, request, rssMb, scratchDatabase, sleep, startApp } from "./lib.mjs";

const PORT = Number(process.env.IMPORT_BENCH_PORT ?? 3250);
const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 10_000);
const HOST = "demo.localhost";
const BUDGET = { importS: 60, memoryMb: 300 };
const pass = (ok) => (ok ? "PASS" : "FAIL");

function csvFile(rows) {
  const header = "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Requires Shipping,Variant Taxable,SEO Title,SEO Description,Variant Weight Unit,Status";
  const lines = [header];
  let p = 0;
  while (lines.length - 1 < rows) {
    p++;
    const handle = `bench-import-${p}`;
    const body = `"<p>Product ${p}: soft, heavy cotton, made to last.</p><ul><li>Machine wash</li><li>Regular fit</li></ul>"`;
    const type = `Bench Type ${p % 25}`;
    const sizes = p % 10 === 0 ? ["Default Title"] : ["S", "M", "L"];
    sizes.forEach((size, i) => {
      const first = i === 0;
      const opt = size === "Default Title" ? "Title" : "Size";
      lines.push(
        [handle, first ? `Bench Product ${p}` : "", first ? body : "", first ? "Bench" : "", first ? type : "", first ? `"tag${p % 7}, bench"` : "", first ? "TRUE" : "",
          first ? opt : "", size, `BI-${p}-${size}`, 200 + i * 10, "shopify", (p * 7 + i) % 50, (199 + (p % 50) * 10).toFixed(2), "", "TRUE", "TRUE",
          first ? `Bench ${p}` : "", first ? "Bench description" : "", "kg", first ? "active" : ""].join(","),
      );
    });
  }
  return lines.slice(0, rows + 1).join("\n") + "\n";
}

function multipart(text, name) {
  const boundary = `----bench${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), Buffer.from(text), Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

const started = Date.now();
const db = await scratchDatabase("sb_import");
let dataDir = null;
let app;
try {
  ensureBuild();
  let env;
  if (db) env = { DATABASE_URL: db.url, AUTO_SEED: "false", REDIS_URL: "" };
  else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "sb-import-bench-"));
    env = { DATABASE_URL: "", DATA_DIR: dataDir, AUTO_SEED: "false", REDIS_URL: "" };
  }
  for (const script of ["scripts/db-migrate.ts", "scripts/db-seed.ts"]) {
    const r = spawnSync("./node_modules/.bin/tsx", [script], { env: { ...process.env, ...env }, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${script} failed: ${r.stderr || r.stdout}`);
  }
  app = startApp(PORT, { ...env, JOBS_WORKER: "true" });
  await app.ready(HOST);
  const origin = `http://${HOST}:${PORT}`;
  const login = await request(PORT, HOST, "/api/auth/login", { method: "POST", headers: { "content-type": "application/json", origin }, body: { email: "owner@example.com", password: "owner12345" } });
  const cookie = [login.headers["set-cookie"] ?? []].flat().map((c) => c.split(";")[0]).join("; ");
  if (login.status !== 200 || !cookie) throw new Error(`owner login failed: ${login.status}`);

  const text = csvFile(ROWS);
  const post = (query) => {
    const m = multipart(text, "bench.csv");
    return request(PORT, HOST, `/api/products/import${query}`, { method: "POST", headers: { cookie, origin, "content-type": m.type, "content-length": String(m.body.length) }, body: m.body });
  };
  const lines = [];
  const rssStart = rssMb(app.proc.pid);
  const p0 = Date.now();
  const prev = await post("?dryRun=true");
  if (prev.status !== 200) throw new Error(`preview: ${prev.status} ${prev.body.toString().slice(0, 300)}`);
  const preview = JSON.parse(prev.body.toString());
  const counts = preview.counts;
  if (counts.errors) throw new Error(`the bench's file has errors: ${JSON.stringify(preview.errors.slice(0, 3))}`);
  lines.push(`info  preview                 ${((Date.now() - p0) / 1000).toFixed(1)} s  (${counts.rows} rows, ${counts.products} products, ${counts.new} new, ${counts.errors} with errors; ${(text.length / 1e6).toFixed(1)} MB)`);

  async function run(label) {
    const before = rssMb(app.proc.pid);
    let peak = before;
    const t0 = Date.now();
    const r = await post("");
    if (r.status !== 202) throw new Error(`import: ${r.status} ${r.body.toString().slice(0, 300)}`);
    const id = JSON.parse(r.body.toString()).jobId;
    let job;
    for (;;) {
      peak = Math.max(peak, rssMb(app.proc.pid));
      let g = await request(PORT, HOST, `/api/products/import/${id}`, { headers: { cookie } });
      // A kept-alive socket the server closed as we reused it (its event loop busy with the embedded database).
      if (g.status === 0) g = await request(PORT, HOST, `/api/products/import/${id}`, { headers: { cookie } });
      if (g.status !== 200) throw new Error(`GET /api/products/import/${id}: ${g.status} ${g.body.toString().slice(0, 200)}\nserver exit ${app.proc.exitCode}; its stderr:\n${app.stderr()}`);
      job = JSON.parse(g.body.toString());
      if (job.status === "done" || job.status === "failed") break;
      if (Date.now() - t0 > 600_000) throw new Error("import did not finish in 10 minutes");
      await sleep(250);
    }
    const seconds = (Date.now() - t0) / 1000;
    if (job.status !== "done") throw new Error(`import failed: ${job.error}`);
    const c = job.result.counts;
    lines.push(`${pass(seconds <= BUDGET.importS)}  ${label.padEnd(22)}  ${seconds.toFixed(1)} s  (${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.failed} failed; ${(c.products / seconds).toFixed(0)} products/s)`);
    lines.push(`${pass(peak - before <= BUDGET.memoryMb)}  ${(label + " memory").padEnd(22)}  +${(peak - before).toFixed(0)} MB (RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB)`);
  }
  await run("import");
  await run("same file again");
  lines.push(`info  server RSS              ${rssStart.toFixed(0)} MB before the preview, ${rssMb(app.proc.pid).toFixed(0)} MB after both imports`);
  console.log(`\nProduct CSV import (${ROWS} rows on ${db ? "PostgreSQL" : "the embedded database"}; budgets: ≤ ${BUDGET.importS} s, memory growth ≤ ${BUDGET.memoryMb} MB)`);
  console.log(lines.join("\n"));
  const scored = lines.filter((l) => !l.startsWith("info"));
  console.log(`${scored.filter((l) => l.startsWith("PASS")).length}/${scored.length} import budgets met; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
} finally {
  await app?.stop();
  await sleep(200);
  await db?.drop().catch(() => {});
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
