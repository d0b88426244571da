import { getEnv } from "@/lib/env";
import { getRedis, redisGuard } from "@/lib/redis";
import { clearAttempts, readAttempts, recordFailure } from "./repository";
import { memoryThrottle, withLocalFallback } from "./throttle-memory";
import type { Throttle, ThrottlePolicy } from "./throttle-types";

/**
 * Failed-attempt throttling shared by every app instance: counters live in Redis when REDIS_URL is set,
 * otherwise in the database (login_attempts).
 *
 * A progressive delay rather than a hard lockout: the first `max` failures within the window are free;
 * each one after that makes the key wait before its next try, doubling from DELAY_BASE_S up to the
 * window. An attacker therefore gets about `max + log2(window / base)` guesses per window on an account,
 * while a victim whose account is being guessed waits minutes, not for as long as the attacker likes.
 * A success clears the account's counter.
 *
 * Redis is an accelerator here too: while it is down or hung, each call counts against this process's own
 * in-memory throttle instead (lib/auth/throttle-memory.ts), so a sign-in neither fails nor waits on Redis,
 * and guessing stays limited (per instance) meanwhile.
 */
export type { Throttle, ThrottlePolicy } from "./throttle-types";

/** The first wait after the free failures; it doubles with each further failure. */
export const DELAY_BASE_S = 60;

/** Seconds a key waits after its `failures`-th failure under `policy`. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.max) return 0;
  const exp = Math.min(failures - policy.max, 20);
  return Math.min(DELAY_BASE_S * 2 ** exp, policy.windowSeconds);
}

/** Failed sign-ins on one account. */
export function accountPolicy(): ThrottlePolicy {
  const env = getEnv();
  return { max: env.LOGIN_MAX_FAILURES, windowSeconds: env.LOGIN_WINDOW_MINUTES * 60 };
}

/** Failed sign-ins from one address, across every account: looser, since many people may share one. */
export function addressPolicy(): ThrottlePolicy {
  const env = getEnv();
  return { max: env.LOGIN_MAX_FAILURES * 10, windowSeconds: env.LOGIN_WINDOW_MINUTES * 60 };
}

/** Registrations (stores, shopper accounts) from one address. */
export function registrationPolicy(): ThrottlePolicy {
  const env = getEnv();
  return { max: env.REGISTER_MAX_PER_WINDOW, windowSeconds: env.LOGIN_WINDOW_MINUTES * 60 };
}

const dbThrottle: Throttle = {
  async retryAfter(key) {
    const row = await readAttempts(key);
    if (!row?.lockedUntil) return 0;
    const ms = row.lockedUntil.getTime() - Date.now();
    return ms > 0 ? Math.ceil(ms / 1000) : 0;
  },
  fail: (key, policy = accountPolicy()) => recordFailure(key, policy.windowSeconds, (n) => delayAfter(n, policy)),
  reset: (key) => clearAttempts(key),
  async isBlocked(key) {
    return (await this.retryAfter(key)) > 0;
  },
};

type RedisLike = {
  incr(k: string): Promise<number>;
  expire(k: string, s: number, mode?: "NX"): Promise<number>;
  set(k: string, v: string, mode: "EX", s: number): Promise<unknown>;
  ttl(k: string): Promise<number>;
  del(...k: string[]): Promise<number>;
};

async function redis(url: string): Promise<RedisLike> {
  return (await getRedis(url)) as unknown as RedisLike;
}

function redisThrottle(url: string): Throttle {
  const count = (key: string) => `sb:login:${key}`;
  const lock = (key: string) => `sb:login-wait:${key}`;
  const t: Throttle = {
    async retryAfter(key) {
      const s = await (await redis(url)).ttl(lock(key));
      return s > 0 ? s : 0;
    },
    async fail(key, policy = accountPolicy()) {
      const r = await redis(url);
      const n = await r.incr(count(key));
      await r.expire(count(key), policy.windowSeconds, "NX");
      const wait = delayAfter(n, policy);
      if (wait > 0) {
        await r.set(lock(key), "1", "EX", wait);
        // Keep counting while the key is being hammered: the count lasts a whole window beyond the wait,
        // so waiting out the delay does not buy a fresh set of free attempts.
        await r.expire(count(key), policy.windowSeconds + wait);
      }
      return n;
    },
    async reset(key) {
      await (await redis(url)).del(count(key), lock(key));
    },
    async isBlocked(key) {
      return (await t.retryAfter(key)) > 0;
    },
  };
  return t;
}

const g = globalThis as unknown as { __sbLocalThrottle?: Throttle };

export function getThrottle(): Throttle {
  const url = getEnv().REDIS_URL;
  if (!url) return dbThrottle;
  g.__sbLocalThrottle ??= memoryThrottle(delayAfter, accountPolicy);
  return withLocalFallback(redisThrottle(url), g.__sbLocalThrottle, redisGuard());
}
