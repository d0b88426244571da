import "server-only";
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { getEnv } from "@/lib/env";
import { withRedis } from "@/lib/redis";

/**
 * Per-token rate limit (issue 41, record 0145): a leaky bucket of BUCKET_SIZE requests leaking LEAK_PER_SECOND
 * (Shopify's REST shape, doubled). Shared by every instance through one Redis Lua script (atomic; Redis's own
 * clock, so instances' clocks do not matter); while Redis is down or absent, each instance keeps its own bucket
 * (record 0030's fallback: a limit per instance rather than none, and no request waits on Redis).
 */
export const BUCKET_SIZE = 40;
export const LEAK_PER_SECOND = 4;

export type RateDecision = { allowed: boolean; limit: number; remaining: number; retryAfter: number };

// KEYS[1] the bucket; ARGV: size, leak/s. Returns { allowed, level×1000 } (Lua numbers leave Redis as integers).
const SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local size = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local v = redis.call('HMGET', KEYS[1], 'l', 't')
local level = tonumber(v[1]) or 0
local last = tonumber(v[2]) or now
level = math.max(0, level - (now - last) * rate / 1000)
local allowed = 0
if level + 1 <= size then
  level = level + 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'l', tostring(level), 't', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(size / rate * 1000) + 1000)
return { allowed, math.floor(level * 1000) }
`;

function decision(allowed: boolean, level: number, size: number, rate: number): RateDecision {
  return {
    allowed,
    limit: size,
    remaining: Math.max(0, Math.floor(size - level)),
    retryAfter: allowed ? 0 : Math.max(1, Math.ceil((level + 1 - size) / rate)),
  };
}

const local = new Map<string, { level: number; at: number }>();

/** The same bucket in this process only (the fallback; also what tests call directly). */
export function takeLocal(key: string, size = BUCKET_SIZE, rate = LEAK_PER_SECOND, now = Date.now()): RateDecision {
  const b = local.get(key) ?? { level: 0, at: now };
  b.level = Math.max(0, b.level - ((now - b.at) * rate) / 1000);
  b.at = now;
  const allowed = b.level + 1 <= size;
  if (allowed) b.level += 1;
  local.set(key, b);
  if (local.size > 50_000) {
    for (const [k, v] of local) if (v.level - ((now - v.at) * rate) / 1000 <= 0) local.delete(k);
  }
  return decision(allowed, b.level, size, rate);
}

const SCRIPT_SHA = createHash("sha1").update(SCRIPT).digest("hex");

export async function takeRedis(redis: Redis, key: string, size = BUCKET_SIZE, rate = LEAK_PER_SECOND): Promise<RateDecision> {
  // By its SHA (the script's text is sent only when this Redis has not seen it yet: after a restart or flush).
  const run = async () => {
    try {
      return await redis.evalsha(SCRIPT_SHA, 1, key, size, rate);
    } catch (err) {
      if (!(err instanceof Error && err.message.startsWith("NOSCRIPT"))) throw err;
      return redis.eval(SCRIPT, 1, key, size, rate);
    }
  };
  const [allowed, milli] = (await run()) as [number, number];
  return decision(allowed === 1, milli / 1000, size, rate);
}

/** One request of a token: through Redis when REDIS_URL is set and Redis answers, else this process's bucket. */
export async function takeTokenRequest(tokenId: string): Promise<RateDecision> {
  const key = `sb:token-rate:${tokenId}`;
  const url = getEnv().REDIS_URL;
  if (!url) return takeLocal(key);
  return withRedis(url, (r) => takeRedis(r, key), () => takeLocal(key));
}

/** Tests: empty this process's buckets (a walk over every route with one token would otherwise run dry). */
export function resetLocalBuckets(): void {
  local.clear();
}
