import { afterEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvCache } from "./env";

afterEach(() => resetEnvCache());

describe("env defaults", () => {
  it("a killed product import is taken over within a minute with the default lease (record 0121)", () => {
    for (const k of ["IMPORT_HEARTBEAT_SECONDS", "IMPORT_STALE_SECONDS", "IMPORT_SWEEP_SECONDS"]) expect(process.env[k]).toBeUndefined();
    resetEnvCache();
    const env = getEnv();
    expect({ heartbeat: env.IMPORT_HEARTBEAT_SECONDS, stale: env.IMPORT_STALE_SECONDS, sweep: env.IMPORT_SWEEP_SECONDS }).toEqual({ heartbeat: 10, stale: 30, sweep: 15 });
    // A live run renews its lease at least twice before it could be taken for dead.
    expect(env.IMPORT_STALE_SECONDS).toBeGreaterThanOrEqual(2 * env.IMPORT_HEARTBEAT_SECONDS);
    // Stale, then the next sweep, then the queue's pick-up (products.import polls every second).
    expect(env.IMPORT_STALE_SECONDS + env.IMPORT_SWEEP_SECONDS + 1).toBeLessThanOrEqual(60);
  });
});
