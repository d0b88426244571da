#!/usr/bin/env node
// node scripts/bench/top-frames.mjs [DIR|FILE.cpuprofile] [N]: the N (25) frames with the most self time in a V8
// CPU profile (the largest .cpuprofile of DIR, default .bench-profiles, as `LOAD_PROFILE=1 npm run bench:load`
// writes them), with the share of all sampled time, and the same summed per package / source area, so a profile's
// "top frames" can be quoted before and after a change without opening DevTools.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const arg = process.argv[2] ?? ".bench-profiles";
const N = Number(process.argv[3] ?? 25);
let file = arg;
if (statSync(arg).isDirectory()) {
  const files = readdirSync(arg).filter((f) => f.endsWith(".cpuprofile")).map((f) => path.join(arg, f));
  if (!files.length) throw new Error(`no .cpuprofile in ${arg}`);
  file = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
}
const prof = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = prof.timeDeltas;
for (let i = 0; i < prof.samples.length; i++) self.set(prof.samples[i], (self.get(prof.samples[i]) ?? 0) + (dt[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const frames = new Map();
const areas = new Map();
const areaOf = (url) => {
  if (!url) return "(native / vm)";
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith("node:")) return "node core";
  if (/\.next\/server\/chunks/.test(url)) return "app chunks (.next/server)";
  return url.replace(/^file:\/\//, "").split("/").slice(-2).join("/");
};
for (const [id, t] of self) {
  const cf = byId.get(id).callFrame;
  const key = `${cf.functionName || "(anonymous)"}  ${cf.url ? cf.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/\.next\//, ".next/") : ""}:${cf.lineNumber + 1}`;
  frames.set(key, (frames.get(key) ?? 0) + t);
  if (cf.functionName === "(idle)") continue;
  const a = areaOf(cf.url);
  areas.set(a, (areas.get(a) ?? 0) + t);
}
// Shares of the time the process was busy: "(idle)" (waiting on I/O, a drained queue) is left out, so a run with a
// long idle tail compares with one without.
let idle = 0;
for (const [id, t] of self) if (byId.get(id).callFrame.functionName === "(idle)") idle += t;
const busy = total - idle;
const pct = (t) => `${((100 * t) / busy).toFixed(1).padStart(5)} %`;
console.log(`${path.basename(file)}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy; shares are of the busy time`);
console.log(`\ntop ${N} frames by self time`);
for (const [k, t] of [...frames].filter(([k]) => !k.startsWith("(idle)")).sort((a, b) => b[1] - a[1]).slice(0, N)) console.log(`${pct(t)}  ${k}`);
console.log(`\nby area`);
for (const [k, t] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${pct(t)}  ${k}`);
