#!/usr/bin/env node
// npm run bench:tokens (also part of npm run bench) — what an Admin API token check adds to a request over a
// session (issue 41; budget ≤ 2 ms p95): scripts/bench/tokens.ts in a scratch PostgreSQL database made and dropped
// here. Needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL); says so and exits 0 without it. The rate-limit
// bucket goes through Redis when REDIS_URL (or TEST_REDIS_URL) is set. No server and no build.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { scratchDatabase } from "./lib.mjs";

const NO_SERVER_ONLY = fileURLToPath(new URL("./no-server-only.mjs", import.meta.url));
const MEASURE = fileURLToPath(new URL("./tokens.ts", import.meta.url));

const db = await scratchDatabase("sb_tokens");
if (!db) {
  console.log("bench:tokens needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL): skipped");
  process.exit(0);
}
try {
  const r = spawnSync("./node_modules/.bin/tsx", ["--import", NO_SERVER_ONLY, MEASURE], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: db.url, REDIS_URL: process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? "" },
  });
  if (r.status !== 0) process.exitCode = 1;
} finally {
  await db.drop();
}
