import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BlobStorage, isSafeKey, LocalStorage, resolveKey } from "./index";

describe("storage keys", () => {
  it("allow safe relative segments only", () => {
    expect(isSafeKey("t1/abc.png")).toBe(true);
    for (const k of ["../x.png", "t1/../x.png", "/etc/passwd", "t1//x.png", "t1/.hidden", "a/b/c/d/e.png", "t1/x y.png", "t1\\x.png", ""]) {
      expect(isSafeKey(k), k).toBe(false);
    }
  });
  it("never resolve outside the root", () => {
    expect(resolveKey("/data/uploads", "t1/a.png")).toBe(path.resolve("/data/uploads/t1/a.png"));
    expect(resolveKey("/data/uploads", "../a.png")).toBeNull();
  });
});

describe("LocalStorage", () => {
  let dir = "";
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("writes under the root and reads back; answers /uploads/{key}", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "sb-storage-"));
    const s = new LocalStorage(dir);
    const url = await s.put("t1/abc.png", new Uint8Array([1, 2, 3]));
    expect(url).toBe("/uploads/t1/abc.png");
    expect([...(await readFile(path.join(dir, "t1", "abc.png")))]).toEqual([1, 2, 3]);
    expect([...((await s.read("t1/abc.png")) ?? [])]).toEqual([1, 2, 3]);
    expect(await s.read("t1/missing.png")).toBeNull();
    expect(await s.read("../../etc/passwd")).toBeNull();
    await expect(s.put("../x.png", new Uint8Array([1]))).rejects.toThrow(/Unsafe/);
  });
});

describe("BlobStorage (Vercel Blob HTTP API)", () => {
  it("PUTs the bytes with the token and answers the public URL", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ url: "https://abc.public.blob.vercel-storage.com/uploads/t1/x.png", pathname: "uploads/t1/x.png" }), { status: 200 });
    }) as unknown as typeof fetch;
    const s = new BlobStorage("vercel_blob_rw_abc_123", "https://blob.test", fake);
    const url = await s.put("t1/x.png", new Uint8Array([9, 9]), "image/png");
    expect(url).toBe("https://abc.public.blob.vercel-storage.com/uploads/t1/x.png");
    expect(calls[0].url).toBe("https://blob.test/?pathname=uploads%2Ft1%2Fx.png");
    expect(calls[0].init.method).toBe("PUT");
    const h = calls[0].init.headers as Record<string, string>;
    expect(h.authorization).toBe("Bearer vercel_blob_rw_abc_123");
    expect(h["x-content-type"]).toBe("image/png");
    expect(h["x-vercel-blob-access"]).toBe("public");
  });

  it("throws on an error answer", async () => {
    const fake = (async () => new Response(JSON.stringify({ error: { code: "forbidden" } }), { status: 403 })) as unknown as typeof fetch;
    await expect(new BlobStorage("t", "https://blob.test", fake).put("t1/x.png", new Uint8Array([1]), "image/png")).rejects.toThrow(/403/);
  });
});
