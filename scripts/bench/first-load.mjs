#!/usr/bin/env node
// First-load JavaScript of the storefront's pages, chunk by chunk, from a production build: what
// `npm run bench` reports as "first-load JS", without its 200k-product seed and its load runs.
//
//   SB_SUITE_BUILD=1 ./node_modules/.bin/next build      (once, after a change)
//   node scripts/bench/first-load.mjs                    (starts `next start` on the demo database)
//   node scripts/bench/first-load.mjs --url http://127.0.0.1:3500   (against a server already running)
//
// Options: --port N (default 3500), --host demo.localhost, --json out.json (figures for a later --compare),
// --compare before.json (adds before/Δ columns), --chunks (lists every chunk's client modules in full).
// Without --url it serves the build on the embedded demo database in DATA_DIR (default /tmp/sb-first-load-data).
//
// Counted as bench.mjs counts it: every `<script src>` of the HTML (scriptSrcs, noModule polyfills left
// out), each chunk's gzip size (level 6). Each chunk is named by the client modules it defines (from the
// build's client-reference manifests), so the table says whose bytes they are.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSize, kb, request, scriptSrcs, startApp } from "./lib.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const flag = (name) => args.includes(`--${name}`);

const url = opt("url", null);
const port = Number(url ? new URL(url).port : opt("port", 3500));
const HOST = opt("host", "demo.localhost");
const jsonOut = opt("json", null);
/** The guide's budget per storefront page: 160 KB gzip of module scripts (scripts/bench.mjs, decision 0080). */
const BUDGET = 160 * 1024;
const before = opt("compare", null) ? JSON.parse(readFileSync(opt("compare"), "utf8")) : null;

let app = null;
if (!url) {
  if (!existsSync(".next/BUILD_ID")) {
    console.error("No production build: run `SB_SUITE_BUILD=1 ./node_modules/.bin/next build` first.");
    process.exit(1);
  }
  const dataDir = process.env.DATA_DIR ?? "/tmp/sb-first-load-data";
  mkdirSync(dataDir, { recursive: true });
  app = startApp(port, { DATABASE_URL: "", DATA_DIR: dataDir });
}

/** Slugs of a product, a nested (or any) category and a collection of the demo store, from its own API. */
async function demoPaths() {
  const json = async (p) => {
    const r = await request(port, HOST, p);
    try {
      return r.status === 200 ? JSON.parse(r.body.toString()) : null;
    } catch {
      return null;
    }
  };
  const list = (x, key) => (Array.isArray(x) ? x : Array.isArray(x?.[key]) ? x[key] : []);
  const products = list(await json("/api/products?limit=1"), "products");
  const categories = list(await json("/api/categories"), "categories");
  const collections = list(await json("/api/collections"), "collections");
  const child = categories.find((c) => c.parentId) ?? categories[0];
  const parent = child?.parentId ? categories.find((c) => c.id === child.parentId) : null;
  return {
    product: products[0]?.slug,
    category: child ? [parent?.slug, child.slug].filter(Boolean).join("/") : null,
    collection: collections[0]?.slug,
    search: products[0]?.name?.split(/\s+/)[0]?.toLowerCase(),
  };
}

/**
 * Turbopack's production chunks name modules by number. The client-reference manifests of the build
 * (the build's .next/server/app/…/page_client-reference-manifest.js files) map the numbers of every client entry ("use client"
 * files and Next's own client components) to their source paths; a chunk is named by the entries it defines.
 * Modules that are not entries (a helper a client file imports) are not named: search the chunk for a string.
 */
function clientModuleNames() {
  const names = new Map();
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith("client-reference-manifest.js")) {
        for (const m of readFileSync(p, "utf8").matchAll(/"\[project\]\/([^"]+?)(?: <module evaluation>)?":\{"id":(\d+)/g)) names.set(m[2], m[1]);
      }
    }
  };
  if (existsSync(".next/server/app")) walk(".next/server/app");
  return names;
}
const NAMES = clientModuleNames();

/** Entry modules a chunk defines: ids that stand in the push list (`,123,456,e=>`), not in calls (`e.i(123)`). */
function modulesOf(code) {
  const mods = new Set();
  for (const m of code.matchAll(/[,[](\d{1,7})(?=,)/g)) {
    const name = NAMES.get(m[1]);
    if (name && code[m.index - 1] !== "(") mods.add(name);
  }
  return [...mods];
}

/** What a chunk without client entries holds, from strings only that code has (Next's and React's own chunks). */
const KNOWN = [
  ["__reactContainer", "React DOM (+ Next's client entry)"],
  ["next-router-state-tree", "Next: App Router client"],
  ["NEXT_REDIRECT", "Next: navigation hooks, redirect/not-found errors; React"],
  ["isThemeGetter", "tailwind-merge"],
  ['Promise.all(["static/chunks', "lazy-import loaders (chunk lists of next/dynamic and import())"],
];
function guess(code, src) {
  if (/\/turbopack-[^/]+\.js/.test(src)) return "Turbopack runtime";
  return KNOWN.find(([needle]) => code.includes(needle))?.[1] ?? "";
}

function label(mods) {
  if (!mods.length) return "";
  const ours = mods.filter((m) => !m.startsWith("node_modules/"));
  const pkgs = [...new Set(mods.filter((m) => m.startsWith("node_modules/")).map((m) => {
    const parts = m.slice("node_modules/".length).split("/");
    const name = parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
    const inner = name === "next" ? parts.slice(2, 4).join("/") : "";
    return inner ? `next:${inner}` : name;
  }))];
  const pick = [...ours.map((m) => m.replace(/^components\//, "c/").replace(/^app\/t\/\[tenant\]\//, "app/")), ...pkgs];
  const shown = pick.slice(0, 4).join(", ");
  return pick.length > 4 ? `${shown} +${pick.length - 4}` : shown;
}

try {
  if (app) await app.ready(HOST);
  const demo = await demoPaths();
  const PAGES = [
    { key: "home", label: "home", path: "/" },
    { key: "products", label: "/products p1", path: "/products" },
    { key: "filtered", label: "filtered+sorted p2", path: "/products?sort=price-asc&min=1&page=2" },
    { key: "search", label: "search", path: `/products?search=${encodeURIComponent(demo.search ?? "a")}` },
    { key: "category", label: "category", path: demo.category ? `/category/${demo.category}` : null },
    { key: "collection", label: "collection", path: demo.collection ? `/collections/${demo.collection}` : null },
    { key: "product", label: "product", path: demo.product ? `/product/${demo.product}` : null },
    // The checkout renders for a visitor with an empty cart too: its first load is what a shopper pays at checkout.
    { key: "checkout", label: "checkout", path: "/checkout" },
  ].filter((p) => p.path);

  const chunks = new Map(); // src -> { gzip, raw, mods }
  const pages = [];
  for (const page of PAGES) {
    await request(port, HOST, page.path); // render once so the page cache is warm and the HTML settled
    const r = await request(port, HOST, page.path);
    const srcs = scriptSrcs(r.body.toString());
    for (const src of srcs) {
      if (chunks.has(src)) continue;
      const c = src.startsWith("/") ? await request(port, HOST, src) : { status: 0, body: Buffer.alloc(0) };
      const code = c.status === 200 ? c.body.toString() : "";
      chunks.set(src, { gzip: c.status === 200 ? gzipSize(c.body) : 0, raw: c.body.length, mods: modulesOf(code), guess: guess(code, src) });
    }
    pages.push({ ...page, status: r.status, srcs, js: srcs.reduce((s, x) => s + chunks.get(x).gzip, 0) });
  }

  const pad = (s, n) => String(s).padEnd(n);
  const lpad = (s, n) => String(s).padStart(n);
  const delta = (now, was) => (was === undefined ? "" : `${now - was >= 0 ? "+" : ""}${((now - was) / 1024).toFixed(1)}`);

  console.log(`\nFirst-load JS (gzip) on ${HOST}:${port}\n`);
  console.log(`${pad("page", 20)} ${lpad("status", 6)} ${lpad("chunks", 6)} ${lpad("gzip", 10)}${before ? `${lpad("before", 10)} ${lpad("Δ KB", 6)}` : ""} ${lpad(`≤${BUDGET / 1024}`, 5)}  path`);
  for (const p of pages) {
    const was = before?.pages?.[p.key]?.js;
    console.log(
      `${pad(p.label, 20)} ${lpad(p.status, 6)} ${lpad(p.srcs.length, 6)} ${lpad(kb(p.js), 10)}${before ? `${lpad(was === undefined ? "–" : kb(was), 10)} ${lpad(delta(p.js, was), 6)}` : ""} ${lpad(p.js <= BUDGET ? "ok" : "OVER", 5)}  ${p.path}`,
    );
  }

  // Chunks: which pages load each one, its size and whose code it holds.
  const byChunk = [...chunks.entries()].map(([src, c]) => ({
    src,
    name: path.basename(src.split("?")[0]),
    ...c,
    on: pages.filter((p) => p.srcs.includes(src)).map((p) => p.key),
  }));
  byChunk.sort((a, b) => b.on.length - a.on.length || b.gzip - a.gzip);
  const tag = (on) => (on.length === pages.length ? "all" : on.join(","));
  console.log(`\n${pad("chunk", 26)} ${lpad("gzip", 9)} ${lpad("raw", 9)}  ${pad("pages", 22)} modules`);
  for (const c of byChunk) console.log(`${pad(c.name, 26)} ${lpad(kb(c.gzip), 9)} ${lpad(kb(c.raw), 9)}  ${pad(tag(c.on), 22)} ${label(c.mods) || c.guess}`);

  if (flag("chunks")) {
    for (const c of byChunk) {
      if (!c.mods.length) continue;
      console.log(`\n${c.name} (${kb(c.gzip)}; ${tag(c.on)})`);
      for (const m of c.mods) console.log(`  ${m}`);
    }
  }

  // Our own modules on every page's first load: the part of the budget we control.
  const ours = new Map();
  for (const c of byChunk) for (const m of c.mods) if (!m.startsWith("node_modules/")) ours.set(m, [...new Set([...(ours.get(m) ?? []), ...c.on])]);
  const everywhere = [...ours.entries()].filter(([, on]) => on.length === pages.length).map(([m]) => m).sort();
  console.log(`\nOur modules on every page's first load (${everywhere.length}):\n  ${everywhere.join("\n  ")}`);

  if (pages.some((p) => p.js > BUDGET || p.status !== 200)) process.exitCode = 1;

  if (jsonOut) {
    writeFileSync(
      jsonOut,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          pages: Object.fromEntries(pages.map((p) => [p.key, { path: p.path, js: p.js, chunks: p.srcs.map((s) => path.basename(s.split("?")[0])) }])),
          chunks: Object.fromEntries(byChunk.map((c) => [c.name, { gzip: c.gzip, on: c.on, mods: c.mods }])),
        },
        null,
        2,
      ),
    );
    console.log(`\nwrote ${jsonOut}`);
  }
} finally {
  if (app) await app.stop();
}
