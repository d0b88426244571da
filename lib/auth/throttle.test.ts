import { describe, expect, it } from "vitest";
import { delayAfter, type ThrottlePolicy } from "./throttle";

/** An attacker who guesses the moment each wait ends: how many guesses land in each window. */
function guessesPerWindow(policy: ThrottlePolicy, hours: number): number[] {
  const windows: number[] = [];
  let t = 0;
  let failures = 0;
  let lastFailure = -Infinity;
  while (t < hours * 3600) {
    // The count restarts a whole window after the last wait ended (lib/auth/repository.ts, throttle.ts).
    if (t - lastFailure > policy.windowSeconds + delayAfter(failures, policy)) failures = 0;
    failures++;
    lastFailure = t;
    const w = Math.floor(t / policy.windowSeconds);
    windows[w] = (windows[w] ?? 0) + 1;
    t += Math.max(1, delayAfter(failures, policy));
  }
  return windows;
}

describe("progressive delay", () => {
  const policy = { max: 9, windowSeconds: 15 * 60 };

  it("lets the first failures through, then doubles the wait up to the window", () => {
    expect([1, 8].map((n) => delayAfter(n, policy))).toEqual([0, 0]);
    expect([9, 10, 11, 12, 13, 30].map((n) => delayAfter(n, policy))).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it("bounds an account to 12 guesses in the first 15-minute window and 1 per window once it keeps going", () => {
    const windows = guessesPerWindow(policy, 24);
    expect(windows[0]).toBe(12);
    expect(Math.max(...windows)).toBe(12);
    expect(windows.slice(4).every((n) => n <= 1)).toBe(true);
  });
});
