#!/usr/bin/env node
// Per-test and per-file durations from Playwright's JSON report (test-results/results.json by default):
//   node tests/e2e/tools/durations.mjs [results.json] [--md]
// Prints every test's duration (all attempts summed, retries marked), the files' totals and the wall time.
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--")) ?? "test-results/results.json";
const report = JSON.parse(readFileSync(file, "utf8"));
const rows = [];
function walk(suite, titles) {
  for (const s of suite.suites ?? []) walk(s, s.title && !s.title.endsWith(".ts") ? [...titles, s.title] : titles);
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) {
      const results = t.results ?? [];
      rows.push({
        file: spec.file,
        project: t.projectName,
        title: [...titles, spec.title].join(" › "),
        ms: results.reduce((n, r) => n + (r.duration ?? 0), 0),
        attempts: results.length,
        status: t.status,
      });
    }
  }
}
for (const s of report.suites) walk(s, []);
const sec = (ms) => (ms / 1000).toFixed(1);
rows.sort((a, b) => b.ms - a.ms);
const md = args.includes("--md");
if (md) {
  console.log("| s | file | test | attempts | status |\n|---:|---|---|---:|---|");
  for (const r of rows) console.log(`| ${sec(r.ms)} | ${r.file} | ${r.title.replace(/\|/g, "/")} | ${r.attempts} | ${r.status} |`);
} else {
  for (const r of rows) console.log(`${sec(r.ms).padStart(7)}s  ${r.attempts > 1 ? `x${r.attempts} ` : "   "}${r.status.padEnd(10)} ${r.file} › ${r.title}`);
}
const byFile = new Map();
for (const r of rows) byFile.set(r.file, (byFile.get(r.file) ?? 0) + r.ms);
console.log("\nper file (sum of test durations):");
for (const [f, ms] of [...byFile].sort((a, b) => b[1] - a[1])) console.log(`${sec(ms).padStart(7)}s  ${f}`);
const sum = rows.reduce((n, r) => n + r.ms, 0);
const st = report.stats ?? {};
console.log(`\ntests: ${rows.length}; sum of durations ${sec(sum)}s; wall ${sec(st.duration ?? 0)}s; expected ${st.expected ?? "?"}, unexpected ${st.unexpected ?? "?"}, flaky ${st.flaky ?? "?"}, skipped ${st.skipped ?? "?"}`);
const retried = rows.filter((r) => r.attempts > 1);
if (retried.length) console.log(`needed a retry: ${retried.map((r) => `${r.file} › ${r.title}`).join("; ")}`);
