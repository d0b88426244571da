import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Who is making the change the current code runs for (issue 40's activity log): set once per request by the
 * route wrapper (lib/http/route.ts) and per job by the worker, read by whatever records an entry inside the
 * change's transaction, so no service signature has to carry it. Outside any (a script, a test), the system.
 */
export type ActorType = "owner" | "staff" | "admin" | "token" | "system";
export type Actor = { type: ActorType; id: string | null; email?: string; name?: string };
export type ActivityOrigin = { actor: Actor; ip: string | null; userAgent: string | null };

const SYSTEM: ActivityOrigin = { actor: { type: "system", id: null }, ip: null, userAgent: null };

const storage = new AsyncLocalStorage<ActivityOrigin>();

export function runAs<T>(origin: ActivityOrigin, fn: () => T): T {
  return storage.run(origin, fn);
}

export function currentOrigin(): ActivityOrigin {
  return storage.getStore() ?? SYSTEM;
}
