import path from "node:path";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Bundled, PGlite fails at run time resolving its wasm/data files (see STACK-NOTES).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "bcryptjs", "ioredis"],
  poweredByHeader: false,
  reactStrictMode: true,
  // Store pages are cached per store (ISR + tagged data cache, lib/storefront/data.ts) and embed
  // database ids (store, products). The cache is kept in memory only, so it never outlives the database
  // it was rendered from (a reseeded demo or test database would otherwise get yesterday's pages).
  cacheHandler: path.resolve(process.cwd(), "lib/memory-cache-handler.mjs"),
};

export default nextConfig;
