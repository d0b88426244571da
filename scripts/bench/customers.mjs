#!/usr/bin/env node
// npm run bench:customers (also part of npm run bench) — the owner's customer list at 100,000 customers (issue 45;
// budget p95 ≤ 100 ms, index use checked with EXPLAIN): scripts/bench/customers.ts in a scratch PostgreSQL database
// made and dropped here. Needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL); says so and exits 0 without it.
// No server and no build: it calls the service the route calls.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { scratchDatabase } from "./lib.mjs";

// The preload that lets server modules run outside Next (`import "server-only"` resolves to nothing).
const NO_SERVER_ONLY = fileURLToPath(new URL("./no-server-only.mjs", import.meta.url));
const MEASURE = fileURLToPath(new URL("./customers.ts", import.meta.url));

const db = await scratchDatabase("sb_customers");
if (!db) {
  console.log("bench:customers needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL): skipped");
  process.exit(0);
}
try {
  const r = spawnSync("./node_modules/.bin/tsx", ["--import", NO_SERVER_ONLY, MEASURE], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: db.url, REDIS_URL: "" },
  });
  if (r.status !== 0) process.exitCode = 1;
} finally {
  await db.drop();
}
