import { describe, expect, it } from "vitest";
import { createRedisGuard } from "@/lib/redis-guard.mjs";
import { delayAfter, type Throttle } from "./throttle";
import { memoryThrottle, withLocalFallback } from "./throttle-memory";

const policy = { max: 3, windowSeconds: 600 };

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (s: number) => (t += s * 1000) };
}

describe("in-memory throttle (Redis unavailable)", () => {
  it("lets the free failures through, then makes the key wait, doubling", async () => {
    const c = clock();
    const t = memoryThrottle(delayAfter, () => policy, { now: c.now });
    for (let i = 0; i < 2; i++) await t.fail("k");
    expect(await t.retryAfter("k")).toBe(0);
    await t.fail("k");
    expect(await t.retryAfter("k")).toBe(60);
    c.advance(60);
    expect(await t.retryAfter("k")).toBe(0);
    await t.fail("k");
    expect(await t.retryAfter("k")).toBe(120);
    expect(await t.retryAfter("other")).toBe(0);
  });

  it("forgets a key a window after its last failure, and at once on reset", async () => {
    const c = clock();
    const t = memoryThrottle(delayAfter, () => policy, { now: c.now });
    await t.fail("k");
    await t.fail("k");
    c.advance(601);
    expect(await t.fail("k")).toBe(1);
    await t.fail("k");
    await t.fail("k");
    expect(await t.isBlocked("k")).toBe(true);
    await t.reset("k");
    expect(await t.isBlocked("k")).toBe(false);
    expect(await t.fail("k")).toBe(1);
  });

  it("stays bounded under a flood of distinct keys", async () => {
    const t = memoryThrottle(delayAfter, () => policy, { maxKeys: 100 });
    for (let i = 0; i < 1000; i++) await t.fail(`addr:${i}`);
    expect(t.size()).toBeLessThanOrEqual(100);
  });
});

describe("Redis throttle with the local fallback", () => {
  const broken: Throttle = {
    retryAfter: () => Promise.reject(new Error("Connection is closed.")),
    fail: () => Promise.reject(new Error("Connection is closed.")),
    reset: () => Promise.reject(new Error("Connection is closed.")),
    isBlocked: () => Promise.reject(new Error("Connection is closed.")),
  };
  const quiet = { error: () => {}, warn: () => {} };

  it("never fails a sign-in because Redis is down, and still limits guessing", async () => {
    const local = memoryThrottle(delayAfter, () => policy);
    const t = withLocalFallback(broken, local, createRedisGuard({ name: "t", log: quiet }));
    expect(await t.retryAfter("acct")).toBe(0);
    for (let i = 0; i < 3; i++) await t.fail("acct", policy);
    expect(await t.retryAfter("acct")).toBe(60);
    expect(await t.isBlocked("acct")).toBe(true);
  });

  it("uses Redis again once it answers", async () => {
    let up = false;
    const counted: string[] = [];
    const flaky: Throttle = {
      retryAfter: async () => (up ? 7 : Promise.reject(new Error("down"))),
      fail: async (k) => (up ? (counted.push(k), 1) : Promise.reject(new Error("down"))),
      reset: async () => {},
      isBlocked: async () => false,
    };
    let now = 0;
    const t = withLocalFallback(flaky, memoryThrottle(delayAfter, () => policy), createRedisGuard({ name: "t", log: quiet, now: () => now }));
    expect(await t.retryAfter("k")).toBe(0);
    up = true;
    now += 1000;
    expect(await t.retryAfter("k")).toBe(7);
    await t.fail("k");
    expect(counted).toEqual(["k"]);
  });
});
