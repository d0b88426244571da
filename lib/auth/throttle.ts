import { getEnv } from "@/lib/env";
import { clearAttempts, readAttempts, recordFailure } from "./repository";

/**
 * Failed-login throttling shared by every app instance: counters live in Redis when REDIS_URL is set,
 * otherwise in the database (login_attempts). After LOGIN_MAX_FAILURES failures within the window,
 * further attempts answer 429 until the window passes; a successful login clears the counter.
 */
export interface Throttle {
  isBlocked(key: string): Promise<boolean>;
  fail(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

const dbThrottle: Throttle = {
  async isBlocked(key) {
    const { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } = getEnv();
    const row = await readAttempts(key);
    if (!row) return false;
    const fresh = Date.now() - row.windowStart.getTime() < LOGIN_WINDOW_MINUTES * 60_000;
    return fresh && row.failures >= LOGIN_MAX_FAILURES;
  },
  fail: (key) => recordFailure(key, getEnv().LOGIN_WINDOW_MINUTES),
  reset: (key) => clearAttempts(key),
};

type RedisLike = {
  get(k: string): Promise<string | null>;
  incr(k: string): Promise<number>;
  expire(k: string, s: number, mode?: "NX"): Promise<number>;
  del(k: string): Promise<number>;
};

const g = globalThis as unknown as { __sbRedis?: Promise<RedisLike> };

async function redis(url: string): Promise<RedisLike> {
  if (!g.__sbRedis) {
    g.__sbRedis = import("ioredis").then(({ Redis }) => new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false }) as unknown as RedisLike);
  }
  return g.__sbRedis;
}

function redisThrottle(url: string): Throttle {
  const k = (key: string) => `sb:login:${key}`;
  return {
    async isBlocked(key) {
      const v = await (await redis(url)).get(k(key));
      return Number(v ?? 0) >= getEnv().LOGIN_MAX_FAILURES;
    },
    async fail(key) {
      const r = await redis(url);
      const n = await r.incr(k(key));
      await r.expire(k(key), getEnv().LOGIN_WINDOW_MINUTES * 60, "NX");
      return n;
    },
    async reset(key) {
      await (await redis(url)).del(k(key));
    },
  };
}

export function getThrottle(): Throttle {
  const url = getEnv().REDIS_URL;
  return url ? redisThrottle(url) : dbThrottle;
}
