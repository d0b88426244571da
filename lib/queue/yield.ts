import { msSinceLastRequest, requestsInFlight } from "@/lib/requests-in-flight";

/**
 * Background work gives way to requests. The job worker runs in the web server's process by default, and on
 * a small machine rendering and sending an order's two mails cost about as much CPU as placing the order:
 * under a burst of checkouts the mails doubled every shopper's wait (issue 35). A job waits while this
 * process is answering requests, checking every `stepMs`, for at most `maxWaitMs`: a quiet moment lets it
 * through at once, and under sustained load every job still goes, just later (mails are not interactive).
 * Nothing is lost by waiting: the job is claimed in pg-boss and its outbox row is durable.
 */
export async function yieldToRequests({ maxWaitMs = 2000, stepMs = 20, quietMs = 10 } = {}): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < maxWaitMs && (requestsInFlight() > 0 || msSinceLastRequest() < quietMs)) {
    await new Promise((r) => setTimeout(r, stepMs + Math.random() * stepMs));
  }
  return Date.now() - started;
}
