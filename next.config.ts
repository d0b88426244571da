import path from "node:path";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // A self-contained server (.next/standalone) for the container image: only the files it needs.
  output: "standalone",
  // Bundled, PGlite fails at run time resolving its wasm/data files (see STACK-NOTES).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "bcryptjs", "ioredis"],
  poweredByHeader: false,
  reactStrictMode: true,
  // Pages and data cache: Next's own (in memory) without REDIS_URL; in Redis with it, so every instance
  // sees an owner's edit at once (lib/cache/cache-handler.mjs). Decided at start, not at build.
  cacheHandler: path.join(process.cwd(), "lib/cache/cache-handler.mjs"),
  experimental: {
    // Store pages are cached per store (ISR + tagged data cache, lib/storefront/data.ts) and embed
    // database ids (store, products). Keep that cache in memory only, so it never outlives the database
    // it was rendered from (a reseeded demo or test database would otherwise get yesterday's pages).
    isrFlushToDisk: false,
  },
};

export default nextConfig;
