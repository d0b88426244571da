import { getEnv } from "@/lib/env";
import { getRedis, redisGuard } from "@/lib/redis";
import { clearAttempts, liveWaits, readAttempts, recordFailure } from "./repository";
import type { Throttle, ThrottlePolicy } from "./throttle-types";

/**
 * Failed-attempt throttling shared by every app instance.
 *
 * A progressive delay rather than a hard lockout: the first `max` failures within the window are free;
 * each one after that makes the key wait before its next try, doubling from DELAY_BASE_S up to the
 * window. An attacker therefore gets about `max + log2(window / base)` guesses per window on an account,
 * while a victim whose account is being guessed waits minutes, not for as long as the attacker likes.
 * A success clears the account's counter.
 *
 * PostgreSQL (login_attempts) is the record of every count, with or without Redis (record 0127): a Redis
 * that restarts, is flushed or evicts keys must not hand out a fresh guessing budget. With REDIS_URL the
 * waits are mirrored into Redis, so the check before each sign-in is one Redis read; while Redis is
 * unavailable the checks read PostgreSQL, and a Redis that comes back empty (its marker key gone) is seeded
 * with the live waits from PostgreSQL before it answers again.
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

/**
 * Password-reset requests (and wrong reset tokens) from one address: a budget of their own, so asking for
 * links never uses up the sign-in budget of the address, nor the other way round.
 */
export function resetAddressPolicy(): ThrottlePolicy {
  const env = getEnv();
  return { max: env.LOGIN_MAX_FAILURES * 2, windowSeconds: env.LOGIN_WINDOW_MINUTES * 60 };
}

/**
 * Reset mails to one account, from anywhere: three per window, then growing pauses. Beyond it a request is
 * answered as any other and sends nothing, so a stranger can neither flood the mailbox nor lock its owner
 * out (the links already sent keep working).
 */
export function resetTargetPolicy(): ThrottlePolicy {
  return { max: 3, windowSeconds: getEnv().LOGIN_WINDOW_MINUTES * 60 };
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
  set(k: string, v: string, mode: "EX", s: number): Promise<unknown>;
  ttl(k: string): Promise<number>;
  exists(k: string): Promise<number>;
  del(...k: string[]): Promise<number>;
};

const count = (key: string) => `sb:login:${key}`;
const lock = (key: string) => `sb:login-wait:${key}`;
/** Present while this Redis holds the waits PostgreSQL has: gone after a restart, flush or eviction. */
const SEEDED = "sb:login-seeded";

async function redis(url: string): Promise<RedisLike> {
  return (await getRedis(url)) as unknown as RedisLike;
}

/** Copies PostgreSQL's live waits into a Redis that lost them; then marks it seeded. */
async function seed(r: RedisLike) {
  for (const w of await liveWaits()) {
    await r.set(count(w.key), String(w.failures), "EX", w.seconds + getEnv().LOGIN_WINDOW_MINUTES * 60);
    await r.set(lock(w.key), "1", "EX", Math.max(1, w.seconds));
  }
  await r.set(SEEDED, "1", "EX", 24 * 3600);
}

function mirroredThrottle(url: string): Throttle {
  const guard = redisGuard();
  const t: Throttle = {
    retryAfter: (key) =>
      guard.run(
        async () => {
          const r = await redis(url);
          if (!(await r.exists(SEEDED))) await seed(r);
          const s = await r.ttl(lock(key));
          return s > 0 ? s : 0;
        },
        () => dbThrottle.retryAfter(key),
      ),
    async fail(key, policy = accountPolicy()) {
      // The count is PostgreSQL's; Redis gets a copy of it and of the wait it earned.
      const n = await dbThrottle.fail(key, policy);
      const wait = delayAfter(n, policy);
      await guard.run(
        async () => {
          const r = await redis(url);
          await r.set(count(key), String(n), "EX", policy.windowSeconds + wait);
          if (wait > 0) await r.set(lock(key), "1", "EX", wait);
        },
        () => undefined,
      );
      return n;
    },
    async reset(key) {
      await dbThrottle.reset(key);
      await guard.run(async () => void (await (await redis(url)).del(count(key), lock(key))), () => undefined);
    },
    async isBlocked(key) {
      return (await t.retryAfter(key)) > 0;
    },
  };
  return t;
}

export function getThrottle(): Throttle {
  const url = getEnv().REDIS_URL;
  return url ? mirroredThrottle(url) : dbThrottle;
}
