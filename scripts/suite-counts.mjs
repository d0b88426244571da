#!/usr/bin/env node
// The suite's closing line (scripts/test.sh): how many checks passed and failed across every step that counts
// its own (Vitest, Playwright, the scale-out and fault scripts), so a run that tested nothing cannot pass unseen.
//
//   node scripts/suite-counts.mjs record <dir> <step> <passed> <failed> [skipped]   (used by the step scripts)
//   node scripts/suite-counts.mjs summary <dir>                                     (exit 1 when nothing passed)
//
// <dir> holds one file per step: <step>.counts.json written by `record`, vitest.json (Vitest's JSON reporter),
// playwright.json (Playwright's JSON reporter, when its config has one) or else playwright.log (its output,
// whose "N passed / N failed / N flaky" lines are read).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Write a step's counts into SUITE_COUNTS_DIR (a no-op when the step runs on its own, outside scripts/test.sh). */
export function recordCounts(step, passed, failed, skipped = 0) {
  const dir = process.env.SUITE_COUNTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${step}.counts.json`), JSON.stringify({ passed, failed, skipped }));
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};

/**
 * The failed Vitest tests, named with their file and first message line: CI shows only the log's tail, where this
 * summary is, so a failure is known by name without the whole log.
 */
function vitestFailures(report) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const rel = path.relative(process.cwd(), file.name ?? "");
    const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed");
    // A file that failed outside any test (an import or a hook) has no failed test to name.
    if (failed.length === 0 && file.status === "failed") out.push(`${rel}: ${firstLine(file.message)}`);
    for (const a of failed) out.push(`${rel} > ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
  }
  return out;
}

const firstLine = (text) => String(text ?? "").split("\n").find((l) => l.trim() !== "")?.trim().slice(0, 300) ?? "";

/** Counts per step, in the order the suite runs them. */
export function collect(dir) {
  const steps = [];
  const v = readJson(path.join(dir, "vitest.json"));
  if (v) steps.push({ step: "vitest", passed: v.numPassedTests ?? 0, failed: v.numFailedTests ?? 0, skipped: (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0), failures: vitestFailures(v) });
  else if (existsSync(path.join(dir, "vitest.started"))) steps.push({ step: "vitest", passed: 0, failed: 1, skipped: 0, note: "no report (did it crash?)" });
  // In the order the steps wrote them.
  const byTime = readdirSync(dir)
    .filter((n) => n.endsWith(".counts.json"))
    .map((n) => ({ n, t: statSync(path.join(dir, n)).mtimeMs }))
    .sort((a, b) => a.t - b.t)
    .map((x) => x.n);
  for (const f of byTime) {
    const c = readJson(path.join(dir, f));
    if (c) steps.push({ step: f.replace(/\.counts\.json$/, ""), passed: c.passed ?? 0, failed: c.failed ?? 0, skipped: c.skipped ?? 0 });
  }
  const pw = readJson(path.join(dir, "playwright.json"));
  if (pw?.stats) {
    const s = pw.stats;
    steps.push({ step: "playwright", passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0, flaky: s.flaky ?? 0 });
  } else if (existsSync(path.join(dir, "playwright.log"))) {
    const text = readFileSync(path.join(dir, "playwright.log"), "utf8").replace(/\u001b\[[0-9;]*m/g, "");
    const n = (word) => [...text.matchAll(new RegExp(`^\\s*(\\d+) ${word}\\b`, "gm"))].reduce((a, m) => a + Number(m[1]), 0);
    const failed = n("failed") + n("interrupted") + n("did not run");
    steps.push({ step: "playwright", passed: n("passed") + n("flaky"), failed, skipped: n("skipped"), flaky: n("flaky") });
  }
  return steps;
}

function summary(dir) {
  const steps = existsSync(dir) ? collect(dir) : [];
  const total = steps.reduce((t, s) => ({ passed: t.passed + s.passed, failed: t.failed + s.failed, skipped: t.skipped + s.skipped }), { passed: 0, failed: 0, skipped: 0 });
  const parts = steps.map((s) => `${s.step} ${s.passed}/${s.failed}${s.skipped ? ` (${s.skipped} skipped)` : ""}${s.flaky ? ` (${s.flaky} flaky)` : ""}${s.note ? ` ${s.note}` : ""}`);
  console.log(`\ncounts (passed/failed): ${parts.join(", ") || "none reported"}`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  for (const s of steps) for (const f of s.failures ?? []) console.log(`  failed (${s.step}): ${f}`);
  if (total.passed === 0) {
    console.log("FAIL: no test passed: the suite tested nothing");
    return 1;
  }
  return total.failed > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [cmd, dir, step, passed, failed, skipped] = process.argv.slice(2);
  if (cmd === "record") {
    process.env.SUITE_COUNTS_DIR = dir;
    recordCounts(step, Number(passed), Number(failed), Number(skipped ?? 0));
  } else if (cmd === "summary") {
    process.exit(summary(dir));
  } else {
    console.error("usage: suite-counts.mjs record <dir> <step> <passed> <failed> [skipped] | summary <dir>");
    process.exit(2);
  }
}
