// Real processes for the fault scenarios (scripts/faults/*.mjs): a throw-away redis-server and PostgreSQL
// cluster on the scenario's own ports, the demo seed, the app, and the measuring. Never the machine's own
// services: everything here is started by the scenario and stopped by it.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { request, sleep, startApp } from "../../bench/lib.mjs";

export { request, sleep, startApp };

export const PORT_BASE = Number(process.env.FAULT_PORT_BASE ?? 3700);
export const HOST = "demo.localhost";
const has = (cmd) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;

/** The folder of PostgreSQL's server binaries (initdb, pg_ctl), newest version first, or null. */
export function pgBin() {
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    for (const v of readdirSync(base).sort((a, b) => Number(b) - Number(a))) {
      const dir = path.join(base, v, "bin");
      if (existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"))) return dir;
    }
  }
  const found = spawnSync("sh", ["-c", "command -v initdb"]).stdout?.toString().trim();
  return found && has("pg_ctl") ? path.dirname(found) : null;
}

/** Why the fault tests cannot run here (missing binaries), or null when they can. */
export function missingTools() {
  const missing = [];
  if (!has("redis-server") || !has("redis-cli")) missing.push("redis-server/redis-cli");
  if (!pgBin()) missing.push("PostgreSQL server binaries (initdb, pg_ctl)");
  // initdb refuses to run as root: as root the cluster belongs to the postgres user.
  if (process.getuid?.() === 0 && spawnSync("id", ["-u", "postgres"]).status !== 0) missing.push("a postgres user to run initdb as");
  return missing.length ? missing.join(", ") : null;
}

// ---- cleanup when stopped from outside (the runner's time limit, Ctrl-C) --------------------------------

const live = new Set();
function track(kill) {
  const entry = { kill };
  live.add(entry);
  return () => live.delete(entry);
}
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    for (const { kill } of live) {
      try {
        kill();
      } catch {
        // best effort: the rest still get stopped
      }
    }
    process.exit(1);
  });
}

// ---- results -------------------------------------------------------------------------------------------

const results = [];
export function check(name, ok, detail) {
  results.push(ok);
  console.log(`${ok ? "PASS" : "FAIL"}  ${name}${detail ? ` — ${detail}` : ""}`);
  return ok;
}
export const failed = () => results.some((r) => !r);

/** Latency and status summary of a list of { status, ms }. */
export function summary(samples) {
  const counts = {};
  for (const s of samples) counts[s.status] = (counts[s.status] ?? 0) + 1;
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const pct = (p) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))] : NaN);
  return {
    n: samples.length,
    counts,
    max: ms.at(-1) ?? NaN,
    p50: pct(50),
    text: `${samples.length} requests, statuses ${JSON.stringify(counts)}, p50 ${pct(50).toFixed(0)} ms, max ${(ms.at(-1) ?? NaN).toFixed(0)} ms`,
  };
}

/** Polls until `ok()` is truthy; the milliseconds it took, or null after `limitMs`. */
export async function until(ok, limitMs, everyMs = 100) {
  const t0 = Date.now();
  while (Date.now() - t0 < limitMs) {
    if (await ok()) return Date.now() - t0;
    await sleep(everyMs);
  }
  return null;
}

// ---- redis-server --------------------------------------------------------------------------------------

export async function startRedis(port) {
  const spawnIt = () => spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  let proc = spawnIt();
  const untrack = track(() => (proc.kill("SIGCONT"), proc.kill("SIGKILL")));
  const ping = () => spawnSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8", timeout: 1000 }).stdout?.trim() === "PONG";
  const ready = async () => {
    if ((await until(ping, 10_000)) === null) throw new Error(`redis-server on ${port} did not start`);
  };
  await ready();
  return {
    url: `redis://127.0.0.1:${port}`,
    pause: () => proc.kill("SIGSTOP"),
    resume: () => proc.kill("SIGCONT"),
    /** Stopped as an operator would: SHUTDOWN NOSAVE. */
    async shutdown() {
      spawnSync("redis-cli", ["-p", String(port), "shutdown", "nosave"], { timeout: 2000 });
      if ((await until(() => proc.exitCode !== null, 5000)) === null) proc.kill("SIGKILL");
    },
    async start() {
      proc = spawnIt();
      await ready();
    },
    dbsize: () => Number(spawnSync("redis-cli", ["-p", String(port), "dbsize"], { encoding: "utf8", timeout: 1000 }).stdout?.trim() || NaN),
    async stop() {
      untrack();
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill("SIGCONT");
        proc.kill("SIGKILL");
        await until(() => proc.exitCode !== null || proc.signalCode !== null, 3000);
      }
    },
  };
}

// ---- a throw-away PostgreSQL cluster -------------------------------------------------------------------

/** initdb (trust auth) in a scratch folder; start/stop with pg_ctl on `port`, as the postgres user when root. */
export function pgCluster(port, { maxConnections = 40 } = {}) {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), "sb-fault-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = ["-u", "-g"].map((f) => Number(spawnSync("id", [f, "postgres"], { encoding: "utf8" }).stdout.trim()));
    chownSync(dir, uid, gid);
  }
  const sh = (cmd) => {
    const r = asRoot ? spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", cmd], { encoding: "utf8" }) : spawnSync("sh", ["-c", cmd], { encoding: "utf8" });
    return r;
  };
  const data = path.join(dir, "data");
  const init = sh(`${bin}/initdb -A trust -U postgres -D ${data} >/dev/null`);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const untrack = track(() => {
    sh(`${bin}/pg_ctl -D ${data} -m immediate -w stop >/dev/null 2>&1`);
    rmSync(dir, { recursive: true, force: true });
  });
  // fsync off is safe here (the machine does not crash, only PostgreSQL is stopped), but commits stay
  // synchronous: with synchronous_commit=off an immediate stop right after the seed lost its last commits
  // (WAL still in PostgreSQL's buffers), and the app found no store after the restart.
  const opts = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections} -c fsync=off -c full_page_writes=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      const r = sh(`${bin}/pg_ctl -D ${data} -o "${opts}" -l ${dir}/log -w -t 30 start >/dev/null`);
      if (r.status !== 0) throw new Error(`pg_ctl start failed: ${r.stderr}`);
    },
    /** Immediate shutdown: connections are cut, as when the server crashes or is killed. */
    stop() {
      sh(`${bin}/pg_ctl -D ${data} -m immediate -w stop >/dev/null 2>&1`);
    },
    destroy() {
      untrack();
      sh(`${bin}/pg_ctl -D ${data} -m immediate -w stop >/dev/null 2>&1`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The demo stores (scripts/db-seed.ts) into a database; ~5-10 s. */
export function seedDemo(databaseUrl) {
  const r = spawnSync("./node_modules/.bin/tsx", ["scripts/db-seed.ts"], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`seed failed: ${r.stderr || r.stdout}`);
}

// ---- the app -------------------------------------------------------------------------------------------

export const PAGES = ["/", "/products", "/product/classic-crew-neck-tee-navy"];

const json = (body) => ({ method: "POST", headers: { "content-type": "application/json" }, body });
export const customerLogin = (port) =>
  request(port, HOST, "/api/customers/login", json({ email: "customer@example.com", password: "customer12345" }));
export const staffLogin = (port) => request(port, HOST, "/api/auth/login", json({ email: "owner@example.com", password: "owner12345" }));

/** `next start` with a scratch DATA_DIR, capturing the lines a scenario wants to count. */
export function app(port, env, capture = ["[db]", "[redis]", "[cache]"]) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "sb-fault-app-"));
  const a = startApp(port, { AUTO_SEED: "0", ROOT_DOMAIN: "localhost", DATA_DIR: dataDir, ...env }, { capture });
  // Everything the server writes, counted (logs must stay bounded through an outage), and its log lines
  // with one of the `capture` prefixes from either stream.
  a.logBytes = 0;
  a.logLines = [];
  let rest = "";
  const take = (d) => {
    a.logBytes += d.length;
    rest += d;
    let i;
    while ((i = rest.indexOf("\n")) !== -1) {
      const line = rest.slice(0, i);
      rest = rest.slice(i + 1);
      if (capture.some((c) => line.includes(c))) a.logLines.push(line);
    }
  };
  a.proc.stdout.on("data", take);
  a.proc.stderr.on("data", take);
  /** Resolves once the server answers HTTP at all (whatever the status). */
  a.listening = async () => {
    const ms = await until(async () => {
      if (a.proc.exitCode !== null) throw new Error(`server exited: ${a.stderr()}`);
      return (await request(port, HOST, "/api/health")).status !== 0;
    }, 120_000, 200);
    if (ms === null) throw new Error("server did not start listening");
  };
  const untrack = track(() => {
    a.proc.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });
  const stop = a.stop.bind(a);
  a.stop = async () => {
    untrack();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return a;
}
