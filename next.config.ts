import path from "node:path";
import type { NextConfig } from "next";
import { DEVICE_WIDTHS, IMAGE_QUALITY, SMALL_WIDTHS } from "./lib/images/sizes";

/**
 * Framing (clickjacking). Signed-in screens (dashboards, settings, the admin, sign-in and account pages,
 * checkout) may not be framed at all. Every other page may be framed by its own origin only: the theme
 * customizer shows the storefront's /theme-preview in an iframe beside its form, and store pages carry
 * the owner's in-place editing tools, so no other site may frame them either. Both headers: CSP
 * frame-ancestors for current browsers, X-Frame-Options for older ones. Paths are the public ones (these
 * are matched before the proxy rewrites), in subdomain/custom-domain mode and in path mode (/store/{slug}).
 */
const NO_FRAMES = [
  { key: "Content-Security-Policy", value: "frame-ancestors 'none'" },
  { key: "X-Frame-Options", value: "DENY" },
];
const SAME_ORIGIN_FRAMES = [
  { key: "Content-Security-Policy", value: "frame-ancestors 'self'" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
];
const UNFRAMED_PAGES = [
  "admin", "login", "register-tenant", "tenant-dashboard", "store-settings", "payment-settings", "shipping-settings",
  "currency-settings", "hero-banner", "invoice", "packing-slip", "setup", "customer", "checkout", "order", "two-factor-setup",
];
const UNFRAMED = `(${UNFRAMED_PAGES.join("|")})`;

const nextConfig: NextConfig = {
  async headers() {
    return [
      // Later entries win for the same header, so the strict rule comes after the general one.
      // Not on uploads, whose route sends its own (sandboxing) policy for SVGs, nor on API answers or assets.
      { source: "/((?!uploads/|api/|_next/|assets/).*)", headers: SAME_ORIGIN_FRAMES },
      { source: `/:page${UNFRAMED}`, headers: NO_FRAMES },
      { source: `/:page${UNFRAMED}/:rest*`, headers: NO_FRAMES },
      { source: `/store/:slug/:page${UNFRAMED}`, headers: NO_FRAMES },
      { source: `/store/:slug/:page${UNFRAMED}/:rest*`, headers: NO_FRAMES },
    ];
  },
  // A self-contained server (.next/standalone) for the container image (the Dockerfile sets
  // STANDALONE_BUILD=1). Not by default: `next start`, which the demo and tests use, warns on a standalone build.
  output: process.env.STANDALONE_BUILD === "1" ? "standalone" : undefined,
  // Bundled, PGlite fails at run time resolving its wasm/data files (see STACK-NOTES); pdfkit likewise
  // reads its built-in font metrics from its own folder.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "bcryptjs", "ioredis", "pdfkit"],
  poweredByHeader: false,
  // Resized copies of uploads (components/ui/uploaded-image.tsx, record 0139): our own /uploads/ only, in WebP, at the
  // widths lib/images/sizes.ts offers, cached for a year (upload keys are random and never rewritten).
  images: {
    deviceSizes: [...DEVICE_WIDTHS],
    imageSizes: [...SMALL_WIDTHS],
    qualities: [IMAGE_QUALITY],
    formats: ["image/webp"],
    localPatterns: [{ pathname: "/uploads/**", search: "" }],
    remotePatterns: [],
    minimumCacheTTL: 31_536_000,
  },
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
  ...(process.env.SB_SUITE_BUILD === "1" ? { typescript: { ignoreBuildErrors: true } } : {}),
  experimental: {
    // Every request passes the proxy (proxy.ts), which by default cuts bodies at 10 MB: the product CSV import
    // takes files up to 15 MB (lib/catalog/import/service.ts IMPORT_MAX_BYTES) plus the multipart envelope.
    proxyClientMaxBodySize: "16mb",
    ...(process.env.SB_SUITE_BUILD === "1" ? { turbopackFileSystemCacheForBuild: false } : {}),
  },
};

export default nextConfig;
