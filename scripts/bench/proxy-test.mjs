#!/usr/bin/env node
// npm run test:proxy (scripts/nginx-proxy-test.sh) — deploy/nginx.conf in front of the production build
// on a fresh embedded database with the demo stores, showing that
//   (a) cached store pages are served by the proxy at >= 1/3 of nginx's rate for the same bytes as a file,
//   (b) an owner's edit (PATCH a product's description through the API) reaches shoppers through the proxy within 5 s,
//   (c) requests with a session cookie bypass the cache, /api is never cached, Set-Cookie answers are not stored.
// Exits 1 when a check fails. Ports: PROXY_TEST_PORT (app) and the two after it (proxy, static nginx).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureBuild, ensureTools, proxyConfig, request, sleep, startApp, startNginx, staticConfig, workDir, wrk } from "./lib.mjs";

const APP = Number(process.env.PROXY_TEST_PORT ?? 3233);
const PROXY = APP + 1;
const STATIC = APP + 2;
const HOST = "demo.localhost";
const PRODUCT = "/product/classic-crew-neck-tee-navy";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const results = [];
function check(name, ok, detail) {
  results.push(ok);
  console.log(`${ok ? "PASS" : "FAIL"}  ${name}${detail ? ` — ${detail}` : ""}`);
}

if (!ensureTools()) process.exit(1);
ensureBuild();

const work = workDir("sb-proxy-test-");
const app = startApp(APP, { DATA_DIR: path.join(work, "data"), DATABASE_URL: "" });
let proxy;
let files;
try {
  await app.ready(HOST);
  proxy = await startNginx(proxyConfig({ port: PROXY, appPort: APP, dir: path.join(work, "proxy") }), path.join(work, "proxy"), PROXY);
  const docroot = path.join(work, "www");
  mkdirSync(docroot, { recursive: true });
  files = await startNginx(staticConfig({ port: STATIC, dir: path.join(work, "static"), docroot }), path.join(work, "static"), STATIC);

  // (a) throughput: the same home page bytes from the proxy cache and as a file.
  const home = await request(APP, HOST, "/");
  writeFileSync(path.join(docroot, "home.html"), home.body);
  await request(PROXY, HOST, "/");
  const second = await request(PROXY, HOST, "/");
  check("store page stored by the proxy", ["HIT", "UPDATING", "STALE"].includes(String(second.headers["x-cache-status"])), `second request: ${second.status}, X-Cache-Status ${second.headers["x-cache-status"]}, Cache-Control "${second.headers["cache-control"]}"`);
  const viaProxy = await wrk(PROXY, HOST, "/", { seconds: SECONDS });
  const asFile = await wrk(STATIC, "localhost", "/home.html", { seconds: SECONDS });
  const ratio = viaProxy.rps / asFile.rps;
  check(
    "proxy cache >= 1/3 of nginx static-file rate",
    ratio >= 1 / 3 && viaProxy.errors === 0,
    `proxy ${viaProxy.rps.toFixed(0)} req/s (p99 ${viaProxy.p99.toFixed(1)} ms, ${viaProxy.errors} errors), file ${asFile.rps.toFixed(0)} req/s: ratio ${ratio.toFixed(2)}`,
  );

  // (b) an owner's edit through the proxy, then a shopper polling the product page through it.
  const origin = `http://${HOST}:${PROXY}`;
  const login = await request(PROXY, HOST, "/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: { email: "owner@example.com", password: "owner12345" },
  });
  const setCookie = [login.headers["set-cookie"] ?? []].flat();
  const session = setCookie.map((c) => c.split(";")[0]).find((c) => c.startsWith("sb_session="));
  check("owner signs in through the proxy", login.status === 200 && !!session, `status ${login.status}`);
  const loginAgain = await request(PROXY, HOST, "/api/auth/login", { method: "POST", headers: { "content-type": "application/json", origin }, body: { email: "owner@example.com", password: "wrong-password" } });
  check("/api answers are not cached", loginAgain.status !== 200 && login.headers["x-cache-status"] === undefined, `second sign-in with a wrong password: ${loginAgain.status}`);

  const list = JSON.parse((await request(PROXY, HOST, "/api/products")).body.toString());
  const products = Array.isArray(list) ? list : (list.products ?? list.items ?? []);
  const product = products.find((p) => PRODUCT.endsWith(`/${p.slug}`));
  if (!product) throw new Error(`product ${PRODUCT} not found through /api/products`);
  // The page is in the proxy cache before the edit.
  await request(PROXY, HOST, PRODUCT);
  const before = await request(PROXY, HOST, PRODUCT);
  check("product page served from the proxy cache before the edit", ["HIT", "UPDATING", "STALE"].includes(String(before.headers["x-cache-status"])), `X-Cache-Status ${before.headers["x-cache-status"]}`);

  // The description, not the name: a new name also gives the product a new slug, so a new URL.
  const newName = `Edited by the owner at ${Date.now().toString(36)}`;
  const edit = await request(PROXY, HOST, `/api/products/${product.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", origin, cookie: session ?? "" },
    body: { description: `<p>${newName}</p>` },
  });
  const editedAt = Date.now();
  check("owner edits the product description through the API", edit.status === 200, `PATCH status ${edit.status}`);
  let seenAfter = null;
  let polls = 0;
  while (Date.now() - editedAt < 10_000) {
    polls++;
    const r = await request(PROXY, HOST, PRODUCT);
    if (r.body.toString().includes(newName)) {
      seenAfter = Date.now() - editedAt;
      break;
    }
    await sleep(100);
  }
  const direct = seenAfter === null ? (await request(APP, HOST, PRODUCT)).body.toString().includes(newName) : true;
  check("shoppers see the edit through the proxy within 5 s", seenAfter !== null && seenAfter <= 5000, seenAfter === null ? `not visible after 10 s (${direct ? "the app itself shows it" : "the app itself does not show it either"})` : `visible after ${(seenAfter / 1000).toFixed(1)} s (${polls} shopper requests)`);

  // (c) session cookies bypass the cache, in both directions.
  for (const [label, cookie] of [["sb_session", session ?? "sb_session=x"], ["sb_customer_*", "theme=dark; sb_customer_0123abcd=token"]]) {
    const r = await request(PROXY, HOST, "/", { headers: { cookie } });
    check(`request with a ${label} cookie bypasses the cache`, r.headers["x-cache-status"] === "BYPASS" && r.headers["cache-control"] === "private, no-cache", `X-Cache-Status ${r.headers["x-cache-status"]}, Cache-Control "${r.headers["cache-control"]}"`);
  }
  const anon = await request(PROXY, HOST, "/");
  check("anonymous shopper still gets the shared copy", ["HIT", "UPDATING", "STALE", "EXPIRED"].includes(String(anon.headers["x-cache-status"])) && /public, s-maxage=\d+, stale-while-revalidate=\d+/.test(String(anon.headers["cache-control"])), `X-Cache-Status ${anon.headers["x-cache-status"]}, Cache-Control "${anon.headers["cache-control"]}"`);
  const dash = await request(PROXY, HOST, "/tenant-dashboard");
  const dash2 = await request(PROXY, HOST, "/tenant-dashboard");
  check("owner dashboard is never stored", dash2.headers["x-cache-status"] !== "HIT" && /no-store/.test(String(dash.headers["cache-control"])), `X-Cache-Status ${dash2.headers["x-cache-status"]}, Cache-Control "${dash.headers["cache-control"]}"`);
} catch (err) {
  check("proxy test ran", false, err instanceof Error ? err.message : String(err));
} finally {
  await proxy?.stop();
  await files?.stop();
  await app.stop();
  rmSync(work, { recursive: true, force: true });
}
const failed = results.filter((r) => !r).length;
console.log(failed ? `\n${failed} check(s) failed` : "\nall proxy checks passed");
process.exit(failed ? 1 : 0);
