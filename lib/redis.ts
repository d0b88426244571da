import "server-only";
import type { Redis } from "ioredis";

const g = globalThis as unknown as { __sbRedis?: Promise<Redis> };

/**
 * The process's one Redis connection (login throttling, the health check), opened on first use.
 * The page cache handler (lib/cache/cache-handler.mjs) keeps its own: Next loads it outside the bundles.
 */
export function getRedis(url: string): Promise<Redis> {
  if (!g.__sbRedis) {
    g.__sbRedis = import("ioredis").then(({ Redis }) => {
      const client = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
      // Without a listener a dropped connection would be an unhandled error; ioredis reconnects itself.
      client.on("error", (err) => console.error("[redis]", err.message));
      return client;
    });
  }
  return g.__sbRedis;
}
