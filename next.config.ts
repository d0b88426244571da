import path from "node:path";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // A self-contained server (.next/standalone) for the container image (the Dockerfile sets
  // STANDALONE_BUILD=1). Not by default: `next start`, which the demo and tests use, warns on a standalone build.
  output: process.env.STANDALONE_BUILD === "1" ? "standalone" : undefined,
  // Bundled, PGlite fails at run time resolving its wasm/data files (see STACK-NOTES); pdfkit likewise
  // reads its built-in font metrics from its own folder.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "bcryptjs", "ioredis", "pdfkit"],
  poweredByHeader: false,
  // Next hashes every HTML response, character by character in JavaScript, to make an ETag: a fifth of
  // the CPU time of serving a cached store page (measured with --cpu-prof under wrk). Shared caches in
  // front (deploy/nginx.conf, a CDN) answer repeat visits themselves, and pages change every time an
  // owner edits or an order moves stock, so the validator bought little.
  generateEtags: false,
  reactStrictMode: true,
  // Pages and data cache: Next's own, in memory only, without REDIS_URL; in Redis with it, so every instance
  // sees an owner's edit at once (lib/cache/cache-handler.mjs). Decided at start, not at build. Store pages
  // embed database ids, so the local cache never goes to disk: it must not outlive the database it was
  // rendered from (a reseeded demo or test database would otherwise get yesterday's pages).
  cacheHandler: path.join(process.cwd(), "lib/cache/cache-handler.mjs"),
  // The test suite (scripts/test.sh) has type-checked the project already, and builds once in a fresh
  // clone: the build's own type check (~40 s) and Turbopack's build cache, written for a next build that
  // never comes (~20 s), are skipped there. Everywhere else `next build` checks types and keeps its cache.
  ...(process.env.SB_SUITE_BUILD === "1"
    ? { typescript: { ignoreBuildErrors: true }, experimental: { turbopackFileSystemCacheForBuild: false } }
    : {}),
};

export default nextConfig;
