import { describe, expect, it } from "vitest";
import { createAvailability, unavailablePage } from "./unavailable";

function setup(opts: { repeatMs?: number } = {}) {
  let t = 0;
  const lines: string[] = [];
  const log = { error: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
  const a = createAvailability({ log, now: () => t, probeEveryMs: 5, probeTimeoutMs: 50, ...opts });
  return { a, lines, advance: (ms: number) => (t += ms) };
}

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits (up to 2 s: the machine may be busy) until `ok()`. */
async function eventually(ok: () => boolean) {
  for (let i = 0; i < 200 && !ok(); i++) await wait(10);
  return ok();
}

describe("database availability", () => {
  it("logs an outage once, then one summary per interval however many requests fail, and the return once", () => {
    const { a, lines, advance } = setup({ repeatMs: 30_000 });
    for (let i = 0; i < 1000; i++) {
      a.markDown(refused);
      advance(100); // 100 s in all
    }
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe("[db] unavailable (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432); answering 503 until it is back");
    expect(lines[1]).toMatch(/^\[db\] still unavailable after 30 s \(300 more failures; last: ECONNREFUSED/);
    a.markUp();
    a.markUp();
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe("[db] available again after 100.0 s");
    expect(a.down).toBe(false);
  });

  it("checks in the background while down and ends the outage on the first check that succeeds", async () => {
    const { a } = setup();
    let up = false;
    let probes = 0;
    a.setProbe(async () => {
      probes++;
      if (!up) throw refused;
    });
    a.markDown(refused);
    expect(await eventually(() => probes > 2)).toBe(true);
    expect(a.down).toBe(true);
    up = true;
    expect(await eventually(() => !a.down)).toBe(true);
    const after = probes;
    await wait(30);
    expect(probes).toBe(after); // no checks once it is back
  });

  it("counts a check that hangs as failed", async () => {
    const { a } = setup();
    a.setProbe(() => new Promise(() => {}));
    a.markDown(refused);
    await a.check();
    expect(a.down).toBe(true);
    a.markUp();
  });

  it("answers pages 503 with Retry-After, never cached", async () => {
    const res = unavailablePage();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain("temporarily unavailable");
  });
});
