/**
 * The Idempotency-Key of POST /api/orders: one per checkout attempt. A retry of the same attempt (the
 * request failed, or its answer was lost) sends the same key, so the server can answer with the order it
 * already placed instead of placing a second one. A changed cart, address or method is a new attempt,
 * and so is any order after one came back (it was paid, or given up and cancelled).
 */
export function newAttemptKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === "function") return c.randomUUID();
  // randomUUID exists only in secure contexts; a custom domain served over plain http is not one.
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

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
