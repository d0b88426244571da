import { spawn } from "node:child_process";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { createRedisGuard } from "./redis-guard.mjs";

function setup(retryMs = 1000) {
  let t = 0;
  const lines: string[] = [];
  const log = { error: (m: string) => lines.push(`E ${m}`), warn: (m: string) => lines.push(`W ${m}`) };
  let recovered = 0;
  const guard = createRedisGuard({ name: "test", retryMs, log, now: () => t, onRecover: () => recovered++ });
  return { guard, lines, advance: (ms: number) => (t += ms), recovered: () => recovered };
}

const fail = () => Promise.reject(new Error("Command timed out"));

describe("redis guard", () => {
  it("falls back when Redis fails, and then skips it (no timeout per call) until the next probe is due", async () => {
    const { guard, advance } = setup();
    let calls = 0;
    const failing = () => (calls++, fail());
    expect(await guard.run(failing, () => "local")).toBe("local");
    expect(guard.down).toBe(true);
    for (let i = 0; i < 50; i++) expect(await guard.run(failing, () => "local")).toBe("local");
    expect(calls).toBe(1);
    advance(1000);
    expect(await guard.run(failing, () => "local")).toBe("local");
    expect(calls).toBe(2);
  });

  it("lets one probe through per interval, even when calls arrive together", async () => {
    const { guard, advance } = setup();
    await guard.run(fail, () => null);
    advance(1000);
    let calls = 0;
    const slow = () => (calls++, new Promise<string>((r) => setTimeout(() => r("redis"), 5)));
    const answers = await Promise.all(Array.from({ length: 10 }, () => guard.run(slow, () => "local")));
    expect(calls).toBe(1);
    expect(answers.filter((a) => a === "redis")).toHaveLength(1);
    expect(guard.down).toBe(false);
  });

  it("logs one line when Redis is lost and one when it is back, not one per request", async () => {
    const { guard, lines, advance, recovered } = setup();
    for (let i = 0; i < 100; i++) {
      await guard.run(fail, () => null);
      advance(100);
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^E \[test\] redis unavailable \(Command timed out\)/);
    advance(1000);
    expect(await guard.run(async () => "redis", () => "local")).toBe("redis");
    for (let i = 0; i < 10; i++) await guard.run(async () => "redis", () => "local");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("W [test] redis answers again");
    await new Promise((r) => setTimeout(r, 0));
    expect(recovered()).toBe(1);
  });

  it("times out a call that gets no answer within 200 ms", async () => {
    const { guard } = setup();
    const t0 = performance.now();
    expect(await guard.run(() => new Promise(() => {}), () => "local")).toBe("local");
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(guard.down).toBe(true);
  });

  it("does not take a reply that waited behind a blocked event loop for a timeout", async () => {
    // A real socket to another process: its reply is in our buffer when the loop wakes up, after the 200 ms
    // timer is due. (A server in this process could not answer while the loop is blocked.)
    const server = spawn(process.execPath, [
      "-e",
      `const s = require("node:net").createServer((c) => c.on("data", () => c.write("+PONG\\r\\n")));
       s.listen(0, "127.0.0.1", () => console.log(s.address().port));`,
    ]);
    const port = Number(await new Promise<string>((r) => server.stdout.once("data", (d) => r(String(d)))));
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    try {
      const { guard } = setup();
      const answer = guard.run(
        () =>
          new Promise<string>((resolve) => {
            socket.once("data", () => resolve("redis"));
            socket.write("PING\r\n");
            const until = performance.now() + 400; // a page rendering synchronously
            while (performance.now() < until);
          }),
        () => "local",
      );
      expect(await answer).toBe("redis");
      expect(guard.down).toBe(false);
    } finally {
      socket.destroy();
      server.kill();
    }
  });
});
