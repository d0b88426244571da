// Helpers shared by scripts/bench.mjs, scripts/bench/proxy-test.mjs and scripts/bench/lighthouse.mjs:
// tools (wrk, nginx) installed on demand, the production build, the app server, nginx from the
// deploy/nginx.conf recipe, wrk runs, scratch PostgreSQL databases and the large seed.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
process.chdir(root);

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 6 }).length;

const has = (cmd) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;

/** wrk and nginx come from Debian's packages; installed when missing, like scripts/ensure-chromium.sh does for Chromium. */
export function ensureTools() {
  if (has("wrk") && has("nginx")) return true;
  const sudo = process.getuid?.() === 0 ? [] : has("sudo") ? ["sudo"] : null;
  if (!sudo) {
    console.log("wrk/nginx missing and this user cannot install them: sudo apt-get install -y wrk nginx-light");
    return false;
  }
  console.log("installing wrk and nginx-light with apt…");
  const run = (args) => spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: "ignore", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (run(["apt-get", "install", "-y", "-qq", "wrk", "nginx-light"]).status !== 0) {
    run(["apt-get", "update", "-qq"]);
    run(["apt-get", "install", "-y", "-qq", "wrk", "nginx-light"]);
  }
  return has("wrk") && has("nginx");
}

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of readdirSync(p)) if (e !== "node_modules" && !e.startsWith(".")) max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}

/**
 * A scratch folder. World-readable: nginx started as root runs its workers as `nobody`, which must reach
 * the cache and the files below it (mkdtemp alone makes it 0700, and the proxy then answers 500).
 */
export function workDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** `next build` when there is no build or a source file is newer than it. */
export function ensureBuild() {
  const id = ".next/BUILD_ID";
  const sources = ["app", "components", "lib", "db", "public", "proxy.ts", "next.config.ts", "package-lock.json", "postcss.config.mjs", "instrumentation.ts"];
  const built = existsSync(id) ? statSync(id).mtimeMs : 0;
  if (built && Math.max(...sources.map(newestMtime)) <= built) return;
  console.log(built ? "Sources changed since the last build: running next build…" : "No production build: running next build…");
  const r = spawnSync("./node_modules/.bin/next", ["build"], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) throw new Error("next build failed");
}

/** GET (or another method) against 127.0.0.1:port with a Host header; resolves with status, headers and body. */
export function request(port, host, p, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const req = http.request({ host: "127.0.0.1", port, path: p, method, headers: { host: `${host}:${port}`, ...headers } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: Number(process.hrtime.bigint() - t0) / 1e6 }),
      );
    });
    req.on("error", (err) => resolve({ status: 0, headers: {}, body: Buffer.from(String(err)), ms: 0 }));
    if (body !== undefined) req.write(typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body));
    req.end();
  });
}

/**
 * `next start` on a port with extra environment. Keeps the server's stdout lines that start with one of
 * `capture` prefixes (the SQL statement log) so a caller can count them.
 */
export function startApp(port, env, { capture = [] } = {}) {
  const proc = spawn("./node_modules/.bin/next", ["start", "-p", String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines = [];
  let buf = "";
  proc.stdout.on("data", (d) => {
    buf += d;
    let i;
    while ((i = buf.indexOf("\n")) !== -1) {
      const line = buf.slice(0, i);
      buf = buf.slice(i + 1);
      if (capture.some((c) => line.startsWith(c))) lines.push(line);
    }
  });
  let stderr = "";
  proc.stderr.on("data", (d) => (stderr = (stderr + d).slice(-20000)));
  return {
    proc,
    lines,
    stderr: () => stderr,
    async ready(host = "demo.localhost", p = "/api/tenant") {
      const until = Date.now() + 120_000;
      while (Date.now() < until) {
        if (proc.exitCode !== null) throw new Error(`server exited: ${stderr}`);
        const r = await request(port, host, p);
        if (r.status === 200) return;
        await sleep(300);
      }
      throw new Error("server did not become ready");
    },
    async stop() {
      if (proc.exitCode !== null) return;
      proc.kill("SIGTERM");
      for (let i = 0; i < 50 && proc.exitCode === null; i++) await sleep(100);
      if (proc.exitCode === null) proc.kill("SIGKILL");
    },
  };
}

/** Resident memory of a process and its children, in MB. */
export function rssMb(pid) {
  const kids = spawnSync("pgrep", ["-P", String(pid)]).stdout.toString().trim().split("\n").filter(Boolean).map(Number);
  return [pid, ...kids].reduce((sum, p) => {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"));
      return sum + (m ? Number(m[1]) / 1024 : 0);
    } catch {
      return sum;
    }
  }, 0);
}

const toMs = (v, unit) => Number(v) * ({ us: 0.001, ms: 1, s: 1000, m: 60000 }[unit] ?? 1);

/** One wrk run; req/s, p50/p99 (ms), non-2xx and socket errors. */
export function wrk(port, host, p, { seconds = 5, connections = 10, threads = 2, headers = {} } = {}) {
  return new Promise((resolve) => {
    const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", "-H", `Host: ${host}:${port}`];
    for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
    args.push(`http://127.0.0.1:${port}${p}`);
    const proc = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    proc.stdout.on("data", (d) => (out += d));
    proc.stderr.on("data", (d) => (out += d));
    proc.on("close", () => {
      const lat = (pct) => {
        const m = new RegExp(`^\\s*${pct}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(out);
        return m ? toMs(m[1], m[2]) : NaN;
      };
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
      const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const errors = non2xx + (sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
      resolve({ rps, p50: lat(50), p99: lat(99), errors, raw: out });
    });
  });
}

/**
 * deploy/nginx.conf made runnable in a scratch folder: only the listen port, the upstream address, the cache
 * folder, the pid file and the error log change, so what the tests measure is the shipped recipe.
 */
export function proxyConfig({ port, appPort, dir }) {
  let conf = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  const subs = [
    [/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`],
    [/server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${appPort};`],
    [/\/var\/cache\/nginx\/storebuilder/, path.join(dir, "cache")],
    [/^pid \S+;/m, `pid ${path.join(dir, "nginx.pid")};`],
    [/^error_log \S+/m, `error_log ${path.join(dir, "error.log")}`],
  ];
  for (const [re, to] of subs) {
    if (!re.test(conf)) throw new Error(`deploy/nginx.conf no longer has ${re}: update scripts/bench/lib.mjs`);
    conf = conf.replace(re, to);
  }
  return conf;
}

/** nginx serving the files of a folder, with the recipe's worker and connection settings, for the baseline. */
export function staticConfig({ port, dir, docroot }) {
  return `worker_processes auto;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type text/html;
  sendfile on;
  tcp_nopush off;
  keepalive_timeout 65;
  keepalive_requests 100000;
  access_log off;
  server {
    listen 127.0.0.1:${port};
    root ${docroot};
    location / { try_files $uri =404; }
  }
}
`;
}

/** Starts nginx in the foreground on a config written to dir; stop() ends that master process only. */
export async function startNginx(conf, dir, port) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, conf);
  const test = spawnSync("nginx", ["-t", "-q", "-c", file, "-p", dir]);
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const proc = spawn("nginx", ["-c", file, "-p", dir, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let err = "";
  proc.stderr.on("data", (d) => (err += d));
  for (let i = 0; i < 50; i++) {
    if (proc.exitCode !== null) throw new Error(`nginx exited: ${err}`);
    const r = await request(port, "localhost", "/");
    if (r.status !== 0) break;
    await sleep(100);
  }
  return {
    proc,
    async stop() {
      if (proc.exitCode !== null) return;
      proc.kill("SIGQUIT");
      for (let i = 0; i < 50 && proc.exitCode === null; i++) await sleep(100);
      if (proc.exitCode === null) proc.kill("SIGKILL");
    },
  };
}

/**
 * A scratch PostgreSQL database on the server of DATABASE_URL / TEST_DATABASE_URL (never that database
 * itself: the test suite owns it). Returns null without a server.
 */
export async function scratchDatabase(prefix) {
  const base = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const pg = (await import("pg")).default;
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Runs scripts/seed-large.ts against a database (env) and returns the samples it prints. */
export function seedLarge(env, args = []) {
  const r = spawnSync("./node_modules/.bin/tsx", ["scripts/seed-large.ts", ...args], { env: { ...process.env, ...env }, encoding: "utf8" });
  const line = r.stdout.split("\n").find((l) => l.startsWith("LARGE_SEED "));
  if (r.status !== 0 || !line) throw new Error(`large seed failed: ${r.stderr || r.stdout}`);
  const summary = r.stdout.split("\n").find((l) => l.startsWith("Seeded ") && l.includes("large store"));
  return { ...JSON.parse(line.slice("LARGE_SEED ".length)), summary };
}

/**
 * The `<script src>` chunks of a page: its first-load JavaScript. `noModule` scripts (Next's polyfills for
 * browsers without ES modules, ~39 KB gzip) are left out: every browser that runs the app skips them.
 */
export function scriptSrcs(html) {
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)].filter((m) => !/\snoModule/i.test(m[1] + m[3]));
  return [...new Set(tags.map((m) => m[2].replace(/&amp;/g, "&")))];
}
