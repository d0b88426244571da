import "server-only";
import { getEnv } from "@/lib/env";
import { withRedis } from "@/lib/redis";
import { pingDatabase } from "./repository";

/**
 * What a load balancer asks before sending traffic: the database answers and the process is not shutting
 * down. A database check that takes longer than a second counts as failed, so a hung database takes the
 * instance out of rotation instead of hanging the prober. Redis is reported but does not fail the check:
 * pages and sign-ins work without it (lib/redis-guard.mjs), so an instance without Redis is "degraded",
 * still worth sending traffic to; taking every instance out because Redis is down would be an outage.
 */
export type Health = { status: "ok" | "unavailable"; database: Check; redis: "ok" | "degraded" | "not configured"; draining: boolean };
type Check = "ok" | "down";

const g = globalThis as unknown as { __sbDraining?: boolean };

/** Called on SIGTERM: from now on the health check fails, so balancers stop sending new requests. */
export function markDraining() {
  g.__sbDraining = true;
}

/** Hooked at server start. Lives here, not in instrumentation.ts, whose Edge build warns on any process.* call. */
export function drainOnSigterm() {
  process.once("SIGTERM", markDraining);
}

async function within(ms: number, work: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([work(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), ms)))]);
    return "ok";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(): Promise<Health> {
  const url = getEnv().REDIS_URL;
  const [database, redis] = await Promise.all([
    within(1000, pingDatabase),
    url
      ? withRedis(url, async (r) => (await r.ping(), "ok" as const), () => "degraded" as const)
      : Promise.resolve("not configured" as const),
  ]);
  const draining = !!g.__sbDraining;
  const ok = database === "ok" && !draining;
  return { status: ok ? "ok" : "unavailable", database, redis, draining };
}
