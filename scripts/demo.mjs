#!/usr/bin/env node
// npm run demo — build the app when the build is missing or older than the sources, then serve the
// production build on PORT (default 3000) with the embedded database (seeded with the demo stores).
// Absolute URLs (canonical links, og:image, the sitemap, robots.txt) carry PUBLIC_PORT, which the demo sets
// from PORT unless it is given: the demo serves {slug}.localhost:PORT itself, with no proxy on port 80 in front.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = "1";
const port = process.env.PORT || "3000";
process.env.PUBLIC_PORT ||= port;
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const buildId = path.join(root, ".next", "BUILD_ID");
const sources = Math.max(
  ...["app", "components", "lib", "db", "public"].map((d) => newestMtime(path.join(root, d))),
  ...["proxy.ts", "next.config.ts", "package.json", "instrumentation.ts"].map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)),
);
if (!existsSync(buildId) || statSync(buildId).mtimeMs < sources) {
  // A first build takes minutes, and Next prints nothing between "Creating an optimized production build"
  // and its summary: say so, and print the time every 30 s, so a quiet terminal does not look stuck.
  console.log("Building the app (first run or sources changed). This takes a few minutes; Next prints little until it is done.");
  const began = Date.now();
  const elapsed = () => {
    const s = Math.round((Date.now() - began) / 1000);
    return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
  };
  const tick = setInterval(() => console.log(`  … still building (${elapsed()})`), 30_000);
  const build = spawn(bin("next"), ["build"], { stdio: "inherit" });
  const code = await new Promise((resolve) => build.on("exit", (c, signal) => resolve(signal ? 1 : c)));
  clearInterval(tick);
  if (code !== 0) process.exit(code ?? 1);
  console.log(`Built in ${elapsed()}.`);
}

// Next prints 'Ready' as soon as it listens, while instrumentation.ts is still opening the database
// (a fresh embedded one is created, migrated and seeded first, several seconds). The first request is
// only answered once that is done, so the URLs are printed when one is: then the demo really is ready.
console.log(`\n  StoreBuilder is starting on port ${port}; opening the database (the first start creates and seeds it)…\n`);
const child = spawn(bin("next"), ["start", "-p", port], { stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));

const started = Date.now();
async function waitUntilServing() {
  while (child.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(30_000) });
      if (res.status < 500) return true;
    } catch {
      // Not listening yet, or still opening the database.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}
if (await waitUntilServing()) {
  console.log(`
  StoreBuilder is ready (database open, ${((Date.now() - started) / 1000).toFixed(1)} s after start)
    Platform:        http://localhost:${port}
    Demo store:      http://demo.localhost:${port}   (or http://localhost:${port}/store/demo)
    Gadgets store:   http://gadgets.localhost:${port}
    Sign in:         http://localhost:${port}/login
      admin@example.com / admin12345 · owner@example.com / owner12345 · customer@example.com / customer12345
`);
}
