import "server-only";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getEnv } from "@/lib/env";

/**
 * The one place uploaded files go. `put(key, bytes, contentType)` stores a file and answers the URL the
 * app and browsers use for it. Keys are relative paths made of safe segments (see isSafeKey), namespaced
 * per store by the caller: "{tenantId}/{random}.{ext}".
 *
 *   local (default)  DATA_DIR/uploads/{key}, served back at /uploads/{key} by app/uploads/[...path]
 *   Vercel Blob      when BLOB_READ_WRITE_TOKEN is set: @vercel/blob's put(), its public URL returned
 *   S3-compatible    when S3_BUCKET is set: @aws-sdk/client-s3 PutObject, the object's public URL returned
 */
export interface FileStorage {
  readonly kind: "local" | "blob" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** A key is 1–4 segments of letters, digits, dot, dash and underscore; no "..", no absolute paths. */
export function isSafeKey(key: string): boolean {
  const parts = key.split("/");
  return parts.length >= 1 && parts.length <= 4 && parts.every((p) => SEGMENT.test(p) && !p.includes(".."));
}

/** Where local uploads live: DATA_DIR/uploads (a temp folder when the database is in memory, as in tests). */
export function uploadsRoot(): string {
  const dir = getEnv().DATA_DIR;
  if (dir.startsWith("memory://")) return path.join(os.tmpdir(), "storebuilder-uploads");
  return path.resolve(dir, "uploads");
}

/** The absolute path of a key under `root`, or null when it would leave it. */
export function resolveKey(root: string, key: string): string | null {
  if (!isSafeKey(key)) return null;
  const full = path.resolve(root, ...key.split("/"));
  return full.startsWith(path.resolve(root) + path.sep) ? full : null;
}

export class LocalStorage implements FileStorage {
  readonly kind = "local" as const;

  constructor(private readonly root: string = uploadsRoot()) {}

  async put(key: string, bytes: Uint8Array): Promise<string> {
    const full = resolveKey(this.root, key);
    if (!full) throw new Error(`Unsafe storage key: ${key}`);
    await mkdir(path.dirname(full), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${full}.${process.pid}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, full);
    return `/uploads/${key}`;
  }

  /** The bytes of a stored file, or null when the key is unsafe or nothing is stored there. */
  async read(key: string): Promise<Uint8Array | null> {
    const full = resolveKey(this.root, key);
    if (!full) return null;
    try {
      // Uploads live in DATA_DIR at run time, not in the build: nothing here for the build to trace.
      return await readFile(/* turbopackIgnore: true */ full);
    } catch {
      return null;
    }
  }
}

/**
 * Vercel Blob through the official SDK (`@vercel/blob`'s put()). The SDK reads its API base from
 * VERCEL_BLOB_API_URL (tests point it at a local fake); the token is the store's BLOB_READ_WRITE_TOKEN.
 */
export class BlobStorage implements FileStorage {
  readonly kind = "blob" as const;

  constructor(private readonly token: string) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<string> {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const { put } = await import("@vercel/blob");
    const r = await put(`uploads/${key}`, Buffer.from(bytes), {
      access: "public",
      token: this.token,
      contentType,
      addRandomSuffix: false,
      cacheControlMaxAge: 31536000,
    });
    return r.url;
  }
}

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  publicUrl?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2…) through `@aws-sdk/client-s3`, so a Node
 * container deployment has durable uploads too. With S3_ENDPOINT (a non-AWS service) keys are addressed
 * path-style; checksums are sent only where the service requires them, which S3-compatible servers accept.
 * Credentials: S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY, else the SDK's default chain (instance roles).
 */
export class S3Storage implements FileStorage {
  readonly kind = "s3" as const;
  private client: Promise<import("@aws-sdk/client-s3").S3Client> | null = null;

  constructor(private readonly o: S3Options) {}

  private s3() {
    this.client ??= import("@aws-sdk/client-s3").then(
      ({ S3Client }) =>
        new S3Client({
          region: this.o.region,
          endpoint: this.o.endpoint,
          forcePathStyle: !!this.o.endpoint,
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
          credentials: this.o.accessKeyId && this.o.secretAccessKey ? { accessKeyId: this.o.accessKeyId, secretAccessKey: this.o.secretAccessKey } : undefined,
        }),
    );
    return this.client;
  }

  /** Where browsers fetch an object: S3_PUBLIC_URL, else the endpoint's path-style URL, else AWS's virtual-host URL. */
  publicUrl(objectKey: string): string {
    const path = objectKey.split("/").map(encodeURIComponent).join("/");
    if (this.o.publicUrl) return `${this.o.publicUrl.replace(/\/+$/, "")}/${path}`;
    if (this.o.endpoint) return `${this.o.endpoint.replace(/\/+$/, "")}/${this.o.bucket}/${path}`;
    return `https://${this.o.bucket}.s3.${this.o.region}.amazonaws.com/${path}`;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<string> {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const { PutObjectCommand } = await import("@aws-sdk/client-s3");
    const objectKey = `uploads/${key}`;
    await (await this.s3()).send(
      new PutObjectCommand({
        Bucket: this.o.bucket,
        Key: objectKey,
        Body: bytes,
        ContentType: contentType,
        // Keys are random per upload, so a file never changes under its URL.
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
    return this.publicUrl(objectKey);
  }
}

/** The configured storage: Vercel Blob with BLOB_READ_WRITE_TOKEN, S3 with S3_BUCKET, else the local disk. */
export function getStorage(): FileStorage {
  const env = getEnv();
  if (env.BLOB_READ_WRITE_TOKEN) return new BlobStorage(env.BLOB_READ_WRITE_TOKEN);
  if (env.S3_BUCKET) {
    return new S3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      publicUrl: env.S3_PUBLIC_URL,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalStorage();
}
