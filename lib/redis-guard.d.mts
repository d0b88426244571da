import type { Redis, RedisOptions } from "ioredis";

export const REQUEST_PATH_OPTIONS: Readonly<RedisOptions>;

export function connectRedis(RedisClass: typeof Redis, url: string, waitMs?: number): Promise<Redis>;

export type RedisGuard = {
  readonly down: boolean;
  run<T, F = T>(work: () => Promise<T>, fallback: (err: unknown) => F | Promise<F>): Promise<T | F>;
};

export function createRedisGuard(opts: {
  name: string;
  retryMs?: number;
  timeoutMs?: number;
  log?: Pick<Console, "error" | "warn">;
  now?: () => number;
  onRecover?: () => unknown;
  ready?: () => unknown;
}): RedisGuard;
