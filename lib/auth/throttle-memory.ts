import type { Throttle, ThrottlePolicy } from "./throttle-types";

/**
 * The throttle of one process, in memory: what sign-ins and registrations count against while Redis is
 * unavailable. Same rules as the shared one (free failures, then a doubling wait), but per instance, so with
 * N instances an attacker gets at most N times the shared allowance for as long as Redis is gone: a limit,
 * never an open door. Bounded: at most `maxKeys` keys, expired ones dropped first.
 */
export function memoryThrottle(
  delayAfter: (failures: number, policy: ThrottlePolicy) => number,
  defaultPolicy: () => ThrottlePolicy,
  { now = Date.now, maxKeys = 50_000 }: { now?: () => number; maxKeys?: number } = {},
): Throttle & { size(): number } {
  const counts = new Map<string, { n: number; until: number }>();
  const waits = new Map<string, number>();

  function prune() {
    const t = now();
    for (const [k, v] of counts) if (v.until <= t) counts.delete(k);
    for (const [k, until] of waits) if (until <= t) waits.delete(k);
    // Still full of live keys (a flood of distinct addresses): the oldest tenth go, as Redis' eviction
    // would, so the next prune is thousands of failures away rather than the next one.
    const keep = Math.floor(maxKeys * 0.9);
    for (const k of counts.keys()) {
      if (counts.size <= keep) break;
      counts.delete(k);
    }
    for (const k of waits.keys()) {
      if (waits.size <= keep) break;
      waits.delete(k);
    }
  }

  const t: Throttle & { size(): number } = {
    async retryAfter(key) {
      const until = waits.get(key);
      if (!until) return 0;
      const ms = until - now();
      return ms > 0 ? Math.ceil(ms / 1000) : 0;
    },
    async fail(key, policy = defaultPolicy()) {
      if (counts.size >= maxKeys || waits.size >= maxKeys) prune();
      const at = now();
      const cur = counts.get(key);
      const live = cur && cur.until > at ? cur : undefined;
      const n = (live?.n ?? 0) + 1;
      const wait = delayAfter(n, policy);
      // As in Redis: the window runs from the first failure; while waits are handed out, the count outlives
      // each wait by a whole window, so waiting one out does not buy fresh free attempts.
      const until = wait > 0 ? at + (policy.windowSeconds + wait) * 1000 : (live?.until ?? at + policy.windowSeconds * 1000);
      counts.delete(key); // re-inserted last: the Map's order is the eviction order
      counts.set(key, { n, until });
      if (wait > 0) waits.set(key, at + wait * 1000);
      return n;
    },
    async reset(key) {
      counts.delete(key);
      waits.delete(key);
    },
    async isBlocked(key) {
      return (await t.retryAfter(key)) > 0;
    },
    size: () => counts.size + waits.size,
  };
  return t;
}

type Guard = { run<T, F = T>(work: () => Promise<T>, fallback: (err: unknown) => F | Promise<F>): Promise<T | F> };

/** `primary` (Redis) through the guard; each call the guard refuses goes to `local` instead. */
export function withLocalFallback(primary: Throttle, local: Throttle, guard: Guard): Throttle {
  const t: Throttle = {
    retryAfter: (key) => guard.run(() => primary.retryAfter(key), () => local.retryAfter(key)),
    fail: (key, policy) => guard.run(() => primary.fail(key, policy), () => local.fail(key, policy)),
    reset: (key) => guard.run(() => primary.reset(key), () => local.reset(key)),
    async isBlocked(key) {
      return (await t.retryAfter(key)) > 0;
    },
  };
  return t;
}
