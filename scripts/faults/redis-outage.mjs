#!/usr/bin/env node
// Fault scenario (a): Redis hung (SIGSTOP) and then stopped (SHUTDOWN NOSAVE) under a production build.
// Storefront pages (home, listing, product, and listings that miss the cache) and logins (customer, owner)
// must answer within 1 s throughout; failed logins stay limited (the in-memory throttle); /api/health says
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

/** Two clients browsing and signing in, one request after another each, for `ms`; every answer recorded. */
async function traffic(ms) {
  const samples = [];
  const stopAt = Date.now() + ms;
  const steps = [
    ...PAGES.map((p) => () => request(APP, HOST, p)),
    () => request(APP, HOST, `/products?search=tee${n++}`), // a cache miss: rendered, then stored
    () => customerLogin(APP),
    () => staffLogin(APP),
  ];
  await Promise.all(
    [0, 1].map(async (w) => {
      for (let i = w; Date.now() < stopAt; i++) {
        const r = await steps[i % steps.length]();
        samples.push({ status: r.status, ms: r.ms, step: i % steps.length });
      }
    }),
  );
  return samples;
}

const allOk = (samples) => samples.every((s) => s.status === 200);

try {
  pg.start();
  seedDemo(pg.url);
  server = app(APP, { DATABASE_URL: pg.url, REDIS_URL: redis.url });
  await server.ready(HOST);

  const base = summary(await traffic(3000));
  check("baseline with Redis up", base.counts[200] === base.n, base.text);

  // Hung: the connection stays open and nothing answers.
  redis.pause();
  const paused = await traffic(8000);
  const p = summary(paused);
  check(`Redis paused (SIGSTOP): pages and logins answer 200 within ${LIMIT_MS} ms`, allOk(paused) && p.max < LIMIT_MS, p.text);
  const healthPaused = await request(APP, HOST, "/api/health");
  const hp = JSON.parse(healthPaused.body.toString() || "{}");
  check("health while Redis hangs: 200, redis degraded", healthPaused.status === 200 && hp.redis === "degraded", `${healthPaused.status} ${JSON.stringify(hp)}`);

  redis.resume();
  await sleep(500);
  await redis.shutdown();
  const stopped = await traffic(8000);
  const s = summary(stopped);
  check(`Redis stopped: pages and logins answer 200 within ${LIMIT_MS} ms`, allOk(stopped) && s.max < LIMIT_MS, s.text);

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
  const back = Date.now();
  const recoveredIn = await until(async () => {
    await request(APP, HOST, `/products?search=back${n++}`);
    const h = JSON.parse((await request(APP, HOST, "/api/health")).body.toString() || "{}");
    return h.redis === "ok" && redis.dbsize() > 0;
  }, 15_000, 200);
  check("within 5 s of Redis returning, pages are cached in Redis and health says ok", recoveredIn !== null && recoveredIn <= 5000, `recovered in ${recoveredIn ?? "> 15000"} ms (Redis keys: ${redis.dbsize()})`);
  const after = summary(await traffic(2000));
  check("after Redis returns, everything answers 200", after.counts[200] === after.n, after.text);
  void back;

  const outageLines = server.logLines.filter((l) => /redis (unavailable|answers again)/.test(l));
  check("the log says each change once, not once per request", outageLines.length >= 2 && outageLines.length <= 8, `${outageLines.length} lines: ${outageLines.map((l) => l.replace(/\s+/g, " ").slice(0, 90)).join(" | ")}`);
} catch (err) {
  check("scenario ran", false, err instanceof Error ? err.stack : String(err));
  if (server) console.log(server.stderr());
} finally {
  await server?.stop();
  await redis.stop();
  pg.destroy();
}
process.exit(failed() ? 1 : 0);
