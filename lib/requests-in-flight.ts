/**
 * How many HTTP requests this process is answering right now: counted by the server's request hook
 * (lib/peer-address.ts), read by the job worker so background work gives way to shoppers (lib/queue/yield.ts).
 * In a process without the hook (tests, scripts) it stays 0, and jobs never wait.
 */
import type { ServerResponse } from "node:http";

const g = globalThis as unknown as { __sbInFlight?: { n: number; lastAt: number } };
const state = () => (g.__sbInFlight ??= { n: 0, lastAt: 0 });

/** Count a request from its start until its response closes (finished or aborted). */
export function trackRequest(res: ServerResponse): void {
  const s = state();
  s.n++;
  s.lastAt = Date.now();
  res.once("close", () => {
    s.n = Math.max(0, s.n - 1);
    s.lastAt = Date.now();
  });
}

export function requestsInFlight(): number {
  return state().n;
}

/** Milliseconds since a request last started or ended (Infinity when none ever came). */
export function msSinceLastRequest(): number {
  const s = state();
  return s.lastAt ? Date.now() - s.lastAt : Infinity;
}
