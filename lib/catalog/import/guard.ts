import "server-only";
import { getThrottle, type ThrottlePolicy } from "@/lib/auth/throttle";
import { AppError, conflict, tooManyRequests } from "@/lib/errors";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * Who may have a CSV file read now (record 0121). Reading a 15 MB file costs seconds of this server's CPU,
 * given out in slices so other requests keep flowing, so how many run at once is what bounds the slowdown:
 *   - one per store at a time, in this process: a second preview (or import) of the store while one is read
 *     answers 409 at once rather than waiting, because the owner's browser sends one and shows its answer,
 *     and a waiting request would only hold its connection and memory (the file) for nothing;
 *   - at most MAX_READS in this process across stores: the next answers 503 with Retry-After, for that request
 *     only (the server is busy, not down);
 *   - per owner, FILES_PER_WINDOW files in WINDOW_SECONDS (previews and imports together), through the
 *     sign-in throttle's counters (Redis, or the database), so the limit holds across instances: then 429
 *     with the seconds to wait.
 * The locks are this process's, not the cluster's: what they protect is this process's event loop, and a
 * database lock held for the seconds a file takes would hold a pooled connection as long.
 */
export const MAX_READS = 2;
export const FILES_PER_WINDOW = 30;
export const WINDOW_SECONDS = 600;
const RETRY_AFTER_SECONDS = 5;

const policy: ThrottlePolicy = { max: FILES_PER_WINDOW, windowSeconds: WINDOW_SECONDS };
const g = globalThis as unknown as { __sbImportReads?: Set<string> };
const reading = (g.__sbImportReads ??= new Set<string>());

/** Run `read` (which reads a file of this store) under the limits above. */
export async function withFileRead<T>(tenantId: TenantId, staffId: string, read: () => Promise<T>): Promise<T> {
  const key = `import-file:${staffId}`;
  const throttle = getThrottle();
  const wait = await throttle.retryAfter(key);
  if (wait > 0) throw tooManyRequests(`You have checked or imported ${FILES_PER_WINDOW} files in ${WINDOW_SECONDS / 60} minutes: try again in ${wait} seconds`, wait);
  if (reading.has(tenantId)) {
    throw conflict("A preview or import of this store is already running: wait for it to finish", { file: "Another file of this store is being read" });
  }
  if (reading.size >= MAX_READS) {
    throw new AppError(503, "The server is busy reading other import files: try again in a few seconds", undefined, "busy", RETRY_AFTER_SECONDS);
  }
  reading.add(tenantId);
  try {
    await throttle.fail(key, policy);
    return await read();
  } finally {
    reading.delete(tenantId);
  }
}
