import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Bundled, PGlite fails at run time resolving its wasm/data files (see STACK-NOTES); pdfkit likewise
  // reads its built-in font metrics from its own folder.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "bcryptjs", "ioredis", "pdfkit"],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Store pages are cached per store (ISR + tagged data cache, lib/storefront/data.ts) and embed
    // database ids (store, products). Keep that cache in memory only, so it never outlives the database
    // it was rendered from (a reseeded demo or test database would otherwise get yesterday's pages).
    isrFlushToDisk: false,
  },
};

export default nextConfig;
