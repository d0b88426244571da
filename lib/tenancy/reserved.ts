/**
 * Host labels that never name a store: platform infrastructure and common service names.
 * Store registration refuses these as slugs/subdomains too.
 */
export const IGNORED_HOST_LABELS = new Set(["www", "localhost"]);

export const RESERVED_SLUGS = new Set([
  "www",
  "localhost",
  "api",
  "app",
  "admin",
  "store",
  "stores",
  "static",
  "assets",
  "uploads",
  "cdn",
  "mail",
  "smtp",
  "ftp",
  "dashboard",
  "login",
  "status",
  "docs",
  "help",
  "support",
  "internal",
  "t",
]);

/** Hosts of infrastructure (containers, cluster DNS) that reach the app without naming a store. */
export function isInternalHost(host: string): boolean {
  if (!host.includes(".")) return true; // "localhost", "web", "app" in a compose network
  return /\.(internal|local|localdomain|cluster\.local|svc)$/.test(host);
}
