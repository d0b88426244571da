import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The Redis side of Next's cache handler against a real redis-server (started here on its own port, never
// the machine's): hung (SIGSTOP), pages are still stored and served, from this process's memory, within the
// 200 ms command timeout; tags expired meanwhile reach Redis when it is back.
const PORT = Number(process.env.CACHE_OUTAGE_REDIS_PORT ?? 3757);
const hasRedis = spawnSync("sh", ["-c", "command -v redis-server"]).status === 0;

type Entry = { lastModified: number; value: Record<string, unknown> } | null;
type Handler = {
  get(key: string, ctx: Record<string, unknown>): Promise<Entry>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
};

const page = (html: string, tags: string) => ({ kind: "APP_PAGE", html, rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": tags }, status: 200 });
const ctx = { kind: "APP_PAGE" };
const cli = (...args: string[]) => spawnSync("redis-cli", ["-p", String(PORT), ...args], { encoding: "utf8", timeout: 2000 }).stdout.trim();
const timed = async <T>(work: () => Promise<T>) => {
  const t0 = performance.now();
  const value = await work();
  return { value, ms: performance.now() - t0 };
};

describe.skipIf(!hasRedis)("cache handler with Redis hung", () => {
  let redis: ChildProcess;
  let handler: Handler;

  beforeAll(async () => {
    redis = spawn("redis-server", ["--port", String(PORT), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    for (let i = 0; i < 100 && cli("ping") !== "PONG"; i++) await new Promise((r) => setTimeout(r, 50));
    process.env.REDIS_URL = `redis://127.0.0.1:${PORT}`;
    const modulePath = "./cache-handler.mjs";
    const { default: CacheHandler } = (await import(/* @vite-ignore */ modulePath)) as { default: new (c: unknown) => Handler };
    handler = new CacheHandler({});
  });

  afterAll(() => {
    delete process.env.REDIS_URL;
    redis.kill("SIGCONT");
    redis.kill("SIGKILL");
  });

  it("stores in Redis while it answers", async () => {
    await handler.set("/t/a/", page("<p>home</p>", "t:a"), ctx);
    expect(cli("exists", "sb:cache:/t/a/")).toBe("1");
    expect((await handler.get("/t/a/", ctx))?.value.html?.toString()).toBe("<p>home</p>");
  });

  it("hung: answers within the timeout, then keeps pages in memory without waiting on Redis", async () => {
    redis.kill("SIGSTOP");
    const first = await timed(() => handler.get("/t/a/", ctx));
    expect(first.value).toBeNull();
    expect(first.ms).toBeLessThan(400);
    const stored = await timed(() => handler.set("/t/a/products", page("<p>list</p>", "t:a,t:a:products"), ctx));
    expect(stored.ms).toBeLessThan(50); // the breaker is open: no 200 ms timeout per call
    const hit = await timed(() => handler.get("/t/a/products", ctx));
    expect(hit.value?.value.html?.toString()).toBe("<p>list</p>");
    expect(hit.ms).toBeLessThan(50);
    // An owner's edit during the outage expires the local copy at once...
    await handler.revalidateTag("t:a:products");
    expect(await handler.get("/t/a/products", ctx)).toBeNull();
  });

  it("back: uses Redis again, and the expiry made during the outage reaches it", { timeout: 15_000 }, async () => {
    redis.kill("SIGCONT");
    await new Promise((r) => setTimeout(r, 1100)); // the breaker's next probe is due
    let back = false;
    for (let i = 0; i < 50 && !back; i++) {
      await handler.get("/t/a/", ctx);
      back = cli("hexists", "sb:cache-tags", "t:a:products") === "1";
      if (!back) await new Promise((r) => setTimeout(r, 100));
    }
    expect(back).toBe(true);
    await handler.set("/t/a/about", page("<p>about</p>", "t:a"), ctx);
    expect(cli("exists", "sb:cache:/t/a/about")).toBe("1");
  });
});
