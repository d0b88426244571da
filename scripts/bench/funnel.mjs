#!/usr/bin/env node
// npm run bench:funnel (also part of npm run bench) — the storefront funnel (issue 42, record 0151) at 1,000,000
// events in one store (budget: a 30-day funnel ≤ 200 ms p95): scripts/bench/funnel.ts in a
// scratch PostgreSQL database made and dropped here. Needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL);
// says so and exits 0 without it. No server and no build: it calls the service the route calls.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { scratchDatabase } from "./lib.mjs";

// The preload that lets server modules run outside Next (`import "server-only"` resolves to nothing).
const NO_SERVER_ONLY = fileURLToPath(new URL("./no-server-only.mjs", import.meta.url));
const MEASURE = fileURLToPath(new URL("./funnel.ts", import.meta.url));

const db = await scratchDatabase("sb_funnel");
if (!db) {
  console.log("bench:funnel needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL): skipped");
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
