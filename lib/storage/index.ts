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
 *   Vercel Blob      when BLOB_READ_WRITE_TOKEN is set: PUT to Blob's HTTP API, public URL returned
 */
export interface FileStorage {
  readonly kind: "local" | "blob";
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

export const BLOB_API_URL = "https://blob.vercel-storage.com";

/** Vercel Blob over its HTTP API (what @vercel/blob's put() sends), so no extra dependency is needed. */
export class BlobStorage implements FileStorage {
  readonly kind = "blob" as const;

  constructor(
    private readonly token: string,
    private readonly apiUrl: string = BLOB_API_URL,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<string> {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const params = new URLSearchParams({ pathname: `uploads/${key}` });
    const res = await this.fetchImpl(`${this.apiUrl}/?${params.toString()}`, {
      method: "PUT",
      headers: {
        authorization: `Bearer ${this.token}`,
        "x-api-version": "7",
        "x-vercel-blob-access": "public",
        "x-content-type": contentType,
        "x-add-random-suffix": "0",
        "x-cache-control-max-age": "31536000",
      },
      body: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }),
    });
    if (!res.ok) {
      const text = await res.text().catch(() => "");
      throw new Error(`Vercel Blob upload failed (${res.status}): ${text.slice(0, 200)}`);
    }
    const data = (await res.json()) as { url?: unknown };
    if (typeof data.url !== "string" || !/^https:\/\//.test(data.url)) throw new Error("Vercel Blob answered without a URL");
    return data.url;
  }
}

/** The configured storage: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, else the local disk. */
export function getStorage(): FileStorage {
  const token = getEnv().BLOB_READ_WRITE_TOKEN;
  return token ? new BlobStorage(token) : new LocalStorage();
}
