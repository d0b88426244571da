import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What a client component imports ends up in a shopper's first load. A Node built-in anywhere in its import graph
 * makes the bundler ship a browser polyfill: `node:crypto` in the gift-card code module, reached by the checkout form
 * through the order schemas, put 146 KB gzip of crypto-browserify into /checkout. And a module marked
 * `server-only` must never be reachable from a client file. This walks every "use client" file's imports (type-only
 * imports leave no code and are skipped) and fails on either.
 */
const ROOT = process.cwd();
const BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/g;
const DYNAMIC = /import\(\s*["']([^"']+)["']\s*\)/g;

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return name === "node_modules" ? [] : files(p);
    return /\.(tsx?|mts)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

function resolve(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of [".ts", ".tsx", "/index.ts", "/index.tsx", ""]) {
    const p = base + ext;
    if (existsSync(p) && statSync(p).isFile()) return p;
  }
  return null;
}

function problemsOf(entry: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const src = readFileSync(file, "utf8");
    const here = [...trail, path.relative(ROOT, file)];
    if (trail.length && /^\s*import\s+["']server-only["']/m.test(src)) problems.push(`server-only module: ${here.join(" > ")}`);
    const specs = [...src.matchAll(IMPORT)].filter((m) => !m[1]).map((m) => m[2]);
    specs.push(...[...src.matchAll(DYNAMIC)].map((m) => m[1]));
    for (const spec of specs) {
      if (BUILTINS.has(spec)) {
        problems.push(`${spec}: ${here.join(" > ")}`);
        continue;
      }
      const next = resolve(spec, file);
      if (next) walk(next, here);
    }
  };
  walk(entry, []);
  return problems;
}

describe("client components' import graphs", () => {
  it("reach no Node built-in and no server-only module", () => {
    const clients = [...files(path.join(ROOT, "components")), ...files(path.join(ROOT, "app"))].filter((f) =>
      /^\s*["']use client["']/.test(readFileSync(f, "utf8")),
    );
    expect(clients.length).toBeGreaterThan(50);
    const problems = [...new Set(clients.flatMap(problemsOf))];
    expect(problems).toEqual([]);
  });
});
