#!/usr/bin/env node
// npm run bench:activity (also part of npm run bench) — the activity log's filtered first page at 1,000,000
// entries (issue 40; budget p95 ≤ 100 ms, index use checked with EXPLAIN): scripts/bench/activity.ts in a
// scratch PostgreSQL database made and dropped here. Needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL);
// says so and exits 0 without it. No server and no build: it calls the service the route calls.
import { spawnSync } from "node:child_process";
import { scratchDatabase } from "./lib.mjs";

const db = await scratchDatabase("sb_activity");
if (!db) {
  console.log("bench:activity needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL): skipped");
  process.exit(0);
}
try {
  const r = spawnSync("./node_modules/.bin/tsx", ["--import", "./scripts/bench/no-server-only.mjs", "scripts/bench/activity.ts"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: db.url, REDIS_URL: "" },
  });
  if (r.status !== 0) process.exitCode = 1;
} finally {
  await db.drop();
}
