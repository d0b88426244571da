#!/usr/bin/env node
// Fault scenario (c): PostgreSQL full (every connection slot taken by other clients). A running server
// whose pool already holds connections keeps answering from them (its pool stops asking for more, see
// db/pool-guard.ts); a server that starts while PostgreSQL is full has no connection and answers 503 with
// Retry-After. Never 500. When the other clients leave, the second server serves within 10 s.
// Ports: FAULT_PORT_BASE (default 3700) + 20 the running app, + 21 PostgreSQL, + 22 the app started while full.
import pg from "pg";
import { app, check, customerLogin, failed, HOST, PAGES, pgCluster, PORT_BASE, request, seedDemo, summary, until } from "./lib/procs.mjs";

const APP = PORT_BASE + 20;
const LATE = PORT_BASE + 22;
const cluster = pgCluster(PORT_BASE + 21, { maxConnections: 20 });
const fillers = [];
let a;
let b;
let n = 0;

/** Other clients take every slot left: connect until PostgreSQL refuses. */
async function fill() {
  for (let i = 0; i < 40; i++) {
    const c = new pg.Client({ connectionString: cluster.url });
    try {
      await c.connect();
      fillers.push(c);
    } catch (err) {
      await c.end().catch(() => {});
      return { taken: fillers.length, refusal: err.code ?? err.message };
    }
  }
  return { taken: fillers.length, refusal: "none" };
}

/** Searches, listings (cache misses), pages and logins from four clients at once, for `ms`. */
async function traffic(port, ms) {
  const samples = [];
  const stopAt = Date.now() + ms;
  const steps = [
    () => request(port, HOST, `/api/products?search=tee${n++}`),
    () => request(port, HOST, `/products?search=mug${n++}`),
    ...PAGES.map((p) => () => request(port, HOST, p)),
    () => customerLogin(port),
  ];
  await Promise.all(
    [0, 1, 2, 3].map(async (w) => {
      for (let i = w; Date.now() < stopAt; i++) {
        const k = i % steps.length;
        const r = await steps[k]();
        samples.push({ status: r.status, ms: r.ms, retryAfter: r.headers["retry-after"], step: k, body: r.status >= 500 && r.status !== 503 ? String(r.body ?? "").slice(0, 200) : undefined });
      }
    }),
  );
  return samples;
}

try {
  cluster.start();
  seedDemo(cluster.url);
  a = app(APP, { DATABASE_URL: cluster.url });
  await a.ready(HOST);
  await traffic(APP, 2000); // the pool opens the connections it needs

  const { taken, refusal } = await fill();
  console.log(`other clients hold ${taken} connections; the next was refused with ${refusal}`);
  check("PostgreSQL is full", refusal === "53300", `refusal ${refusal}`);

  const full = await traffic(APP, 5000);
  const f = summary(full);
  check("running server, PostgreSQL full: searches, listings, pages and logins never 500", !full.some((x) => x.status >= 500 && x.status !== 503), f.text);
  check("running server, PostgreSQL full: every 503 carries Retry-After", full.every((x) => x.status !== 503 || x.retryAfter), f.text);

  b = app(LATE, { DATABASE_URL: cluster.url });
  await b.listening();
  const late = await traffic(LATE, 3000);
  const l = summary(late);
  // A connection the running server's pool lets go of may reach the late server, which then serves (200);
  // what must never happen is a 500, or a 503 without Retry-After.
  check(
    "server started while PostgreSQL is full: 503 with Retry-After (or 200 once a connection frees), never 500",
    late.some((x) => x.status === 503) && late.every((x) => (x.status === 503 && x.retryAfter) || x.status === 200),
    l.text,
  );
  // What answered otherwise, and what the late server logged (for the record when the check fails).
  const odd = late.filter((x) => !((x.status === 503 && x.retryAfter) || x.status === 200));
  if (odd.length) console.log(`late server, unexpected answers (step, status, body): ${JSON.stringify(odd.slice(0, 5).map((x) => [x.step, x.status, x.body]))}\n${b.stderr().slice(-2000)}`);

  await Promise.all(fillers.splice(0).map((c) => c.end().catch(() => {})));
  const back = await until(async () => {
    for (const p of ["/api/products", ...PAGES, "/api/health"]) if ((await request(LATE, HOST, p)).status !== 200) return false;
    return (await customerLogin(LATE)).status === 200;
  }, 30_000, 100);
  check("the late server serves within 10 s of the other clients leaving", back !== null && back <= 10_000, `all 200 after ${back ?? "> 30000"} ms`);
  const after = summary(await traffic(APP, 2000));
  check("the running server answers 200 after", after.counts[200] === after.n, after.text);
} catch (err) {
  check("scenario ran", false, err instanceof Error ? err.stack : String(err));
  for (const s of [a, b]) if (s) console.log(s.stderr());
} finally {
  await Promise.all(fillers.map((c) => c.end().catch(() => {})));
  await a?.stop();
  await b?.stop();
  cluster.destroy();
}
process.exit(failed() ? 1 : 0);
