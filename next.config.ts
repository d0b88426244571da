import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Bundled, PGlite fails at run time resolving its wasm/data files (see STACK-NOTES).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "bcryptjs", "ioredis"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
