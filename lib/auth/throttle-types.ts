// The throttle's contract, apart from its Redis and in-memory implementations so neither imports the other.
export type ThrottlePolicy = { max: number; windowSeconds: number };

export interface Throttle {
  /** Seconds until `key` may try again; 0 when it may try now. */
  retryAfter(key: string): Promise<number>;
  /** Count one failure (or, for registration, one attempt) against `key`. Returns the count in the window. */
  fail(key: string, policy?: ThrottlePolicy): Promise<number>;
  reset(key: string): Promise<void>;
  isBlocked(key: string): Promise<boolean>;
}
