#!/usr/bin/env node
// npm run test:scale-out — two production instances of the app on one PostgreSQL database and one Redis,
// as a load balancer would run them, showing that
//   (a) an owner's edit through instance A is on instance B's storefront within 5 s (product page,
//       product list, and the old URL of a renamed product), through the Redis cache handler;
//   (b) a session signed in on A is valid on B;
//   (c) failed sign-ins on A and B count against one limit, per account and per client address (a
//       forged X-Forwarded-For or peer header per request does not reset it).
// Needs the PostgreSQL server of TEST_DATABASE_URL/DATABASE_URL and the Redis of TEST_REDIS_URL/REDIS_URL;
// without them it says so and exits 0. Ports: SCALE_PORT_A (default 3250) and SCALE_PORT_B (A + 5).
// Uses Redis database SCALE_REDIS_DB (default 7), emptied first, so no other run's cache is read.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { ensureBuild, request, scratchDatabase, sleep, startApp, workDir } from "./bench/lib.mjs";
import { recordCounts } from "./suite-counts.mjs";

const A = Number(process.env.SCALE_PORT_A ?? 3250);
const B = Number(process.env.SCALE_PORT_B ?? A + 5);
const HOST = "demo.localhost";
const PRODUCT = "/product/classic-crew-neck-tee-navy";
const TARGET_MS = 5000;

const redisBase = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
if (!(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) || !redisBase) {
  console.log("SKIP scale-out test: needs PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL)");
  recordCounts("scale-out", 0, 0, 1);
  process.exit(0);
}
const redisUrl = new URL(redisBase);
redisUrl.pathname = `/${process.env.SCALE_REDIS_DB ?? 7}`;

const results = [];
const figures = {};
function check(name, ok, detail) {
  results.push(ok);
  console.log(`${ok ? "PASS" : "FAIL"}  ${name}${detail ? ` — ${detail}` : ""}`);
}

ensureBuild();
const { Redis } = await import("ioredis");
const redis = new Redis(redisUrl.toString());
await redis.flushdb();
const db = await scratchDatabase("sb_scale");
const work = workDir("sb-scale-");
const env = { DATABASE_URL: db.url, REDIS_URL: redisUrl.toString(), AUTO_SEED: "0", ROOT_DOMAIN: "localhost" };
const seeded = spawnSync("./node_modules/.bin/tsx", ["scripts/db-seed.ts"], { env: { ...process.env, ...env }, encoding: "utf8" });
if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);

const a = startApp(A, { ...env, DATA_DIR: path.join(work, "a") });
const b = startApp(B, { ...env, DATA_DIR: path.join(work, "b") });

/** Polls `url` on B until `seen(body, status)`; the milliseconds it took, or null after 15 s. */
async function until(port, p, seen) {
  const t0 = Date.now();
  while (Date.now() - t0 < 15_000) {
    const r = await request(port, HOST, p);
    if (seen(r.body.toString(), r.status)) return Date.now() - t0;
    await sleep(100);
  }
  return null;
}

try {
  await Promise.all([a.ready(HOST), b.ready(HOST)]);
  const originA = `http://${HOST}:${A}`;
  const login = await request(A, HOST, "/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: originA },
    body: { email: "owner@example.com", password: "owner12345" },
  });
  const session = [login.headers["set-cookie"] ?? []].flat().map((c) => c.split(";")[0]).find((c) => c.startsWith("sb_session="));
  check("owner signs in on instance A", login.status === 200 && !!session, `status ${login.status}`);

  // (b) the session is valid on the other instance.
  const me = await request(B, HOST, "/api/auth/me", { headers: { cookie: session ?? "" } });
  check("A's session is valid on instance B", me.status === 200, `GET /api/auth/me on B: ${me.status}`);

  const products = JSON.parse((await request(A, HOST, "/api/products")).body.toString());
  const list = Array.isArray(products) ? products : (products.products ?? products.items ?? []);
  const product = list.find((p) => PRODUCT.endsWith(`/${p.slug}`));
  const renamed = list.find((p) => p.id !== product?.id && p.status === "active");
  if (!product || !renamed) throw new Error("demo products not found");

  // B has the pages in its cache before the edits (rendered twice: the second is served from cache).
  for (const p of [PRODUCT, "/products", `/product/${renamed.slug}`]) {
    await request(B, HOST, p);
    await request(B, HOST, p);
  }
  const cached = await request(B, HOST, PRODUCT);
  check("B serves the product page from its cache before the edit", /HIT|STALE/.test(String(cached.headers["x-nextjs-cache"])), `x-nextjs-cache ${cached.headers["x-nextjs-cache"]}`);

  // (a) edits through A, seen on B.
  const marker = `Edited on A at ${Date.now().toString(36)}`;
  const edit = await request(A, HOST, `/api/products/${product.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", origin: originA, cookie: session ?? "" },
    body: { description: `<p>${marker}</p>` },
  });
  check("owner edits a product description through A", edit.status === 200, `PATCH ${edit.status}`);
  const pageMs = await until(B, PRODUCT, (body) => body.includes(marker));
  figures.productPage = pageMs;
  check("the edit is on B's product page within 5 s", pageMs !== null && pageMs <= TARGET_MS, pageMs === null ? "not after 15 s" : `${(pageMs / 1000).toFixed(1)} s`);

  const newName = `Renamed ${Date.now().toString(36)}`;
  const rename = await request(A, HOST, `/api/products/${renamed.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", origin: originA, cookie: session ?? "" },
    body: { name: newName },
  });
  check("owner renames a product through A", rename.status === 200, `PATCH ${rename.status}`);
  const listMs = await until(B, "/products", (body) => body.includes(newName));
  figures.productList = listMs;
  check("the new name is in B's product list within 5 s", listMs !== null && listMs <= TARGET_MS, listMs === null ? "not after 15 s" : `${(listMs / 1000).toFixed(1)} s`);
  const oldSlug = renamed.slug;
  const newSlug = JSON.parse(rename.body.toString()).slug;
  const oldUrlMs = await until(B, `/product/${oldSlug}`, (body, status) => newSlug === oldSlug || status === 404 || status === 308 || status === 307 || !body.includes(renamed.name));
  figures.oldUrl = oldUrlMs;
  check("the renamed product's old URL no longer shows the old product on B within 5 s", oldUrlMs !== null && oldUrlMs <= TARGET_MS, oldUrlMs === null ? "not after 15 s" : `${(oldUrlMs / 1000).toFixed(1)} s`);

  // (c) one failure limit across instances: 9 wrong passwords, alternating A and B, then 429 on either.
  const statuses = [];
  for (let i = 0; i < 10; i++) {
    const port = i % 2 ? B : A;
    const r = await request(port, HOST, "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://${HOST}:${port}` },
      body: { email: "admin@example.com", password: `wrong-${i}` },
    });
    statuses.push(r.status);
  }
  check("failed sign-ins on A and B count against one limit (10th answers 429)", statuses.slice(0, 9).every((s) => s === 401) && statuses[9] === 429, statuses.join(","));

  // The per-address limit holds against a client that sends a new X-Forwarded-For every time (the
  // server records the real peer; TRUST_PROXY_HOPS is 0 here), across both instances.
  let limitedAt = null;
  for (let i = 0; i < 100 && limitedAt === null; i++) {
    const port = i % 2 ? B : A;
    const r = await request(port, HOST, "/api/customers/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://${HOST}:${port}`, "x-forwarded-for": `203.0.113.${i}`, "x-sb-peer": `198.51.100.${i}` },
      body: { email: `spray${i}@example.com`, password: "guess-1234" },
    });
    if (r.status === 429) limitedAt = i;
  }
  check("a forged X-Forwarded-For per request does not escape the per-address limit", limitedAt !== null && limitedAt <= 91, `429 after ${limitedAt} failures`);
  // Another address (IPv6 loopback) is not limited: the limit follows the real peer, not one shared bucket.
  const other = await new Promise((resolve) => {
    const req = http.request({ host: "::1", port: A, path: "/api/customers/login", method: "POST", headers: { host: `${HOST}:${A}`, "content-type": "application/json", origin: `http://${HOST}:${A}` } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    req.on("error", () => resolve(null));
    req.end(JSON.stringify({ email: "customer@example.com", password: "customer12345" }));
  });
  if (other === null) console.log("SKIP  IPv6 loopback not reachable: cannot show a second address");
  else check("a different client address is not limited by the first one's failures", other === 200, `sign-in from ::1: ${other}`);

  const health = await request(B, HOST, "/api/health");
  check("GET /api/health reports database and Redis", health.status === 200 && /"redis":"ok"/.test(health.body.toString()), `${health.status} ${health.body.toString()}`);
} catch (err) {
  check("scale-out test ran", false, err instanceof Error ? err.message : String(err));
  console.log(a.stderr().slice(-1500), b.stderr().slice(-1500));
} finally {
  await a.stop();
  await b.stop();
  await db.drop().catch(() => {});
  await redis.flushdb().catch(() => {});
  redis.disconnect();
  rmSync(work, { recursive: true, force: true });
}
console.log(`FIGURES ${JSON.stringify(figures)}`);
const failed = results.filter((r) => !r).length;
recordCounts("scale-out", results.length - failed, failed);
console.log(failed ? `\n${failed} check(s) failed` : "\nall scale-out checks passed");
process.exit(failed ? 1 : 0);
