import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { FakeObjectStorage } from "@/tests/fakes/object-storage";
import { BlobStorage, getStorage, isSafeKey, LocalStorage, resolveKey, S3Storage } from "./index";

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

describe("BlobStorage (@vercel/blob against a local fake)", () => {
  const token = "vercel_blob_rw_fakestore_abc123";
  const fake = new FakeObjectStorage({ blobToken: token });
  beforeAll(async () => {
    process.env.VERCEL_BLOB_API_URL = await fake.listen();
    process.env.VERCEL_BLOB_RETRIES = "0";
  });
  afterAll(async () => {
    delete process.env.VERCEL_BLOB_API_URL;
    delete process.env.VERCEL_BLOB_RETRIES;
    await fake.close();
  });

  it("puts the bytes with the token under uploads/{key} and answers the public URL", async () => {
    const url = await new BlobStorage(token).put("t1/x.png", new Uint8Array([9, 9]), "image/png");
    expect(url).toBe("https://fakestore.public.blob.vercel-storage.com/uploads/t1/x.png");
    const o = fake.objects.get("blob/uploads/t1/x.png")!;
    expect([...o.body]).toEqual([9, 9]);
    expect(o.contentType).toBe("image/png");
    expect(o.headers["x-add-random-suffix"]).toBe("0");
  });

  it("throws when the store refuses the token, and never sends an unsafe key", async () => {
    await expect(new BlobStorage("vercel_blob_rw_fakestore_wrong").put("t1/y.png", new Uint8Array([1]), "image/png")).rejects.toThrow();
    await expect(new BlobStorage(token).put("../y.png", new Uint8Array([1]), "image/png")).rejects.toThrow(/Unsafe/);
  });
});

describe("S3Storage (@aws-sdk/client-s3 against a local S3-compatible fake)", () => {
  const fake = new FakeObjectStorage({ s3Bucket: "shop-uploads", s3AccessKeyId: "AKIAFAKE" });
  let endpoint = "";
  beforeAll(async () => {
    endpoint = await fake.listen();
  });
  afterAll(() => fake.close());

  it("signs a path-style PutObject and answers the object's URL", async () => {
    const s = new S3Storage({ bucket: "shop-uploads", region: "us-east-1", endpoint, accessKeyId: "AKIAFAKE", secretAccessKey: "secret" });
    const url = await s.put("t1/z.webp", new Uint8Array([4, 5, 6]), "image/webp");
    expect(url).toBe(`${endpoint}/shop-uploads/uploads/t1/z.webp`);
    const o = fake.objects.get("s3/uploads/t1/z.webp")!;
    expect([...o.body]).toEqual([4, 5, 6]);
    expect(o.contentType).toBe("image/webp");
    expect(o.headers["cache-control"]).toMatch(/immutable/);
    const back = await fetch(url);
    expect([...new Uint8Array(await back.arrayBuffer())]).toEqual([4, 5, 6]);
    expect(new S3Storage({ bucket: "b", region: "eu-west-1" }).publicUrl("uploads/a.png")).toBe("https://b.s3.eu-west-1.amazonaws.com/uploads/a.png");
    expect(new S3Storage({ bucket: "b", region: "auto", endpoint, publicUrl: "https://cdn.example.com/" }).publicUrl("uploads/a.png")).toBe("https://cdn.example.com/uploads/a.png");
  });

  it("throws on refused credentials", async () => {
    const s = new S3Storage({ bucket: "shop-uploads", region: "us-east-1", endpoint, accessKeyId: "AKIAOTHER", secretAccessKey: "secret" });
    await expect(s.put("t1/q.png", new Uint8Array([1]), "image/png")).rejects.toThrow();
  });
});

describe("getStorage picks the backend from the environment", () => {
  afterAll(() => {
    for (const k of ["BLOB_READ_WRITE_TOKEN", "S3_BUCKET"]) delete process.env[k];
    resetEnvCache();
  });
  it("Blob with a token, S3 with a bucket, else the local disk", () => {
    resetEnvCache();
    expect(getStorage().kind).toBe("local");
    process.env.S3_BUCKET = "b";
    resetEnvCache();
    expect(getStorage().kind).toBe("s3");
    process.env.BLOB_READ_WRITE_TOKEN = "vercel_blob_rw_x_y";
    resetEnvCache();
    expect(getStorage().kind).toBe("blob");
  });
});
