import { newAttemptKey } from "@/lib/http/fetch";

/**
 * The Idempotency-Key of POST /api/orders: one per checkout attempt. A retry of the same attempt (the
 * request failed, or its answer was lost) sends the same key, so the server can answer with the order it
 * already placed instead of placing a second one. A changed cart, address or method is a new attempt,
 * and so is any order after one came back (it was paid, or given up and cancelled).
 */
export class AttemptKeys {
  private current: { fingerprint: string; key: string } | null = null;

  constructor(private readonly make: () => string = newAttemptKey) {}

  /** The key for this order payload (which holds the cart, the address and the method). */
  keyFor(payload: unknown): string {
    const fingerprint = JSON.stringify(payload);
    if (!this.current || this.current.fingerprint !== fingerprint) this.current = { fingerprint, key: this.make() };
    return this.current.key;
  }

  /** An order came back: this attempt is over, the next order is a new one. */
  settle(): void {
    this.current = null;
  }
}
