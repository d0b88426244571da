#!/usr/bin/env node
// Fault scenario (b): PostgreSQL refusing connections when the server starts, then returning; then going
// away under a running server and returning again. While it is away, pages, APIs, logins and /api/health
// answer 503 with Retry-After (never 500) and quickly; the log stays bounded; within 10 s of PostgreSQL
// returning everything answers 200 again, without restarting the app.
// Ports: FAULT_PORT_BASE (default 3700) + 10 the app, + 11 PostgreSQL (throw-away cluster).
import { app, check, customerLogin, failed, HOST, PAGES, pgCluster, PORT_BASE, request, seedDemo, sleep, summary, until } from "./lib/procs.mjs";

const APP = PORT_BASE + 10;
const RECOVERY_LIMIT_MS = 10_000;
const pg = pgCluster(PORT_BASE + 11);
let server;

const PROBES = [
  ...PAGES.map((p) => ["page " + p, () => request(APP, HOST, p)]),
  ["GET /api/products", () => request(APP, HOST, "/api/products")],
  ["GET /api/health", () => request(APP, HOST, "/api/health")],
  ["customer login", () => customerLogin(APP)],
];

/** Every probe in turn for `ms`; every answer recorded with what it was. */
async function sweep(ms) {
  const samples = [];
  const stopAt = Date.now() + ms;
  while (Date.now() < stopAt) {
    for (const [name, run] of PROBES) {
      const r = await run();
      samples.push({ name, status: r.status, ms: r.ms, retryAfter: r.headers["retry-after"] });
    }
  }
  return samples;
}

/** Milliseconds until every probe answers 200 in one round, or null after 30 s. */
async function recovery() {
  return until(async () => {
    for (const [, run] of PROBES) if ((await run()).status !== 200) return false;
    return true;
  }, 30_000, 100);
}

function outageChecks(label, samples) {
  const s = summary(samples);
  const bad = samples.filter((x) => x.status !== 503 || !x.retryAfter);
  check(`${label}: every page, API, login and health answer is 503 with Retry-After`, bad.length === 0, `${s.text}${bad.length ? `; not 503+Retry-After: ${[...new Set(bad.map((b) => `${b.name}=${b.status}`))].join(", ")}` : ""}`);
  check(`${label}: answered within 1 s`, s.max < 1000, `max ${s.max.toFixed(0)} ms`);
}

try {
  pg.start();
  seedDemo(pg.url);
  pg.stop();

  // 1. The server starts while PostgreSQL refuses connections.
  server = app(APP, { DATABASE_URL: pg.url });
  await server.listening();
  outageChecks("PostgreSQL down at start", await sweep(4000));

  const bytesBefore = server.logBytes;
  await sleep(3000);
  outageChecks("PostgreSQL down at start (8 s in)", await sweep(1000));
  const logRate = (server.logBytes - bytesBefore) / 4;

  pg.start();
  const back1 = await recovery();
  check(`full service within ${RECOVERY_LIMIT_MS / 1000} s of PostgreSQL returning (no restart)`, back1 !== null && back1 <= RECOVERY_LIMIT_MS, `all probes 200 after ${back1 ?? "> 30000"} ms`);
  const up = summary(await sweep(2000));
  check("then everything answers 200", up.counts[200] === up.n, up.text);

  // 2. PostgreSQL goes away under the running server (immediate shutdown: connections cut).
  pg.stop();
  const during = await sweep(4000);
  const d = summary(during);
  const apis = during.filter((x) => !x.name.startsWith("page"));
  const pages500 = during.filter((x) => x.name.startsWith("page") && x.status === 500).length;
  check("PostgreSQL lost while running: APIs, logins and health answer 503 with Retry-After, never 500", apis.every((x) => x.status === 503 && x.retryAfter), d.text);
  // A page already rendering when the connection drops cannot change its status (see docs/decisions/0031).
  check("PostgreSQL lost while running: pages answer 503 once the loss is known (at most the first ones 500)", pages500 <= 2 && during.filter((x) => x.name.startsWith("page")).slice(3).every((x) => x.status === 503), `${pages500} page 500s of ${during.filter((x) => x.name.startsWith("page")).length}`);
  pg.start();
  const back2 = await recovery();
  check(`full service within ${RECOVERY_LIMIT_MS / 1000} s of PostgreSQL returning again`, back2 !== null && back2 <= RECOVERY_LIMIT_MS, `all probes 200 after ${back2 ?? "> 30000"} ms`);

  const dbLines = server.logLines.filter((l) => l.includes("[db]"));
  check(
    "logs stay bounded while PostgreSQL is away",
    logRate < 2048 && server.logBytes < 200_000,
    `${logRate.toFixed(0)} bytes/s of log during the outage; ${server.logBytes} bytes in all; [db] lines: ${dbLines.length} (${dbLines.map((l) => l.replace(/\s+/g, " ").slice(0, 80)).join(" | ")})`,
  );
} catch (err) {
  check("scenario ran", false, err instanceof Error ? err.stack : String(err));
  if (server) console.log(server.stderr());
} finally {
  await server?.stop();
  pg.destroy();
}
process.exit(failed() ? 1 : 0);
