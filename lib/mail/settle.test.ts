import { describe, expect, it } from "vitest";
import { isPassingDatabaseError, settle } from "./settle";

const lost = () => Object.assign(new Error("Connection terminated unexpectedly"), {});
const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describe("settle", () => {
  it("tries a write again while the database is unavailable, then answers its result", async () => {
    let calls = 0;
    const waits: number[] = [];
    const r = await settle(
      async () => {
        calls++;
        if (calls === 1) throw lost();
        if (calls < 4) throw new Error("Failed query: update …", { cause: refused() });
        return "landed";
      },
      60_000,
      async (ms) => void waits.push(ms),
    );
    expect(r).toBe("landed");
    expect(calls).toBe(4);
    expect(waits).toEqual([100, 200, 400]);
  });

  it("does not retry an error that is not the database being away", async () => {
    let calls = 0;
    const bad = Object.assign(new Error("duplicate key"), { code: "23505" });
    await expect(settle(async () => (calls++, Promise.reject(bad)), 60_000, async () => {})).rejects.toBe(bad);
    expect(calls).toBe(1);
  });

  it("gives up with the last error once the wait is over", async () => {
    let calls = 0;
    await expect(settle(async () => (calls++, Promise.reject(refused())), 250, (ms) => new Promise((r) => setTimeout(r, ms)))).rejects.toMatchObject({ code: "ECONNREFUSED" });
    // 100 + 200 ms of waits fit in 250 ms only once: two tries.
    expect(calls).toBe(2);
  });
});

describe("isPassingDatabaseError", () => {
  it("is true for a lost or refused database and for a busy pool, also wrapped; false for a query's own error", () => {
    expect(isPassingDatabaseError(lost())).toBe(true);
    expect(isPassingDatabaseError(new Error("Failed query", { cause: refused() }))).toBe(true);
    expect(isPassingDatabaseError(new Error("Failed query", { cause: new Error("timeout exceeded when trying to connect") }))).toBe(true);
    expect(isPassingDatabaseError(Object.assign(new Error("busy"), { code: "SB_POOL_BUSY" }))).toBe(true);
    expect(isPassingDatabaseError(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isPassingDatabaseError(Object.assign(new Error("invalid input syntax for type uuid"), { code: "22P02" }))).toBe(false);
    expect(isPassingDatabaseError(new TypeError("x is undefined"))).toBe(false);
  });
});
