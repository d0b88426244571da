import type { RedisOptions } from "ioredis";

export const REQUEST_PATH_OPTIONS: Readonly<RedisOptions>;

export type RedisGuard = {
  readonly down: boolean;
  run<T, F = T>(work: () => Promise<T>, fallback: (err: unknown) => F | Promise<F>): Promise<T | F>;
};

export function createRedisGuard(opts: {
  name: string;
  retryMs?: number;
  log?: Pick<Console, "error" | "warn">;
  now?: () => number;
  onRecover?: () => unknown;
}): RedisGuard;
