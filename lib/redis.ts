import "server-only";
import type { Redis } from "ioredis";
import { getEnv } from "@/lib/env";
import { connectRedis, createRedisGuard, type RedisGuard } from "./redis-guard.mjs";

const g = globalThis as unknown as { __sbRedis?: Promise<Redis>; __sbRedisGuard?: RedisGuard };

/**
 * The process's one Redis connection (login throttling, the health check), opened on first use.
 * The page cache handler (lib/cache/cache-handler.mjs) keeps its own: Next loads it outside the bundles.
 * Commands time out after 200 ms and fail at once while disconnected (lib/redis-guard.mjs): callers go
 * through `withRedis` and fall back when Redis is not there.
 */
export function getRedis(url: string): Promise<Redis> {
  if (!g.__sbRedis) {
    g.__sbRedis = import("ioredis").then(({ Redis }) => connectRedis(Redis, url));
  }
  return g.__sbRedis;
}

/** The process's breaker for Redis calls on request paths (login throttle, health). */
export function redisGuard(): RedisGuard {
  g.__sbRedisGuard ??= createRedisGuard({
    name: "redis",
    ready: () => {
      const url = getEnv().REDIS_URL;
      return url ? getRedis(url) : undefined;
    },
  });
  return g.__sbRedisGuard;
}

/** `work` against Redis, or `fallback` when Redis is down, hung or failing (one log line per state change). */
export async function withRedis<T, F = T>(url: string, work: (redis: Redis) => Promise<T>, fallback: (err: unknown) => F | Promise<F>): Promise<T | F> {
  return redisGuard().run(async () => work(await getRedis(url)), fallback);
}

