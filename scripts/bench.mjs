#!/usr/bin/env node
// npm run bench — serve the production build on a fresh embedded database and measure throughput,
// latency and server memory for the main pages, against the targets below. Not part of `npm test`
// (timings depend on the machine); run it before and after changes that touch the request path.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

// Targets on the reference machine (2 cores): p95 latency at 20 concurrent clients, and peak RSS.
// Store pages are served from the per-store cache (~400-550 req/s measured, p95 ~50-70 ms).
const TARGETS = [
  { name: "landing (static)", host: "localhost", path: "/", p95Ms: 150 },
  { name: "store home, subdomain", host: "demo.localhost", path: "/", p95Ms: 300 },
  { name: "store home, path mode", host: "localhost", path: "/store/demo", p95Ms: 300 },
  { name: "GET /api/tenant", host: "demo.localhost", path: "/api/tenant", p95Ms: 400 },
  { name: "all products", host: "demo.localhost", path: "/products", p95Ms: 300 },
  { name: "product page", host: "demo.localhost", path: "/product/classic-crew-neck-tee-navy", p95Ms: 300 },
  { name: "nested category", host: "localhost", path: "/store/demo/category/apparel/t-shirts", p95Ms: 300 },
];
// The embedded PGlite database alone holds ~300 MB of the server process (STACK-NOTES).
const MAX_RSS_MB = 1024;

if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build: running next build…");
  const r = spawnSync("./node_modules/.bin/next", ["build"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sb-bench-"));
const server = spawn("./node_modules/.bin/next", ["start", "-p", String(PORT)], {
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NEXT_TELEMETRY_DISABLED: "1" },
  stdio: ["ignore", "pipe", "inherit"],
});
server.stdout.on("data", () => {});
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(host, p) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const req = http.request({ host: "127.0.0.1", port: PORT, path: p, agent, headers: { host: `${host}:${PORT}` } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - t0) / 1e6 }));
    });
    req.on("error", () => resolve({ status: 0, ms: Number(process.hrtime.bigint() - t0) / 1e6 }));
    req.end();
  });
}

function rssMb(pid) {
  try {
    // next start runs the server in this process; sum its children too if any.
    const pids = [pid, ...spawnSync("pgrep", ["-P", String(pid)]).stdout.toString().trim().split("\n").filter(Boolean).map(Number)];
    return pids.reduce((sum, p) => {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"));
      return sum + (m ? Number(m[1]) / 1024 : 0);
    }, 0);
  } catch {
    return 0;
  }
}

async function waitReady() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const r = await get("demo.localhost", "/api/tenant");
    if (r.status === 200) return;
    await new Promise((res) => setTimeout(res, 500));
  }
  throw new Error("server did not become ready");
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

let failed = false;
let peakRss = 0;
try {
  await waitReady();
  console.log(`\n${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000}s per page\n`);
  console.log("page".padEnd(26), "req/s".padStart(8), "p50 ms".padStart(8), "p95 ms".padStart(8), "p99 ms".padStart(8), "errors".padStart(7), " target");
  for (const t of TARGETS) {
    for (let i = 0; i < 20; i++) await get(t.host, t.path); // warm up
    const times = [];
    let errors = 0;
    const end = Date.now() + DURATION_MS;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.pid))), 250);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < end) {
          const r = await get(t.host, t.path);
          if (r.status !== 200) errors++;
          times.push(r.ms);
        }
      }),
    );
    clearInterval(sampler);
    times.sort((a, b) => a - b);
    const p95 = pct(times, 95);
    const ok = p95 <= t.p95Ms && errors === 0;
    if (!ok) failed = true;
    console.log(
      t.name.padEnd(26),
      (times.length / (DURATION_MS / 1000)).toFixed(0).padStart(8),
      pct(times, 50).toFixed(1).padStart(8),
      p95.toFixed(1).padStart(8),
      pct(times, 99).toFixed(1).padStart(8),
      String(errors).padStart(7),
      ` p95 <= ${t.p95Ms} ms ${ok ? "ok" : "MISSED"}`,
    );
  }
  const rssOk = peakRss <= MAX_RSS_MB;
  if (!rssOk) failed = true;
  console.log(`\npeak server RSS: ${peakRss.toFixed(0)} MB (target <= ${MAX_RSS_MB} MB) ${rssOk ? "ok" : "MISSED"}`);
} finally {
  server.kill("SIGTERM");
  agent.destroy();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
