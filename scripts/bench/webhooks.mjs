#!/usr/bin/env node
// npm run bench:webhooks — outgoing webhooks (issue 41, record 0146): 1,000 events to a local receiver (budget ≤ 30 s)
// and orders/s with and without 3 subscribed webhooks, in one run: scripts/bench/webhooks.ts in a scratch PostgreSQL
// database made and dropped here. Needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL); says so and exits 0 without.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { scratchDatabase } from "./lib.mjs";

// The preload that lets server modules run outside Next (`import "server-only"` resolves to nothing).
const NO_SERVER_ONLY = fileURLToPath(new URL("./no-server-only.mjs", import.meta.url));
const MEASURE = fileURLToPath(new URL("./webhooks.ts", import.meta.url));

const db = await scratchDatabase("sb_webhooks");
if (!db) {
  console.log("bench:webhooks needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL): skipped");
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
