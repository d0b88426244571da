#!/usr/bin/env node
// Fault scenario (a): Redis hung (SIGSTOP) and then stopped (SHUTDOWN NOSAVE) under a production build.
// Storefront pages (home, listing, product, and listings that miss the cache) and logins (customer, owner)
// must answer within 1 s throughout; failed logins stay limited (counts kept in PostgreSQL, record 0127); /api/health says
// Redis is "degraded" with 200; the log says so once per change, not per request; and within seconds of
// Redis returning, the cache and throttle use it again.
// Ports: FAULT_PORT_BASE (default 3700) + 0 the app, + 1 redis-server, + 2 PostgreSQL (throw-away cluster).
import { app, check, customerLogin, failed, HOST, PAGES, pgCluster, PORT_BASE, request, seedDemo, sleep, staffLogin, startRedis, summary, until } from "./lib/procs.mjs";

const APP = PORT_BASE;
const LIMIT_MS = 1000;

const redis = await startRedis(PORT_BASE + 1);
const pg = pgCluster(PORT_BASE + 2);
let server;
let n = 0;

const STEPS = [
  ...PAGES.map((p) => [p, () => request(APP, HOST, p)]),
  ["listing, cache miss", () => request(APP, HOST, `/products?search=tee${n++}`)], // rendered, then stored
  ["customer login", () => customerLogin(APP)],
  ["owner login", () => staffLogin(APP)],
];

/** Two clients browsing and signing in, one request after another each, for `ms`; every answer recorded. */
async function traffic(ms) {
  const samples = [];
  const stopAt = Date.now() + ms;
  await Promise.all(
    [0, 1].map(async (w) => {
      for (let i = w; Date.now() < stopAt; i++) {
        const [step, run] = STEPS[i % STEPS.length];
        const r = await run();
        samples.push({ status: r.status, ms: r.ms, step });
      }
    }),
  );
  return samples;
}

/** The slowest answer, named. */
const slowest = (samples) => samples.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, step: "-" });
const withSlowest = (samples) => {
  const w = slowest(samples);
  return `${summary(samples).text}; slowest: ${w.step} ${w.ms.toFixed(0)} ms`;
};

const allOk = (samples) => samples.every((s) => s.status === 200);

try {
  pg.start();
  seedDemo(pg.url);
  server = app(APP, { DATABASE_URL: pg.url, REDIS_URL: redis.url });
  await server.ready(HOST);

  // Every page and login once (compiled, connected, cached), then the baseline to compare with.
  for (const [, run] of STEPS) await run();
  const baseline = await traffic(4000);
  const base = summary(baseline);
  check("baseline with Redis up", base.counts[200] === base.n, withSlowest(baseline));
  // The bound is 1 s. On a machine too busy to serve these pages within 1 s with Redis up, it is twice the
  // baseline's slowest answer: what is measured is what the outage adds, not the machine's load (a shared
  // 2-core machine at load 30 varies by more than 500 ms from one login to the next). The failures this
  // guards against took 10-30 s.
  const limit = Math.max(LIMIT_MS, Math.ceil(2 * base.max));
  if (limit > LIMIT_MS) console.log(`note: this machine is busy (baseline max ${base.max.toFixed(0)} ms); bound ${limit} ms`);

  // Hung: the connection stays open and nothing answers.
  redis.pause();
  const paused = await traffic(6000);
  const p = summary(paused);
  check(`Redis paused (SIGSTOP): pages and logins answer 200 within ${limit} ms`, allOk(paused) && p.max < limit, withSlowest(paused));
  const healthPaused = await request(APP, HOST, "/api/health");
  const hp = JSON.parse(healthPaused.body.toString() || "{}");
  check("health while Redis hangs: 200, redis degraded", healthPaused.status === 200 && hp.redis === "degraded", `${healthPaused.status} ${JSON.stringify(hp)}`);

  redis.resume();
  await sleep(500);
  await redis.shutdown();
  const stopped = await traffic(6000);
  const s = summary(stopped);
  check(`Redis stopped: pages and logins answer 200 within ${limit} ms`, allOk(stopped) && s.max < limit, withSlowest(stopped));

  // Guessing a password stays limited while Redis is gone (this instance's own throttle).
  const guesses = [];
  for (let i = 0; i < 14; i++) {
    const r = await request(APP, HOST, "/api/customers/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: { email: "customer@example.com", password: `wrong-${i}` },
    });
    guesses.push(r);
  }
  const firstLimited = guesses.findIndex((r) => r.status === 429);
  const gs = summary(guesses);
  check(
    "failed logins without Redis are limited (429 with Retry-After), never 500",
    firstLimited >= 0 && firstLimited <= 11 && guesses.every((r) => r.status === 401 || r.status === 429) && !!guesses[firstLimited]?.headers["retry-after"],
    `${gs.text}; first 429 at attempt ${firstLimited + 1}`,
  );
  const healthStopped = await request(APP, HOST, "/api/health");
  const hs = JSON.parse(healthStopped.body.toString() || "{}");
  check("health while Redis is stopped: 200, redis degraded", healthStopped.status === 200 && hs.redis === "degraded", `${healthStopped.status} ${JSON.stringify(hs)}`);

  // Back: the cache writes to Redis again and health says ok.
  await redis.start();
  const recoveredIn = await until(async () => {
    await request(APP, HOST, `/products?search=back${n++}`);
    const h = JSON.parse((await request(APP, HOST, "/api/health")).body.toString() || "{}");
    return h.redis === "ok" && redis.dbsize() > 0;
  }, 15_000, 200);
  check("within 5 s of Redis returning, pages are cached in Redis and health says ok", recoveredIn !== null && recoveredIn <= 5000, `recovered in ${recoveredIn ?? "> 15000"} ms (Redis keys: ${redis.dbsize()})`);
  const afterSamples = await traffic(3000);
  // The 14 guesses above spent this address's sign-in budget while Redis was away. The counts live in PostgreSQL
  // (record 0127): Redis's return does not hand the guesser a fresh budget, so sign-ins from here stay refused
  // (429) until the window ends, while every page answers 200.
  const logins = afterSamples.filter((x) => /login/.test(x.step));
  const others = afterSamples.filter((x) => !/login/.test(x.step));
  check(
    "after Redis returns, pages answer 200 and the guessing budget spent meanwhile still holds (sign-ins 429, no 5xx)",
    others.length > 0 && others.every((x) => x.status === 200) && logins.length > 0 && logins.every((x) => x.status === 200 || x.status === 429) && logins.some((x) => x.status === 429),
    withSlowest(afterSamples),
  );

  const outageLines = server.logLines.filter((l) => /redis (unavailable|answers again)/.test(l));
  const requests = paused.length + stopped.length + guesses.length;
  check("the log says each change once, not once per request", outageLines.length >= 2 && outageLines.length <= 12 && outageLines.length < requests / 4, `${outageLines.length} lines for ${requests} requests during the outage: ${outageLines.map((l) => l.replace(/\s+/g, " ").slice(0, 90)).join(" | ")}`);
} catch (err) {
  check("scenario ran", false, err instanceof Error ? err.stack : String(err));
  if (server) console.log(server.stderr());
} finally {
  await server?.stop();
  await redis.stop();
  pg.destroy();
}
process.exit(failed() ? 1 : 0);
