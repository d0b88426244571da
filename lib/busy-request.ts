import { AsyncLocalStorage } from "node:async_hooks";
import type { ServerResponse } from "node:http";
import { POOL_BUSY_RETRY_AFTER_SECONDS } from "./unavailable";

/**
 * A page that found the pool busy answers 503 with Retry-After, for that request only (record 0122).
 *
 * A page cannot choose its status once it renders: Next answers a thrown error with its error boundary and 500
 * (record 0031). So the server's HTTP hook (lib/peer-address.ts) runs each request inside a scope; the pool
 * (db/pool-guard.ts) marks the scope when a checkout of this request waited its whole bound; and the answer's
 * head, if it is a 5xx, goes out as 503 with Retry-After and no-store instead. API routes already answer 503
 * themselves (lib/errors.ts). On globalThis: the hook and the pool are bundled apart but share the process.
 */
type Scope = { poolBusy: boolean };

const g = globalThis as unknown as { __sbRequestScope?: AsyncLocalStorage<Scope> };
const storage = (g.__sbRequestScope ??= new AsyncLocalStorage<Scope>());

/** Called by the pool when this request's wait for a connection ran out. Outside a request: nothing. */
export function notePoolBusy() {
  const s = storage.getStore();
  if (s) s.poolBusy = true;
}

/** Runs the server's handling of one request in its scope, and turns its 5xx head into 503 if the pool was busy. */
export function answerBusyAs503<T>(res: ServerResponse, handle: () => T): T {
  const scope: Scope = { poolBusy: false };
  const writeHead = res.writeHead;
  res.writeHead = function busyWriteHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    if (scope.poolBusy && status >= 500 && status !== 503 && !this.headersSent) {
      status = 503;
      // writeHead(status, reason?, headers?): the reason would still say 500's; headers given here win over setHeader's.
      if (typeof rest[0] === "string") rest.shift();
      const headers = rest[0];
      this.setHeader("Retry-After", String(POOL_BUSY_RETRY_AFTER_SECONDS));
      this.setHeader("Cache-Control", "no-store");
      if (headers && typeof headers === "object" && !Array.isArray(headers)) {
        for (const k of Object.keys(headers)) if (/^(retry-after|cache-control)$/i.test(k)) delete (headers as Record<string, unknown>)[k];
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
  return storage.run(scope, handle);
}
