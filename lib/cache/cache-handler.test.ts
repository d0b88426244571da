import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The local (no REDIS_URL) side of Next's cache handler: what it skips on a miss, and the cheaper entry sizing.
const g = globalThis as unknown as { __incrementalCache?: unknown };

/** Next's IncrementalCache.set in miniature: it measures the entry synchronously, then hands it over. */
class FakeIncrementalCache {
  measured: number[] = [];
  constructor(private readonly handler: { set(key: string, data: unknown, ctx: unknown): Promise<void> }) {}
  async set(key: string, data: unknown, ctx: unknown) {
    this.measured.push(JSON.stringify(data).length);
    await this.handler.set(key, data, ctx);
  }
}

type Handler = {
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: Record<string, unknown> } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
};

let dir: string;
let handler: Handler;
let readFile: ReturnType<typeof vi.fn>;
const realToJSON = Buffer.prototype.toJSON;

const page = (html: string) => ({
  kind: "APP_PAGE",
  html,
  rscData: Buffer.alloc(50_000, 7),
  headers: {},
  postponed: undefined,
  status: 200,
  segmentData: new Map(),
});

beforeAll(async () => {
  delete process.env.REDIS_URL;
  dir = mkdtempSync(path.join(tmpdir(), "sb-cache-"));
  const { nodeFs } = (await import("next/dist/server/lib/node-fs-methods.js")) as unknown as { nodeFs: Record<string, (...a: unknown[]) => unknown> };
  readFile = vi.fn((...args: unknown[]) => nodeFs.readFile(...args));
  const fs = { ...nodeFs, readFile };
  // A plain .mjs module without types (Next loads it outside its bundles): imported by a path held in a variable.
  const modulePath = "./cache-handler.mjs";
  const { default: CacheHandler } = (await import(/* @vite-ignore */ modulePath)) as { default: new (ctx: unknown) => Handler };
  handler = new CacheHandler({ fs, serverDistDir: path.join(dir, "server"), maxMemoryCacheSize: 10 * 1024 * 1024, revalidatedTags: [] });
});

afterAll(() => {
  delete g.__incrementalCache;
  Buffer.prototype.toJSON = realToJSON;
  rmSync(dir, { recursive: true, force: true });
});

describe("local cache handler", () => {
  it("measures a page entry's Buffer by its length, a data entry as before, and leaves Buffer#toJSON as it was", async () => {
    const cache = new FakeIncrementalCache(handler);
    g.__incrementalCache = cache;
    await handler.get("/warm-up", { kind: "FETCH", tags: [] }); // installs the wrapper, as the first request would

    const entry = page("<html>hello</html>");
    await cache.set("/t/a/products", entry, { kind: "APP_PAGE" });
    // 50,000 bytes as an array of numbers would be ~100 KB of JSON; by length it is a few dozen characters.
    expect(cache.measured[0]).toBeLessThan(1_000);
    expect(Buffer.prototype.toJSON).toBe(realToJSON);
    expect(JSON.stringify(Buffer.from([1, 2]))).toBe('{"type":"Buffer","data":[1,2]}');

    const data = { kind: "FETCH", data: { body: "x", headers: {}, status: 200, url: "" }, revalidate: 60, tags: [], buf: Buffer.from([1, 2, 3]) };
    await cache.set("data-key", data, { fetchCache: true, kind: "FETCH" });
    expect(cache.measured[1]).toBe(JSON.stringify(data).length);
    expect(cache.measured[1]).toBeGreaterThan(JSON.stringify({ ...data, buf: null }).length);

    // What was stored is the real entry, Buffer and all.
    const got = await handler.get("/t/a/products", { kind: "APP_PAGE", isFallback: false });
    expect(Buffer.isBuffer(got?.value.rscData)).toBe(true);
    expect((got?.value.rscData as Buffer).length).toBe(50_000);
  });

  it("a data entry missing from memory is a miss without reading the disk", async () => {
    readFile.mockClear();
    expect(await handler.get("never-set", { kind: "FETCH", tags: [] })).toBeNull();
    expect(readFile).not.toHaveBeenCalled();
  });

  it("a page the build did not write is looked for on disk once, then not again until it is cached", async () => {
    readFile.mockClear();
    const ctx = { kind: "APP_PAGE", isFallback: false };
    expect(await handler.get("/t/b/products", ctx)).toBeNull();
    const firstLook = readFile.mock.calls.length;
    expect(firstLook).toBeGreaterThan(0);
    expect(await handler.get("/t/b/products", ctx)).toBeNull();
    expect(readFile.mock.calls.length).toBe(firstLook);

    await handler.set("/t/b/products", page("<html>b</html>"), ctx);
    expect(String((await handler.get("/t/b/products", ctx))?.value.html)).toBe("<html>b</html>");
  });

  it("keeps a page's HTML as bytes, so a hit is written as a Buffer, and leaves the caller's entry alone", async () => {
    const ctx = { kind: "APP_PAGE", isFallback: false };
    const entry = page("<html>₹1,299.00 · café</html>");
    await handler.set("/t/c/products", entry, ctx);
    expect(typeof entry.html).toBe("string");
    const got = await handler.get("/t/c/products", ctx);
    expect(Buffer.isBuffer(got?.value.html)).toBe(true);
    expect((got?.value.html as Buffer).toString("utf8")).toBe("<html>₹1,299.00 · café</html>");
    // Data entries are stored as they come.
    const data = { kind: "FETCH", data: { body: "<p>x</p>", headers: {}, status: 200, url: "" }, revalidate: 60, tags: [] };
    await handler.set("data-c", data, { fetchCache: true, kind: "FETCH" });
    expect((await handler.get("data-c", { kind: "FETCH", tags: [] }))?.value).toEqual(data);
  });
});
